// The fallback of public-area.md §2.1 for an unknown route or an error thrown while rendering.
import { Link, isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { MESSAGES } from '../../../shared/messages.ts';

function describe(error: unknown): string {
  if (isRouteErrorResponse(error)) {
    return error.status === 404
      ? 'The page you asked for does not exist.'
      : `${error.status} ${error.statusText}`;
  }
  if (error instanceof Error) return error.message;
  return 'Something went wrong.';
}

export function ErrorPage() {
  const error = useRouteError();
  return (
    <main className="error-page" role="alert">
      <h1>{MESSAGES.unexpectedError}</h1>
      <p>{describe(error)}</p>
      <Link className="button" to="/" reloadDocument>
        Go to the home page
      </Link>
    </main>
  );
}
