/** Label–value pairs of a spec sheet; empty values are left out, and nothing renders when all are. */
export function FactList({ facts }: { facts: readonly [label: string, value: string | null | undefined][] }) {
  const shown = facts.filter((f): f is [string, string] => typeof f[1] === 'string' && f[1].trim() !== '');
  if (shown.length === 0) return null;
  return (
    <dl className="fact-list">
      {shown.map(([label, value]) => (
        <div key={label} className="fact-list__item">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
