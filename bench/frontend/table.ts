// Small statistics and the printed table every benchmark ends with: figure, value, unit, reference, ratio.

export function median(values: number[]): number {
  return percentile(values, 50);
}

/** The nearest-rank percentile (p in 0..100) of the values; NaN when there are none. */
export function percentile(values: number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[Math.min(sorted.length, rank) - 1]!;
}

export interface Row {
  figure: string;
  /** null: there was nothing to measure (printed as such). */
  value: number | null;
  unit: string;
  /** The reference's value in the same unit, measured in the same run. */
  reference?: number | undefined;
  /** Decimal places to print (0 unless given). */
  digits?: number;
  /** The goal, when the figure has one (a column of its own then). */
  target?: string;
}

function fmt(value: number | null | undefined, digits: number): string {
  if (value === null) return 'null';
  if (value === undefined || Number.isNaN(value)) return '–';
  return value.toLocaleString('en-GB', { maximumFractionDigits: digits, minimumFractionDigits: digits });
}

/** Prints rows as an aligned table; the ratio is value ÷ reference. */
export function printTable(title: string, referenceName: string, rows: Row[]): void {
  const targets = rows.some((r) => r.target !== undefined);
  const lines = rows.map((r) => {
    const digits = r.digits ?? 0;
    const ratio = r.reference && r.value !== null ? r.value / r.reference : undefined;
    const cells = [
      r.figure,
      fmt(r.value, digits),
      r.unit,
      fmt(r.reference, digits),
      ratio ? `${fmt(ratio, 2)}×` : '–',
    ];
    return targets ? [...cells, r.target ?? ''] : cells;
  });
  const header = ['figure', 'value', 'unit', referenceName, 'ratio', ...(targets ? ['target'] : [])];
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)));
  const pad = (cells: string[]) =>
    cells
      .map((c, i) => (i === 0 || i >= 5 || i === 2 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!)))
      .join('  ');
  console.log(`\n${title}`);
  console.log(pad(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const line of lines) console.log(pad(line));
}

export const kib = (bytes: number) => bytes / 1024;
