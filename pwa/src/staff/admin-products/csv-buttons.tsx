// 'Export CSV' (what the list shows: its search) and 'Import CSV' (a file → the preview dialog).
import { useRef, useState } from 'react';
import { CsvImportDialog } from './csv-import-dialog.tsx';
import { downloadProductsCsv } from './product-csv-io.ts';
import { useCsvImport } from './use-csv-import.ts';

export function CsvButtons({ owner, query }: { owner: string; query: string }) {
  const input = useRef<HTMLInputElement>(null);
  const { state, choose, apply, close } = useCsvImport(owner);
  const [exporting, setExporting] = useState(false);

  const exportCsv = () => {
    setExporting(true);
    downloadProductsCsv(query)
      .catch((error: unknown) => window.alert((error as Error).message || 'Export failed'))
      .finally(() => setExporting(false));
  };

  return (
    <>
      <button type="button" className="button button--outline" onClick={exportCsv} disabled={exporting}>
        Export CSV
      </button>
      <button type="button" className="button button--outline" onClick={() => input.current?.click()}>
        Import CSV
      </button>
      <input
        ref={input}
        type="file"
        accept=".csv,text/csv"
        hidden
        aria-label="CSV file to import"
        data-testid="csv-import-file"
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (file) void choose(file);
        }}
      />
      {state.step !== 'closed' && (
        <CsvImportDialog state={state} onApply={() => void apply()} onClose={close} />
      )}
    </>
  );
}
