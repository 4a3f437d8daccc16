// The conflict screen (docs/architecture.md §5): a draft changed here and elsewhere. Each differing field shows
// mine and theirs; the user keeps one per field, or all of one side. Nothing is overwritten unasked.
import { useMemo, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { PRODUCTS_PATH } from '../../lib/admin-paths.ts';
import { fieldLabel } from '../../../../shared/product-fields.ts';
import {
  differences,
  keepTheirs,
  resolveConflict,
  type ConflictField,
  type Side,
} from '../offline/conflict.ts';
import { deleteDraft, useDraft, type DraftRecord } from '../offline/drafts.ts';
import { syncNow } from '../offline/sync-scheduler.ts';
import { ConflictValue } from './conflict-value.tsx';
import './draft-conflict.css';

export const CONFLICT_TEXT = {
  none: 'This draft has no conflict to resolve.',
  product: (code: string, version: number) =>
    `${code} was changed on the server (it is now at version ${version}) after you began editing it.`,
  draft: 'This draft was also changed on another device.',
  deleted: 'This draft was submitted or discarded on another device. Keep your copy, or let it go?',
  mine: 'Keep all mine',
  theirs: 'Keep all theirs',
  apply: 'Apply my choices',
  applySubmit: 'Apply and submit',
  sameEverywhere: 'Both sides now hold the same values.',
} as const;

function Explanation({ draft }: { draft: DraftRecord }) {
  const conflict = draft.conflict!;
  if (conflict.source === 'product')
    return <p>{CONFLICT_TEXT.product(draft.productCode, conflict.theirsAt)}</p>;
  return <p>{conflict.theirsDeleted ? CONFLICT_TEXT.deleted : CONFLICT_TEXT.draft}</p>;
}

export function DraftConflictPage() {
  const { draftId = '' } = useParams();
  const navigate = useNavigate();
  const draft = useDraft(draftId);
  const [choices, setChoices] = useState<Partial<Record<ConflictField, Side>>>({});
  const [busy, setBusy] = useState(false);
  const diffs = useMemo(
    () => (draft?.conflict ? differences(draft.data, draft.conflict.theirs) : []),
    [draft],
  );

  if (draft === undefined) return <p className="admin-muted">Loading…</p>;
  if (!draft?.conflict) {
    return (
      <section className="admin-page conflict">
        <h1>Resolve conflict</h1>
        <p>{CONFLICT_TEXT.none}</p>
        <Link to={PRODUCTS_PATH}>Back to products</Link>
      </section>
    );
  }
  const conflict = draft.conflict;
  const side = (field: ConflictField): Side => choices[field] ?? 'mine';
  const all = (s: Side) => setChoices(Object.fromEntries(diffs.map((d) => [d.field, s])));
  const done = async (work: () => Promise<void>) => {
    setBusy(true);
    await work();
    void syncNow(true); // the user's choice goes out at once
    void navigate(PRODUCTS_PATH);
  };
  const resubmits = conflict.source === 'product' || Boolean(draft.submitSeq);

  return (
    <section className="admin-page conflict">
      <h1>Resolve conflict: {draft.productName || draft.productCode || 'Untitled draft'}</h1>
      <Explanation draft={draft} />
      {conflict.theirsDeleted ? (
        <div className="conflict__actions">
          <button
            type="button"
            className="button"
            disabled={busy}
            onClick={() => void done(() => resolveConflict(draft.id, {}))}
          >
            Keep my draft
          </button>
          <button
            type="button"
            className="button button--outline"
            disabled={busy}
            onClick={() => void done(() => deleteDraft(draft.id))}
          >
            Let it go
          </button>
        </div>
      ) : (
        <>
          {diffs.length === 0 && <p>{CONFLICT_TEXT.sameEverywhere}</p>}
          <div className="conflict__actions">
            <button type="button" className="button button--outline" onClick={() => all('mine')}>
              {CONFLICT_TEXT.mine}
            </button>
            <button type="button" className="button button--outline" onClick={() => all('theirs')}>
              {CONFLICT_TEXT.theirs}
            </button>
          </div>
          <ul className="conflict__fields">
            {diffs.map(({ field, mine, theirs }) => (
              <li key={field} className="conflict__field">
                <fieldset>
                  <legend>{fieldLabel(field)}</legend>
                  {(['mine', 'theirs'] as const).map((s) => (
                    <label
                      key={s}
                      className={`conflict__side${side(field) === s ? ' conflict__side--chosen' : ''}`}
                    >
                      <input
                        type="radio"
                        name={`choice-${field}`}
                        value={s}
                        checked={side(field) === s}
                        onChange={() => setChoices((c) => ({ ...c, [field]: s }))}
                      />
                      <span className="conflict__side-title">{s === 'mine' ? 'Mine' : 'Theirs'}</span>
                      <ConflictValue value={s === 'mine' ? mine : theirs} />
                    </label>
                  ))}
                </fieldset>
              </li>
            ))}
          </ul>
          <div className="conflict__actions">
            <button
              type="button"
              className="button"
              disabled={busy}
              onClick={() =>
                void done(() =>
                  diffs.every((d) => side(d.field) === 'theirs') && !resubmits
                    ? keepTheirs(draft.id)
                    : resolveConflict(
                        draft.id,
                        Object.fromEntries(diffs.map((d) => [d.field, side(d.field)])),
                      ),
                )
              }
            >
              {resubmits ? CONFLICT_TEXT.applySubmit : CONFLICT_TEXT.apply}
            </button>
            <Link to={PRODUCTS_PATH}>Decide later</Link>
          </div>
        </>
      )}
    </section>
  );
}
