// The wizard's draft in IndexedDB: every change is saved within DRAFT_SAVE_DELAY_MS and flushed when the
// page is hidden, the draft being created (and announced through onDraftCreated) at the first change.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  createDebouncedSaver,
  DraftStorageError,
  DRAFT_SAVE_FAILED_MESSAGE,
  saveDraft,
} from '../offline/drafts.ts';
import { toDraft, type WizardSnapshot } from './wizard-snapshot.ts';

export function useDraftPersistence(
  state: WizardSnapshot,
  owner: string,
  onDraftCreated: (id: string) => void,
) {
  const [storageError, setStorageError] = useState('');
  const draftId = useRef(state.draftId);
  const finished = useRef(false);

  const saver = useMemo(
    () =>
      createDebouncedSaver(
        async (snapshot: WizardSnapshot) => {
          if (!snapshot.draftId) return;
          await saveDraft(toDraft(snapshot, snapshot.draftId, owner));
          setStorageError('');
        },
        (error) =>
          setStorageError(error instanceof DraftStorageError ? error.message : DRAFT_SAVE_FAILED_MESSAGE),
      ),
    [owner],
  );

  // Nothing is stored until the first change gives the wizard a draft id.
  useEffect(() => {
    if (state.draftId && !finished.current) saver.schedule(state);
  }, [state, saver]);

  useEffect(() => {
    const flush = () => void saver.flush();
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, [saver]);

  const ensureDraftId = useCallback((): string => {
    let id = draftId.current;
    if (!id) {
      id = crypto.randomUUID();
      draftId.current = id;
      onDraftCreated(id);
    }
    return id;
  }, [onDraftCreated]);

  /** A change by the user: the draft's id (the draft starts here if it has not yet), or null once submitted. */
  const draftForChange = useCallback(
    (): string | null => (finished.current ? null : ensureDraftId()),
    [ensureDraftId],
  );

  /**
   * Before a submission: the latest state is in the draft (made now if nothing was typed yet, as when an
   * edit is submitted unchanged) and no more draft writes happen, so what is queued is what is sent.
   */
  const prepareSubmit = useCallback(
    async (snapshot: WizardSnapshot): Promise<string> => {
      finished.current = true;
      saver.cancel();
      await saver.flush(); // waits for a save already under way
      const id = ensureDraftId();
      await saveDraft(toDraft(snapshot, id, owner));
      return id;
    },
    [saver, owner, ensureDraftId],
  );

  /** The submission came back refused or in conflict: the user may change the draft again. */
  const resume = useCallback(() => {
    finished.current = false;
  }, []);

  return { storageError, draftForChange, prepareSubmit, resume };
}
