/**
 * A plain-text table: the first column (and any in `leftColumns`) left-aligned, the others right-aligned,
 * a rule under the header.
 */
export function renderTable(header: string[], rows: string[][], leftColumns: readonly number[] = []): string {
  const all = [header, ...rows];
  const widths = header.map((_, i) => Math.max(...all.map((row) => (row[i] ?? "").length)));
  const line = (row: string[]) =>
    row
      .map((cell, i) => (i === 0 || leftColumns.includes(i) ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!)))
      .join("  ")
      .trimEnd();
  return [line(header), widths.map((w) => "-".repeat(w)).join("  "), ...rows.map(line)].join("\n");
}

/** A figure for a table cell: en-GB digit grouping, `digits` decimals. */
export const fmt = (n: number, digits = 0) =>
  n.toLocaleString("en-GB", { minimumFractionDigits: digits, maximumFractionDigits: digits });
