// The product code checked as it is typed (issue #15 §3), so a duplicate is found at step 1 rather than on
// Submit at step 8: against this device's copy of the product list at once (offline too), and online
// against the server, which also knows products this device has not pulled yet.
import { useEffect, useState } from 'react';
import { ApiError } from '../../api/client.ts';
import { api } from '../../api/endpoints.ts';
import { db } from '../offline/db.ts';
import { duplicateMessage } from '../offline/sync-messages.ts';

/** How long typing must pause before the server is asked. */
export const CODE_CHECK_DELAY_MS = 400;

/** The spec's duplicate message (admin-area.md §7, product save, HTTP 409). */
export const codeTakenMessage = (code: string) => duplicateMessage('productCode', code);

async function taken(code: string, signal: AbortSignal): Promise<boolean> {
  if (await db.products.get(code)) return true;
  if (!navigator.onLine) return false;
  try {
    await api.getProduct(code, { signal });
    return true;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return false;
    throw error;
  }
}

/** The duplicate message for `code` when a product already has it; undefined otherwise or while unknown. */
export function useCodeTaken(code: string, enabled: boolean): string | undefined {
  const [found, setFound] = useState<string | undefined>();
  const trimmed = code.trim();
  useEffect(() => {
    if (!enabled || trimmed === '') return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      taken(trimmed, controller.signal).then(
        (yes) => setFound(yes ? trimmed : undefined),
        () => undefined, // no answer (offline, a server error): Submit still checks
      );
    }, CODE_CHECK_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [trimmed, enabled]);
  return enabled && found !== undefined && found === trimmed ? codeTakenMessage(trimmed) : undefined;
}
