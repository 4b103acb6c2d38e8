import { sql } from "drizzle-orm";
import type { Db } from "../../server/db/client.server.ts";
import { rngFrom, shuffle } from "../../scripts/feed-kit/seeded-random.ts";

export type QueryKind = "exact-name" | "brand" | "generic" | "slang" | "misspelling" | "size" | "intent" | "no-result";

export interface BenchRequest {
  kind: QueryKind;
  q: string;
  path: string;
}

/** A comma-separated list, as the catalogue writes its vocabulary. */
const words = (list: string) => list.split(",").map((w) => w.trim());

const GENERIC = words(
  "cement, timber, plasterboard, insulation, bricks, blocks, sand, gravel, plywood, skirting, " +
    "architrave, roof tiles, guttering, drainage pipe, lintel, screws, decking, mortar, render, " +
    "paving slabs",
);
const SLANG = words(
  "ballast, 4x2, 3x2, 2 by 4, ply, breeze block, postcrete, type 1, mot, kingspan, celotex, sheetrock, " +
    "drywall, jumbo bag, bulk bag, cls, par timber, osb, mdf, dpm, dpc, loft roll, tanalised, " +
    "scaffold board",
);
const MISSPELLINGS = words(
  "cemnet, plasterbord, insulaton, timbre, plywod, guttring, ballest, agregate, skirtng board, " +
    "archtrave, brik, morter, celetex, kingspam, plastr, decking bord",
);
const SIZES = words(
  "47x100, 47 x 100, 100x47, 12.5mm plasterboard, 25kg cement, 18mm osb, 2.4m, 2400mm, 47x150 c24, " +
    "110mm pipe, 100mm pir, 9mm ply, 18mm mdf, 440 x 215, 65mm bricks",
);
const INTENTS = words(
  "treated timber for decking, moisture resistant plasterboard, concrete blocks 7n 100mm, " +
    "loft insulation 200mm, sharp sand bulk bag, c24 treated 47x150 4.8m, fence post concrete, " +
    "interlocking roof tiles grey, 110mm underground drainage bend, mdf torus skirting, " +
    "engineering brick class b, exterior ply 18mm, bonding coat plaster 25kg, pir insulation board 100mm, " +
    "black half round guttering, primed mdf architrave set",
);
const NO_RESULT = words("tap, light bulb, kitchen sink, lawn mower, washing machine, television, xqzvy, sofa");

const SORTS = ["relevance", "relevance", "relevance", "price_asc", "price_desc", "merchants"] as const;
const CATEGORY_FOR: Record<string, string> = {
  timber: "timber",
  plywood: "sheet-materials",
  insulation: "insulation",
  screws: "other",
  "roof tiles": "roofing",
  sand: "sand",
  "4x2": "timber",
  ply: "sheet-materials",
  kingspan: "insulation",
  "47x100": "timber",
  "2.4m": "skirting-architrave",
};
const PAGED = new Set(words("cement, timber, plasterboard, insulation, bricks, ballast, osb, 2.4m, decking"));

/** A spread of real product names and the catalogue's most common brands, read from the database being measured. */
export async function sampleCatalogue(db: Db, names = 40, brands = 20): Promise<{ names: string[]; brands: string[] }> {
  type Rows = { rows: { value: string }[] };
  const count = ((await db.execute(sql`select count(*)::int as value from products`)) as unknown as Rows).rows[0]!;
  const step = Math.max(1, Math.floor(Number(count.value) / names));
  const nameRows = (await db.execute(sql`
    select name as value from products where id % ${step} = 0 order by id limit ${names}`)) as unknown as Rows;
  const brandRows = (await db.execute(sql`
    select brand as value from products where brand is not null
    group by brand order by count(*) desc, brand limit ${brands}`)) as unknown as Rows;
  return { names: nameRows.rows.map((r) => r.value), brands: brandRows.rows.map((r) => r.value) };
}

/**
 * The mixed request list: every query once with a rotating sort, plus category-filtered and
 * paged variants of common ones. Shuffled with a fixed seed so kinds interleave under load.
 */
export function buildRequests(sample: { names: string[]; brands: string[] }): BenchRequest[] {
  const groups: [QueryKind, string[]][] = [
    ["exact-name", sample.names],
    ["brand", sample.brands],
    ["generic", GENERIC],
    ["slang", SLANG],
    ["misspelling", MISSPELLINGS],
    ["size", SIZES],
    ["intent", INTENTS],
    ["no-result", NO_RESULT],
  ];
  const requests: BenchRequest[] = [];
  const add = (kind: QueryKind, q: string, params: Record<string, string>) => {
    const search = new URLSearchParams({ q, ...params });
    requests.push({ kind, q, path: `/api/search?${search}` });
  };
  let n = 0;
  for (const [kind, queries] of groups) {
    for (const q of queries) {
      const sort = SORTS[n++ % SORTS.length]!;
      add(kind, q, sort === "relevance" ? {} : { sort });
      if (CATEGORY_FOR[q]) add(kind, q, { category: CATEGORY_FOR[q]! });
      if (PAGED.has(q)) {
        add(kind, q, { offset: "20" });
        add(kind, q, { sort: "price_asc", offset: "40", limit: "24" });
      }
    }
  }
  return shuffle(rngFrom("search-bench:requests"), requests);
}

/**
 * What the header palette sends while someone types each query: its prefixes from two characters on
 * (every keystroke up to six, then every other one), each a new /api/suggest request. No-result words are
 * kept: the palette asks for them too.
 */
export function buildSuggestRequests(requests: readonly BenchRequest[]): string[] {
  const typed = [...new Set(requests.map((r) => r.q.toLowerCase()))];
  const paths = new Set<string>();
  for (const q of typed)
    for (let n = 2; n <= q.length; n += n < 6 ? 1 : 2)
      paths.add(`/api/suggest?${new URLSearchParams({ q: q.slice(0, n) })}`);
  return shuffle(rngFrom("search-bench:suggest"), [...paths]);
}
