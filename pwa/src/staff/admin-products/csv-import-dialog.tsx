// The Import CSV preview (issue #35): what the file would create, update and leave unchanged, each bad row
// with its line, field and message, and Apply only when there is something to apply and nothing is bad.
import type { CsvReport } from '../../../../shared/product-csv.ts';
import { ModalDialog } from '../components/modal-dialog.tsx';
import type { CsvImportState } from './use-csv-import.ts';

function Counts({ report }: { report: CsvReport }) {
  return (
    <ul className="csv-import__counts" aria-label="Import summary">
      <li>
        Created: <strong data-count="created">{report.created}</strong>
      </li>
      <li>
        Updated: <strong data-count="updated">{report.updated}</strong>
      </li>
      <li>
        Unchanged: <strong data-count="unchanged">{report.unchanged}</strong>
      </li>
    </ul>
  );
}

function Errors({ report }: { report: CsvReport }) {
  if (report.errors.length === 0) return null;
  return (
    <table className="csv-import__errors" aria-label="Rows with errors">
      <thead>
        <tr>
          <th scope="col">Line</th>
          <th scope="col">Field</th>
          <th scope="col">Message</th>
        </tr>
      </thead>
      <tbody>
        {report.errors.map((e, i) => (
          <tr key={`${e.line}-${e.field}-${i}`}>
            <td>{e.line}</td>
            <td>{e.field}</td>
            <td>{e.message}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

interface Props {
  state: Exclude<CsvImportState, { step: 'closed' }>;
  onApply: () => void;
  onClose: () => void;
}

export function CsvImportDialog({ state, onApply, onClose }: Props) {
  const report = 'preview' in state ? state.preview.report : state.step === 'done' ? state.report : null;
  const changes = report ? report.created + report.updated : 0;
  return (
    <ModalDialog className="csv-import" labelledBy="csv-import-title" onClose={onClose}>
      <h2 id="csv-import-title">Import CSV: {state.name}</h2>
      {state.step === 'checking' && <p role="status">Checking the file…</p>}
      {state.step === 'failed' && <p role="alert">{state.message}</p>}
      {state.step === 'preview' && state.preview.source === 'device' && (
        <p className="csv-import__note">
          You are offline: each product to create or update becomes a draft on this device and syncs when you
          are back online.
        </p>
      )}
      {report && <Counts report={report} />}
      {report && <Errors report={report} />}
      {state.step === 'preview' && report && report.errors.length > 0 && (
        <p role="alert">Nothing will be applied until every row is fixed.</p>
      )}
      {state.step === 'done' && !state.refused && (
        <p role="status">
          {state.offline ? 'Saved as drafts; they sync when you are online.' : 'Import applied.'}
        </p>
      )}
      {state.step === 'done' && state.refused && <p role="alert">Nothing was applied.</p>}
      <div className="csv-import__actions">
        {(state.step === 'preview' || state.step === 'applying') && (
          <button
            type="button"
            className="button"
            disabled={state.step === 'applying' || changes === 0 || (report?.errors.length ?? 0) > 0}
            onClick={onApply}
          >
            Apply
          </button>
        )}
        <button type="button" className="button button--outline" onClick={onClose}>
          {state.step === 'done' ? 'Close' : 'Cancel'}
        </button>
      </div>
    </ModalDialog>
  );
}
