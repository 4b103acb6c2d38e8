/**
 * Held-out set 6: sizes, with and without units, reversed, metric and inch, and size-only queries (which grade
 * every product of that size 3).
 */
import { q, where, type JudgedQuery } from "./judged-query-kit.ts";

const D = "dimension" as const;
const mm = (t: number, w: number) => where((p) => p.form === "section" && p.dims?.[0] === t && p.dims[1] === w);

export const SIZES: JudgedQuery[] = [
  q("47 x 150", D, [3, mm(47, 150)]),
  q(
    "150 x 47 4.8",
    D,
    [3, "timber-gen-treated-47x150-4800", "timber-skogvale-c24-47x150-4800"],
    [2, "timber-gen-treated-47x150-3600"],
  ),
  q("47x75x2.4", D, [3, "timber-gen-treated-47x75-2400"], [2, "timber-gen-treated-47x75-3600"]),
  q("38 x 63", D, [3, mm(38, 63)], [2, mm(38, 89)]),
  q("18 x 144", D, [3, mm(18, 144)]),
  q("25 x 50 batten", D, [3, "roof-gen-batten-25x50-4800"], [2, "roof-gen-batten-25x38-4800"]),
  q("100x100 post", D, [3, "fence-gen-post-100-2400"], [2, "fence-gen-post-75-2400"]),
  q("2440 x 1220 18mm", D, [
    3,
    where((p) => p.form === "board" && p.dims?.[0] === 18 && p.dims[1] === 1220 && p.dims[2] === 2440),
  ]),
  q("8x4 sheet 12mm", D, [3, where((p) => p.group === "sheet" && p.dims?.[0] === 12)], [1, "sheet-strandex-osb3-11"]),
  q("2400 x 1200 x 15", D, [3, where((p) => p.dims?.[0] === 15 && p.dims[1] === 1200 && p.dims[2] === 2400)]),
  q(
    "12.5mm 1800 x 900",
    D,
    [3, "board-calcara-standard-te-12.5-1800"],
    [2, "board-calcara-standard-te-12.5", "board-whitcliffe-standard-te-12.5"],
  ),
  q(
    "9.5mm plasterboard",
    D,
    [3, "board-calcara-standard-te-9.5"],
    [2, "board-calcara-standard-te-12.5", "board-whitcliffe-standard-te-12.5"],
  ),
  q(
    "440x215x100",
    D,
    [3, where((p) => p.group === "block" && p.dims?.join("x") === "440x215x100")],
    [2, where((p) => p.group === "block" && p.form === "masonry" && p.dims?.[2] !== 100)],
  ),
  q("215 x 102.5 x 65", D, [3, /^brick-/]),
  q("200x100x50", D, [3, /^paving-paveford-block-/]),
  q("600 x 600 slabs", D, [3, /^paving-paveford-(riven|sandstone)-/]),
  q("110mm", D, [3, where((p) => p.form === "single" && p.dims?.[0] === 110)]),
  q("68mm downpipe", D, [3, "drain-gutterline-downpipe-68-black"]),
  q("4 x 50", D, [3, "fix-torqon-wood-4x50-200"], [2, "fix-torqon-wood-4x40-200"]),
  q("5.0 x 100mm screws", D, [3, "fix-torqon-wood-5x100-100"], [2, "fix-torqon-wood-5x70-100"]),
  q(
    "3.5 x 35",
    D,
    [3, "fix-torqon-drywall-3.5x35-1000"],
    [2, "fix-torqon-drywall-3.5x32-1000"],
    [1, "fix-torqon-wood-3.5x30-200"],
  ),
  q("10x100 frame fixing", D, [3, "fix-boltwick-frame-10x100-50"], [2, "fix-boltwick-frame-8x80-100"]),
  q("25kg", D, [3, where((p) => p.pack === "25kg")]),
  q("20kg bag", D, [3, where((p) => p.pack === "20kg")]),
  q("4.8m", D, [3, where((p) => p.length === 4800)]),
  q("3.6m", D, [3, where((p) => p.length === 3600)]),
  q("75mm pir", D, [3, "insul-polarex-pir-75"], [2, "insul-polarex-pir-50", "insul-polarex-pir-100"]),
  q("4m x 25m", D, [3, where((p) => p.size === "4m x 25m")]),
  q("22mm", D, [3, where((p) => p.dims?.[0] === 22)]),
];
