// Why the server refused a submission: its message and each detail, as an alert. Shown on the product card
// and the detail view of a refused submission.
import type { DraftRejection } from '../offline/db.ts';

export const REJECTED_LABEL = 'Not accepted by the server';

export function RejectionNote({ rejection, className }: { rejection: DraftRejection; className: string }) {
  return (
    <div className={className} role="alert">
      <p>
        <strong>{REJECTED_LABEL}:</strong> {rejection.message}
      </p>
      {rejection.details.length > 0 && (
        <ul>
          {rejection.details.map((d) => (
            <li key={d}>{d}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
