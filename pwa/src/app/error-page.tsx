// The fallback of public-area.md §2.1 for an unknown route or an error thrown while rendering. A lazy chunk
// that could not be loaded (offline with a file missing, a deploy removed it, or it hung) gets its own
// message and a Reload button instead: a reload is what fixes it.
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { MESSAGES } from '../../../shared/messages.ts';
import { isCodeLoadError, LOAD_FAILED, reloadOnceForCode } from '../lib/load-code.ts';

function describe(error: unknown): string {
  if (error instanceof Error) return error.message;
  return 'Something went wrong.';
}

const NOT_FOUND_TEXT = 'The page you asked for does not exist.';

/** The spec's fallback: its message, what went wrong and a way home. */
function UnexpectedError({ detail, Element }: { detail: string; Element: 'main' | 'section' }) {
  return (
    <Element className="error-page" role="alert">
      <h1>{MESSAGES.unexpectedError}</h1>
      <p>{detail}</p>
      <Link className="button" to="/" reloadDocument>
        Go to the home page
      </Link>
    </Element>
  );
}

/** The not-found page's title; the page list is loaded then, not in the first load. */
function showNotFoundTitle(): void {
  void import('../../../shared/site-pages.ts').then(({ NOT_FOUND_PAGE }) => {
    document.title = NOT_FOUND_PAGE.title;
  });
}

/**
 * An address that is no page, inside the public frame (header, footer, chat), so the visitor can go on from
 * there; the server answers it with status 404.
 */
export function NotFoundPage() {
  useEffect(showNotFoundTitle, []);
  return <UnexpectedError detail={NOT_FOUND_TEXT} Element="section" />;
}

/** A chunk that could not be loaded: the page reloads itself once when online (load-code.ts), else says so. */
function CodeLoadFailed({ error }: { error: unknown }) {
  useEffect(() => {
    reloadOnceForCode(error);
  }, [error]);
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

/** What a route threw while rendering, or a chunk that could not be loaded (route-error-boundary.tsx). */
export function ErrorPage({ error }: { error: unknown }) {
  if (isCodeLoadError(error)) return <CodeLoadFailed error={error} />;
  return <UnexpectedError detail={describe(error)} Element="main" />;
}
