import { useEffect } from 'react';
import { usePrefersReducedMotion } from './use-reduced-motion.ts';

/**
 * Calls `advance` every `intervalMs` while `enabled`, unless the visitor prefers reduced motion.
 * The timer restarts whenever `restartKey` changes (for example the current slide), so a manual
 * change gives the new slide its full time.
 */
export function useAutoAdvance(
  advance: () => void,
  intervalMs: number,
  enabled: boolean,
  restartKey?: unknown,
): void {
  const reduced = usePrefersReducedMotion();
  useEffect(() => {
    if (!enabled || reduced) return;
    const timer = window.setInterval(advance, intervalMs);
    return () => window.clearInterval(timer);
  }, [advance, intervalMs, enabled, reduced, restartKey]);
}
