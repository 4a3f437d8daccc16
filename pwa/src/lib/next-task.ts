// Work that may come a moment later, moved out of the task that would otherwise run it: a phone counts each
// main-thread task of more than 50 ms as blocking, so two short tasks cost less than one of their sum.

/**
 * Runs `run` in a task of its own, at once: a message to this page (as React's scheduler does), not a timer,
 * which a page's clock may hold back. Returns how to cancel it.
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
