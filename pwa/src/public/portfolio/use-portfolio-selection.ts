import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { CatalogueLine } from '../../../../shared/catalogue.ts';
import {
  paramsForChoice,
  resolveSelection,
  selectionFromParams,
  type ResolvedSelection,
  type SelectionLevel,
} from './portfolio-selection.ts';

/** A choice the router has not drawn yet: the query it was made from, and the one it asks for. */
interface Pending {
  from: string;
  to: string;
}

/**
 * The portfolio's selection, kept in the query string; each choice is a history entry.
 *
 * A choice is drawn in the frame of the tap that made it. The router commits a new address as a transition,
 * which other work on the page (images decoding, parts hydrating) can hold back for a few frames, or a few
 * hundred milliseconds on a slow phone; its `flushSync` option does not reach a page inside `<Routes>`. So
 * the choice is also kept here, as an ordinary update, until the router's address has moved on from the one
 * it was made from (to it, or elsewhere by Back).
 */
export function usePortfolioSelection(catalogue: readonly CatalogueLine[]): {
  selection: ResolvedSelection | undefined;
  choose: (level: SelectionLevel, index: number) => void;
  /** Selects the entry these parameters name at once (a search result). */
  show: (params: URLSearchParams) => void;
} {
  const [params, setParams] = useSearchParams();
  const [pending, setPending] = useState<Pending | null>(null);
  const current = params.toString();
  // Set during render, as React allows for state derived from props: the router has caught up.
  if (pending && pending.from !== current) setPending(null);
  const key = pending?.from === current ? pending.to : current;
  const plain = useMemo(() => selectionFromParams(catalogue, new URLSearchParams(key)), [catalogue, key]);
  const selection = useMemo(() => resolveSelection(catalogue, plain), [catalogue, plain]);
  const show = useCallback(
    (next: URLSearchParams) => {
      setPending({ from: current, to: next.toString() });
      setParams(next, { preventScrollReset: true });
    },
    [current, setParams],
  );
  const choose = useCallback(
    (level: SelectionLevel, index: number) => show(paramsForChoice(catalogue, plain, level, index)),
    [catalogue, plain, show],
  );
  return { selection, choose, show };
}
