// The signed-in user's product wizard drafts, each with Resume (back into the wizard at its step) and
// Discard. Shown on the products list and in the wizard; renders nothing when there are none.
import { Link } from 'react-router-dom';
import { conflictPath, PRODUCTS_PATH } from '../../lib/admin-paths.ts';
import { deleteDraft, useDrafts, type DraftRecord, type DraftState } from '../offline/drafts.ts';
import './drafts-list.css';

const WIZARD_STEP_COUNT = 8;
export const DISCARD_CONFIRM = 'Discard this draft? What was typed in it will be lost.';

export interface DraftsListProps {
  /** The signed-in username: only their drafts are listed. */
  owner: string;
  /** A draft not to list, such as the one open in the wizard. */
  excludeId?: string | undefined;
  title?: string;
}

/** Each state's badge and what it means for the user. */
export const DRAFT_STATES: Record<DraftState, { label: string; hint: string }> = {
  local: { label: 'local', hint: 'Saved on this device; not on the server yet.' },
  queued: { label: 'queued', hint: 'Submitted; it is sent as soon as the server can be reached.' },
  syncing: { label: 'syncing', hint: 'Being sent to the server now.' },
  synced: { label: 'synced', hint: 'Saved on the server too.' },
  applied: {
    label: 'submitted',
    hint: 'The server made the product; it joins the list when this device syncs.',
  },
  conflict: { label: 'conflict', hint: 'Changed elsewhere as well: choose what to keep.' },
  rejected: { label: 'rejected', hint: 'The server refused it: fix what it says and submit again.' },
};

export function draftPath(draft: DraftRecord): string {
  const base = PRODUCTS_PATH;
  const query = `?draft=${encodeURIComponent(draft.id)}`;
  return draft.mode === 'edit'
    ? `${base}/${encodeURIComponent(draft.productCode)}/edit${query}`
    : `${base}/add${query}`;
}

export function draftName(draft: DraftRecord): string {
  return draft.productName || draft.productCode || 'Untitled draft';
}

const state = (draft: DraftRecord): DraftState => draft.state ?? 'local';

export function DraftsList({ owner, excludeId, title = 'Drafts' }: DraftsListProps) {
  // A submission the server applied is a product now (the list shows it): not a draft to resume.
  const drafts = useDrafts(owner)?.filter((d) => d.id !== excludeId && d.state !== 'applied');
  if (!drafts || drafts.length === 0) return null;
  return (
    <section className="drafts-list" aria-labelledby="drafts-list-title">
      <h2 id="drafts-list-title">{title}</h2>
      <ul>
        {drafts.map((draft) => (
          <li key={draft.id} className="drafts-list__item">
            <div className="drafts-list__info">
              <strong className="drafts-list__name">{draftName(draft)}</strong>
              {draft.productName && draft.productCode && (
                <span className="drafts-list__code">{draft.productCode}</span>
              )}
              <span className="drafts-list__state">
                <span className={`draft-state draft-state--${state(draft)}`}>
                  {DRAFT_STATES[state(draft)].label}
                </span>{' '}
                {DRAFT_STATES[state(draft)].hint}
              </span>
              {draft.state === 'rejected' && draft.rejection && (
                <div className="drafts-list__rejection" role="alert">
                  <p>{draft.rejection.message}</p>
                  {draft.rejection.details.length > 0 && (
                    <ul>
                      {draft.rejection.details.map((d) => (
                        <li key={d}>{d}</li>
                      ))}
                    </ul>
                  )}
                </div>
              )}
              <span className="drafts-list__meta">
                {draft.mode === 'edit' ? 'Editing' : 'New product'} · Step {draft.step + 1} of{' '}
                {WIZARD_STEP_COUNT} · Saved{' '}
                <time dateTime={new Date(draft.updatedAt).toISOString()}>
                  {new Date(draft.updatedAt).toLocaleString()}
                </time>
              </span>
            </div>
            <div className="drafts-list__actions">
              {draft.state === 'conflict' && (
                <Link
                  className="button"
                  to={conflictPath(draft.id)}
                  aria-label={`Resolve ${draftName(draft)}`}
                >
                  Resolve
                </Link>
              )}
              <Link className="button" to={draftPath(draft)} aria-label={`Resume ${draftName(draft)}`}>
                Resume
              </Link>
              <button
                type="button"
                className="button button--outline"
                aria-label={`Discard ${draftName(draft)}`}
                onClick={() => {
                  if (window.confirm(DISCARD_CONFIRM)) void deleteDraft(draft.id);
                }}
              >
                Discard
              </button>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
