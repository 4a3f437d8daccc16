// Two versions compared field by field: each field that differs, with its value in each.
import { fieldLabel } from '../../../../shared/product-fields.ts';
import type { FieldChange } from './history-values.ts';
import { HISTORY_TEXT } from './history-messages.ts';

interface ComparePaneProps {
  fromSeq: number;
  toSeq: number;
  /** None while either version is still on its way. */
  changes: FieldChange[] | undefined;
}

export function ComparePane({ fromSeq, toSeq, changes }: ComparePaneProps) {
  return (
    <section className="product-history__diff" aria-labelledby="history-diff-title">
      <h2 id="history-diff-title">{HISTORY_TEXT.compare(fromSeq, toSeq)}</h2>
      {!changes ? (
        <p role="status">{HISTORY_TEXT.loading}</p>
      ) : changes.length === 0 ? (
        <p>{HISTORY_TEXT.same}</p>
      ) : (
        <table className="admin-table product-history__changes">
          <thead>
            <tr>
              <th scope="col">Field</th>
              <th scope="col">Version {fromSeq}</th>
              <th scope="col">Version {toSeq}</th>
            </tr>
          </thead>
          <tbody>
            {changes.map((c) => (
              <tr key={c.field}>
                <th scope="row">{fieldLabel(c.field)}</th>
                <td className="product-history__old">{c.from}</td>
                <td className="product-history__new">{c.to}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
