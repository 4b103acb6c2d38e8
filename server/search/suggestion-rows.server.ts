import { sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../db/client.server.ts";
import { namedStatement } from "../db/named-statement.server.ts";
import { countColumn, numericColumn } from "../db/query-rows.server.ts";
import { resolvedImageUrl } from "../catalog/visibility.server.ts";

/** The palette's 5 names from the prefix search and 5 from the full engine. */
export const MAX_SUGGESTION_ROWS = 10;

export interface SuggestionRow {
  id: number;
  name: string;
  category: string;
  imageUrl: string | null;
  lowestPrice: number | null;
}

/** The palette's one statement: the catalogue version it was read at, and the chosen products' rows in order. */
export interface SuggestionRows {
  version: number;
  rows: SuggestionRow[];
}

/** A row as read: the version on every row; a row without a product when no id was asked for (the version alone). */
const readRow = z.object({
  version: numericColumn,
  id: countColumn.nullable(),
  name: z.string().nullable(),
  category: z.string().nullable(),
  imageUrl: z.string().nullable(),
  lowestPrice: numericColumn.nullable(),
});

// Always MAX_SUGGESTION_ROWS id parameters, nulls after the ids (they join nothing): the row estimate never
// changes, so PostgreSQL settles on one generic plan and stops planning per keystroke (pgbench: 0.86 → 0.23 ms
// per run; with the ids as one text parameter it planned every run).
const readRows = namedStatement(
  "palette_suggestion_rows",
  sql`
    select (select version::text from catalogue_version where id = 1) as version,
      "products"."id" as id, "products"."name" as name, d.category, ${resolvedImageUrl()} as "imageUrl",
      d.lowest_price::float8 as "lowestPrice"
    from (select 1) as one
    left join (unnest(array[${sql.join(
      Array.from({ length: MAX_SUGGESTION_ROWS }, (_, i) => sql`${sql.placeholder(`id${i}`)}`),
      sql`, `,
    )}]::int[]) with ordinality as top(product_id, position)
      join search_documents d on d.product_id = top.product_id
      join products on "products"."id" = top.product_id) on true
    order by top.position`,
  readRow,
);

/**
 * Names, images and prices of the products `ids` (in that order) together with catalogue_version, in one
 * statement and so from one snapshot: the caller ranked on the index it holds and compares the version read
 * here with the index's, redoing the work when they differ. One round trip per keystroke, as /healthz has, of
 * a statement prepared once per connection (its text never changes: always MAX_SUGGESTION_ROWS parameters).
 */
export async function readSuggestionRows(db: Db, ids: readonly number[]): Promise<SuggestionRows> {
  if (ids.length > MAX_SUGGESTION_ROWS)
    throw new Error(`At most ${MAX_SUGGESTION_ROWS} suggestion rows, not ${ids.length}`);
  const parameters: Record<string, number | null> = {};
  for (let i = 0; i < MAX_SUGGESTION_ROWS; i += 1) parameters[`id${i}`] = ids[i] ?? null;
  const read = await readRows(db, parameters);
  const rows: SuggestionRow[] = [];
  for (const row of read) {
    if (row.id === null || row.name === null || row.category === null) continue;
    rows.push({
      id: row.id,
      name: row.name,
      category: row.category,
      imageUrl: row.imageUrl,
      lowestPrice: row.lowestPrice,
    });
  }
  return { version: read[0]?.version ?? 0, rows };
}

/**
 * Rows kept per process: bounded so a long crawl of the palette cannot grow them without end (a row is ~200
 * bytes; the 100k bench's 1,583 keystrokes suggest under 5,000 products).
 */
const MAX_HELD_ROWS = 20_000;

/**
 * The palette's rows as read at one catalogue version, kept until the version moves, so a keystroke whose
 * products were all suggested before at this version costs no round trip. Rows are stored only from a statement
 * that read this very version (readSuggestionRows), so what is kept is exactly what a statement would read now
 * while the version stands; an id without a row at this version is kept as such (gone since the index saw it).
 * Where to extend: anything else the palette shows per product must come from the same statement.
 */
export class SuggestionRowsAtVersion {
  private version = -1;
  private readonly rows = new Map<number, SuggestionRow | null>();

  constructor(
    private readonly read: (ids: readonly number[]) => Promise<SuggestionRows>,
    private readonly maxRows = MAX_HELD_ROWS,
  ) {}

  /**
   * The rows of `ids` in order, from memory when every one was read at `version`, else from one statement (all
   * of them, as readSuggestionRows): its version tells the caller whether the catalogue moved since `version`.
   */
  async rowsAt(version: number, ids: readonly number[]): Promise<SuggestionRows> {
    if (version !== this.version) {
      this.rows.clear();
      this.version = version;
    }
    const held = this.heldRows(ids);
    if (held) return { version, rows: held };
    const read = await this.read(ids);
    if (read.version === this.version) this.keep(ids, read.rows);
    return read;
  }

  private heldRows(ids: readonly number[]): SuggestionRow[] | null {
    const out: SuggestionRow[] = [];
    for (const id of ids) {
      const row = this.rows.get(id);
      if (row === undefined) return null;
      if (row) out.push(row);
    }
    return out;
  }

  private keep(ids: readonly number[], rows: readonly SuggestionRow[]): void {
    if (this.rows.size + ids.length > this.maxRows) this.rows.clear();
    for (const id of ids) this.rows.set(id, null);
    for (const row of rows) this.rows.set(row.id, row);
  }
}
