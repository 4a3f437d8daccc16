// Work that may come a moment later, moved out of the task that would otherwise run it: a phone counts each
// main-thread task of more than 50 ms as blocking, so two short tasks cost less than one of their sum.

/**
 * Runs `run` in a task of its own, at once: a message to this page (as React's scheduler and the prerendered
 * page's loader do), not a timer, which a page's clock may hold back. Returns how to cancel it.
 */
export function inATaskOfItsOwn(run: () => void): () => void {
  let cancelled = false;
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    channel.port1.close();
    if (!cancelled) run();
  };
  channel.port2.postMessage(null);
  return () => {
    cancelled = true;
  };
}

/** Resolves in a task of its own, after the current one and its microtasks. */
export const nextTask = () => new Promise<void>((resolve) => inATaskOfItsOwn(resolve));

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
