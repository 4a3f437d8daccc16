// Marks the document once the app answers input: `<html data-hydrated>`, set when React first commits (the
// server's markup hydrated, or the app shell rendered). Before that a prerendered page shows its content but
// a click on it does nothing, so the end-to-end tests wait for this mark before they act (tests/e2e/fixtures.ts).
import { useEffect } from 'react';
import { HYDRATED_ATTRIBUTE } from '../../../shared/page-start.ts';

export function ReadyMark() {
  useEffect(() => {
    document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, '');
  }, []);
  return null;
}
