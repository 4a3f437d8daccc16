import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { CatalogueLine } from '../../../../shared/catalogue.ts';
import {
  paramsForChoice,
  resolveSelection,
  selectionFromParams,
  type ResolvedSelection,
  type SelectionLevel,
} from './portfolio-selection.ts';

/** The portfolio's selection, kept in the query string; each choice is a history entry. */
export function usePortfolioSelection(catalogue: readonly CatalogueLine[]): {
  selection: ResolvedSelection | undefined;
  choose: (level: SelectionLevel, index: number) => void;
  /** Selects the entry these parameters name at once (a search result). */
  show: (params: URLSearchParams) => void;
} {
  const [params, setParams] = useSearchParams();
  const key = params.toString();
  const plain = useMemo(() => selectionFromParams(catalogue, new URLSearchParams(key)), [catalogue, key]);
  const selection = useMemo(() => resolveSelection(catalogue, plain), [catalogue, plain]);
  // A choice is drawn in the task of the tap that made it (flushSync), not as a transition that other work
  // on the page (images decoding, parts hydrating) can hold back: a tab or pill answers at once.
  const choose = useCallback(
    (level: SelectionLevel, index: number) =>
      setParams(paramsForChoice(catalogue, plain, level, index), {
        preventScrollReset: true,
        flushSync: true,
      }),
    [catalogue, plain, setParams],
  );
  const show = useCallback(
    (next: URLSearchParams) => setParams(next, { preventScrollReset: true }),
    [setParams],
  );
  return { selection, choose, show };
}
