// The Import CSV flow of the product list: choose a file → preview → Apply (online on the server, offline as
// local drafts); the dialog renders what this hook holds.
import { useCallback, useState } from 'react';
import type { CsvReport } from '../../../../shared/product-csv.ts';
import { ApiError, NetworkError } from '../../api/client.ts';
import { useOnline } from '../../lib/use-online.ts';
import { applyImport, previewOnDevice, previewOnServer, type ImportPreview } from './product-csv-io.ts';

export type CsvImportState =
  | { step: 'closed' }
  | { step: 'checking'; name: string }
  | { step: 'preview'; name: string; file: Blob; preview: ImportPreview }
  | { step: 'applying'; name: string; preview: ImportPreview }
  | { step: 'done'; name: string; report: CsvReport; offline: boolean; refused: boolean }
  | { step: 'failed'; name: string; message: string };

const messageOf = (error: unknown) =>
  error instanceof ApiError ? error.message || error.text : (error as Error).message || 'Import failed';

export function useCsvImport(owner: string) {
  const online = useOnline();
  const [state, setState] = useState<CsvImportState>({ step: 'closed' });

  const choose = useCallback(
    async (file: File) => {
      setState({ step: 'checking', name: file.name });
      try {
        let preview: ImportPreview;
        try {
          preview = online ? await previewOnServer(file) : await previewOnDevice(await file.text());
        } catch (error) {
          if (!(error instanceof NetworkError)) throw error;
          preview = await previewOnDevice(await file.text());
        }
        if (preview.fatal) setState({ step: 'failed', name: file.name, message: preview.fatal });
        else setState({ step: 'preview', name: file.name, file, preview });
      } catch (error) {
        setState({ step: 'failed', name: file.name, message: messageOf(error) });
      }
    },
    [online],
  );

  const apply = useCallback(async () => {
    if (state.step !== 'preview') return;
    const { name, file, preview } = state;
    setState({ step: 'applying', name, preview });
    try {
      const report = await applyImport(file, preview, owner);
      setState({
        step: 'done',
        name,
        report,
        offline: preview.source === 'device',
        refused: report.errors.length > 0,
      });
    } catch (error) {
      setState({ step: 'failed', name, message: messageOf(error) });
    }
  }, [state, owner]);

  const close = useCallback(() => setState({ step: 'closed' }), []);
  return { state, choose, apply, close };
}
