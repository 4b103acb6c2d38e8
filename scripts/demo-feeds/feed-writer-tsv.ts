import { usedColumns } from "./feed-columns.ts";
import type { Merchant } from "./merchant-types.ts";
import type { Row } from "./offer-rows.ts";

export function writeTsv(m: Merchant, rows: Row[]): string {
  const cols = usedColumns(m, rows);
  const lines = [cols.join("\t")];
  for (const row of rows) {
    lines.push(
      cols
        .map((c) => {
          const v = row.fields[c] ?? "";
          if (/[\t\n\r"]/.test(v)) throw new Error(`TSV value needs quoting: ${v}`);
          return v;
        })
        .join("\t"),
    );
  }
  return lines.join("\n") + "\n";
}
