// The fallback of public-area.md §2.1 for an unknown route or an error thrown while rendering. A lazy chunk
// that could not be loaded (offline with a file missing, a deploy removed it, or it hung) gets its own
// message and a Reload button instead: a reload is what fixes it.
import { useEffect } from 'react';
import { Link, isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { NOT_FOUND_PAGE } from '../../../shared/site-pages.ts';
import { MESSAGES } from '../../../shared/messages.ts';
import { isCodeLoadError, LOAD_FAILED } from '../lib/load-code.ts';

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
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  useEffect(() => {
    if (notFound) document.title = NOT_FOUND_PAGE.title;
  }, [notFound]);
  if (isCodeLoadError(error)) {
    return (
      <main className="error-page" role="alert">
        <h1>{LOAD_FAILED.title}</h1>
        <p>{LOAD_FAILED.hint}</p>
        <button type="button" className="button" onClick={() => window.location.reload()}>
          Reload
        </button>
      </main>
    );
  }
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
