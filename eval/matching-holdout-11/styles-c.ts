// eslint-disable-next-line @typescript-eslint/ban-ts-comment -- see the next line
// @ts-nocheck -- written by a helper without the repository's noUncheckedIndexedAccess; its output is checked by
// re-running it (byte-identical files), not by the type checker.

// Catalogue house styles: regional independent, landscaping supplier, plumbing & drainage specialist.
import { core, sheetFeet, size, what } from "./fmt";
import type { Ctx, Row } from "./row";
import { CAT_LABEL, availability, cap, emptyRow, numericId, priceOf, sentence, setPrice, withColour } from "./row";
import { n, slugify, squash, titleCase } from "./util";

// ---------------------------------------------------------------------------------------------
// Tamar Valley Building Supplies (regional independent)
// ---------------------------------------------------------------------------------------------
const KEEP = /^(?:[A-Z0-9][A-Z0-9&\-/.]*[0-9A-Z]|[A-Z]{2,}|.*\d.*)$/;

/** Lower-case ordinary words but keep acronyms, codes and sizes. */
function casual(s: string): string {
  const words = s.split(" ").map((w) => (KEEP.test(w) && w.length > 1 ? w : w.toLowerCase()));
  const out = words.join(" ");
  return out.charAt(0).toUpperCase() + out.slice(1);
}

export function tamarValley(c: Ctx, used: Set<string>): Row {
  const { p, r } = c;
  const row = emptyRow();
  row.id = numericId(used, `tv:${p.key}:${c.variant}`, 4, "TV");
  const s = p.spec;
  const mmSp = r.chance(0.15) ? " mm" : "mm";
  const brandTail = p.brand ? r.pick([` (${p.brand})`, ` - ${p.brand}`]) : "";
  const nm = core(p, { range: true });
  let t: string;
  let brandDone = false;
  switch (s.k) {
    case "timber":
    case "mould":
      if (s.k === "timber" && s.nom) {
        t = `${casual(core(p, { grade: "pre" }))} ${s.nom} ${n(s.len / 1000)}m`;
      } else {
        t = `${casual(core(p))} ${s.t}x${s.w}${mmSp} ${n(s.len / 1000)}m`;
      }
      if (p.pack) t += ` (${p.pack} pack)`;
      break;
    case "sheet": {
      const ft = sheetFeet(s.l, s.w);
      const dims = ft ? `${ft[0]}x${ft[1]}` : `${s.l}x${s.w}`;
      t = `${casual(nm)} ${n(s.t)}${mmSp} ${dims}`;
      if (p.pack) t += ` pk ${p.pack}`;
      break;
    }
    case "bulk":
      t = `${casual(nm)} - ${r.pick(["bulk bag", "jumbo bag", "bulk bag"])}`;
      break;
    case "brick":
    case "block":
      t = `${p.brand ? p.brand + " " : ""}${casual(nm)} ${s.k === "brick" ? s.h : s.t}${mmSp}`;
      if (p.pack) t += ` - pack of ${p.pack}`;
      brandDone = true;
      break;
    default:
      t = `${casual(nm || what(p))} ${size(p, { qty: "pk" })}`;
  }
  if (!brandDone) t += brandTail;
  if (p.colourVariant && !t.toLowerCase().includes(p.colour.toLowerCase())) t += ` ${p.colour.toLowerCase()}`;
  if (r.chance(0.1)) t = titleCase(t).replace(/ (Mm|Kg|M)\b/g, (x) => x.toLowerCase());
  row.title = squash(t);
  row.description =
    sentence(cap(p.d)) + r.pick(["", " Local delivery available.", " Collect from the yard or we can deliver."]);
  row.link = `https://www.tamar-valley-bs.example/index.php?route=product/product&product_id=${row.id.slice(2)}`;
  setPrice(row, c, priceOf(c, 1.06, "none"), 0.04);
  row.availability = availability(c, { in: 0.88, out: 0.09, back: 0.03, pre: 0 });
  if (p.brand && r.chance(0.6)) row.brand = p.brand;
  if (p.gtin && r.chance(0.05)) row.gtin = p.gtin;
  if (p.mpn && r.chance(0.05)) row.mpn = p.mpn;
  row.product_type = CAT_LABEL[p.cat];
  if (r.chance(0.3)) row.size = size(p);
  if (p.colour && r.chance(0.5)) row.color = p.colour.toLowerCase();
  return row;
}

// ---------------------------------------------------------------------------------------------
// Greystone Landscape Supplies (landscaping supplier)
// ---------------------------------------------------------------------------------------------
const GLS_CODE: Record<string, string> = {
  sand: "SAN",
  aggregates: "AGG",
  cement: "CEM",
  "concrete-mortar": "CON",
  timber: "TIM",
  bricks: "BRK",
  blocks: "BLK",
  drainage: "DRN",
  other: "MSC",
};

function glsType(p): string {
  if (p.cat === "aggregates")
    return p.colour ? "Landscaping > Decorative Aggregates" : "Landscaping > Building Aggregates";
  if (p.cat === "timber") return p.noun === "Decking Board" ? "Landscaping > Decking" : "Landscaping > Fencing Timber";
  if (p.cat === "drainage") return "Landscaping > Drainage";
  if (p.cat === "other") return "Landscaping > Membranes & Sundries";
  return `Landscaping > ${CAT_LABEL[p.cat]}`;
}

export function greystone(c: Ctx, used: Set<string>): Row {
  const { p, r } = c;
  const row = emptyRow();
  row.id = numericId(used, `gls:${p.key}:${c.variant}`, 3, `GLS-${GLS_CODE[p.cat]}-`);
  const s = p.spec;
  const b = p.brand ? p.brand + " " : "";
  let t: string;
  switch (s.k) {
    case "bulk":
      t = `${b}${core(p)} - Bulk Bag (approx. ${s.kg}kg)`;
      break;
    case "kg": {
      const nm = p.noun ? core(p) : `${core(p)} ${what(p)}`;
      t = p.brand
        ? `${withColour(nm, p, "space")} ${s.v}kg (${p.brand})`
        : `${nm} ${s.v}kg${/Bag/.test(nm) ? "" : " Bag"}`;
      break;
    }
    case "timber": {
      const ft = Math.round(s.len / 304.8);
      const nom = s.nom
        ? s.nom
            .split("x")
            .map((v) => `${v}"`)
            .join(" x ") + " x "
        : "";
      t = withColour(`${core(p)} ${s.t} x ${s.w}mm x ${n(s.len / 1000)}m (${nom}${ft}ft)`, p, "dash");
      break;
    }
    case "brick":
      t = `${b}${core(p)} ${s.h}mm`;
      break;
    case "block":
      t = `${b}${core(p)} ${s.t}mm`;
      break;
    case "lintel":
      t = `${b}${core(p)} ${n(s.len / 1000)}m`;
      break;
    default:
      t = withColour(`${b}${core(p)} ${size(p)}`, p, "dash");
  }
  row.title = squash(t);
  row.description = sentence(cap(p.d)) + (s.k === "bulk" ? " Delivered by tail-lift or crane offload." : "");
  row.link = `https://www.greystone-landscapes.example/products/${row.id.toLowerCase()}-${slugify(row.title).slice(0, 50).replace(/-$/, "")}`;
  setPrice(row, c, priceOf(c, 1.0, s.k === "bulk" ? "p00" : "none"), 0.08);
  row.availability = availability(c, { in: 0.9, out: 0.07, back: 0, pre: 0.03 });
  row.brand = p.brand ?? "";
  if (p.gtin && r.chance(0.15)) row.gtin = p.gtin;
  if (p.mpn && r.chance(0.1)) row.mpn = p.mpn;
  row.product_type = glsType(p);
  row.size = s.k === "bulk" ? "Bulk Bag" : size(p);
  row.color = p.colour ?? "";
  if (r.chance(0.6)) row.material = p.material ?? "";
  return row;
}

// ---------------------------------------------------------------------------------------------
// Channelway Plumbing & Drainage (specialist)
// ---------------------------------------------------------------------------------------------
function cwType(p): string {
  const tags = p.tags ?? [];
  if (p.cat !== "drainage") return `Building Products > ${CAT_LABEL[p.cat]}`;
  if (tags.includes("rainwater")) return "Drainage > Rainwater";
  if (p.q?.includes("Soil")) return "Drainage > Soil & Vent";
  if (tags.includes("ug")) return "Drainage > Below Ground";
  return "Drainage > Land & Surface Water";
}

export function channelway(c: Ctx, used: Set<string>): Row {
  const { p, r } = c;
  const row = emptyRow();
  row.id = numericId(used, `cw:${p.key}:${c.variant}`, 5, "CW");
  const s = p.spec;
  const b = p.brand ? p.brand + " " : "";
  let t: string;
  if (s.k === "pipe") {
    const lenTxt = s.len >= 10000 ? `${s.len / 1000}m` : `${n(s.len / 1000)}m`;
    t = `${b}${s.d}mm ${core(p)} ${lenTxt}`;
  } else if (s.k === "fit") {
    t = `${b}${s.d}mm ${core(p)}`;
  } else if (s.k === "lintel") {
    t = `${b}${core(p)} ${n(s.len / 1000)}m`;
  } else if (s.k === "brick") {
    t = `${core(p)} ${s.h}mm`;
  } else {
    t = `${b}${core(p)} ${size(p)}`;
  }
  t = withColour(t, p, "comma");
  if (p.mpn && r.chance(0.45)) t += ` (${p.mpn})`;
  row.title = squash(t);
  row.description = sentence(cap(p.d));
  row.link = `https://www.channelway-pd.example/item/${row.id.toLowerCase()}/${slugify(row.title).slice(0, 60).replace(/-$/, "")}`;
  setPrice(row, c, priceOf(c, 0.98, "none"), 0.05);
  row.availability = availability(c, { in: 0.9, out: 0.04, back: 0.06, pre: 0 });
  row.brand = p.brand ?? "";
  if (p.gtin && r.chance(0.3)) row.gtin = p.gtin;
  if (p.mpn && r.chance(0.65)) row.mpn = p.mpn;
  row.product_type = cwType(p);
  if (s.k === "pipe" || s.k === "fit") row.size = `${s.d}mm`;
  else if (r.chance(0.5)) row.size = size(p);
  row.color = p.colour ?? "";
  if (r.chance(0.7)) row.material = p.material ?? "";
  return row;
}
