// Plain-text tables for the benchmarks' output: the first `leftColumns` columns are text
// (left-aligned), the rest figures (right-aligned).
export function formatTable(header: string[], rows: string[][], leftColumns = 1): string {
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]?.length ?? 0)));
  const line = (cells: string[]) =>
    cells
      .map((cell, column) => (column < leftColumns ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!)))
      .join(' | ')
      .trimEnd();
  return [line(header), widths.map((width) => '-'.repeat(width)).join('-|-'), ...rows.map(line)].join('\n');
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** Bytes as kB (1,000 bytes), one decimal. */
export const kB = (bytes: number) => (bytes / 1000).toFixed(1);

export const ms = (value: number) => value.toFixed(0);

/** One line of the summary: a measure's figure against its target. */
export type TargetRow = { measure: string; figure: string; target: string; met: boolean };

export function formatTargets(rows: TargetRow[]): string {
  return formatTable(
    ['measure', 'figure', 'target', ''],
    rows.map((row) => [row.measure, row.figure, row.target, row.met ? 'met' : 'MISSED']),
    1,
  );
}
