// The signed-in user's product wizard drafts, each with Resume (back into the wizard at its step) and
// Discard. Shown on the products list and in the wizard; renders nothing when there are none.
import { Link } from 'react-router-dom';
import { deleteDraft, useDrafts, type DraftRecord } from '../offline/drafts.ts';
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

export function draftPath(draft: DraftRecord): string {
  const base = '/AdminDashboard/products';
  const query = `?draft=${encodeURIComponent(draft.id)}`;
  return draft.mode === 'edit'
    ? `${base}/${encodeURIComponent(draft.productCode)}/edit${query}`
    : `${base}/add${query}`;
}

export function draftName(draft: DraftRecord): string {
  return draft.productName || draft.productCode || 'Untitled draft';
}

export function DraftsList({ owner, excludeId, title = 'Drafts' }: DraftsListProps) {
  const drafts = useDrafts(owner)?.filter((d) => d.id !== excludeId);
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
              <span className="drafts-list__meta">
                {draft.mode === 'edit' ? 'Editing' : 'New product'} · Step {draft.step + 1} of{' '}
                {WIZARD_STEP_COUNT} · Saved{' '}
                <time dateTime={new Date(draft.updatedAt).toISOString()}>
                  {new Date(draft.updatedAt).toLocaleString()}
                </time>
              </span>
            </div>
            <div className="drafts-list__actions">
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
