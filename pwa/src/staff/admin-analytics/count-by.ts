/** How many items share each value of a field, most first; blank values count as 'Unspecified'. */
export function countBy<T>(items: readonly T[], pick: (item: T) => unknown): [string, number][] {
  const counts = new Map<string, number>();
  for (const item of items) {
    const raw = pick(item);
    const key = typeof raw === 'string' && raw.trim() ? raw.trim() : 'Unspecified';
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
}
