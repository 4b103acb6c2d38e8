// @ts-nocheck

/**
 * Shared helpers for the matching-holdout-13 generator:
 *  - a string-seeded PRNG (xmur3 + sfc32; no clock, no Math.random),
 *  - EAN-13 helpers,
 *  - number / price / slug formatting,
 *  - word lists merchants use for abbreviations, synonyms, typos, misspelt brands,
 *  - category labels and the generic copy used in descriptions.
 */

const SEED = "buildcompare/matching-holdout-13/v1";

function xmur3(str) {
  let h = 1779033703 ^ str.length;
  for (let i = 0; i < str.length; i++) {
    h = Math.imul(h ^ str.charCodeAt(i), 3432918353);
    h = (h << 13) | (h >>> 19);
  }
  return function () {
    h = Math.imul(h ^ (h >>> 16), 2246822507);
    h = Math.imul(h ^ (h >>> 13), 3266489909);
    h ^= h >>> 16;
    return h >>> 0;
  };
}

/** Deterministic PRNG seeded from a label string. */
export function makeRng(label) {
  const h = xmur3(SEED + "|" + label);
  let a = h(),
    b = h(),
    c = h(),
    d = h();
  function next() {
    a >>>= 0;
    b >>>= 0;
    c >>>= 0;
    d >>>= 0;
    let t = (a + b) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    d = (d + 1) | 0;
    t = (t + d) | 0;
    c = (c + t) | 0;
    return (t >>> 0) / 4294967296;
  }
  for (let i = 0; i < 15; i++) next();
  return {
    next,
    int(lo, hi) {
      return lo + Math.floor(next() * (hi - lo + 1));
    },
    chance(p) {
      return next() < p;
    },
    pick(arr) {
      return arr[Math.floor(next() * arr.length)];
    },
    shuffle(arr) {
      const out = arr.slice();
      for (let i = out.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        const tmp = out[i];
        out[i] = out[j];
        out[j] = tmp;
      }
      return out;
    },
    weightedIndex(weights) {
      const total = weights.reduce((s, w) => s + w, 0);
      let x = next() * total;
      for (let i = 0; i < weights.length; i++) {
        x -= weights[i];
        if (x < 0 && weights[i] > 0) return i;
      }
      for (let i = weights.length - 1; i >= 0; i--) if (weights[i] > 0) return i;
      return 0;
    },
  };
}

// ---------------------------------------------------------------- EAN-13

export function eanCheckDigit(d12) {
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(d12[i]) * (i % 2 === 0 ? 1 : 3);
  return (10 - (sum % 10)) % 10;
}

export function isValidEan13(s) {
  return typeof s === "string" && /^\d{13}$/.test(s) && eanCheckDigit(s.slice(0, 12)) === Number(s[12]);
}

/** Fictional GS1-UK-style (50…) EAN-13 derived from a product key. */
export function eanFor(key, salt) {
  const h = xmur3("gtin|" + key + "|" + salt);
  let digits = "50";
  while (digits.length < 12) digits += String(h() % 10);
  return digits + eanCheckDigit(digits);
}

// ---------------------------------------------------------------- formatting

/** 12.5 -> "12.5", 3 -> "3", 0.95 -> "0.95" */
export function num(x) {
  return String(Math.round(x * 1000) / 1000);
}

/** millimetres -> metres without trailing zeros: 2400 -> "2.4", 3000 -> "3" */
export function metres(mm) {
  return num(mm / 1000);
}

/** millimetres -> metres with one decimal: 3000 -> "3.0" */
export function metres1(mm) {
  return (Math.round(mm / 100) / 10).toFixed(1);
}

/** integer pence -> "12.50 GBP" */
export function gbp(pence) {
  if (!Number.isInteger(pence) || pence <= 0) throw new Error("bad pence value " + pence);
  return `${Math.floor(pence / 100)}.${String(pence % 100).padStart(2, "0")} GBP`;
}

export function slugify(s, max = 80) {
  const out = s
    .toLowerCase()
    .replace(/²/g, "2")
    .replace(/°/g, "")
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  return out.length <= max ? out : out.slice(0, max).replace(/-[^-]*$/, "");
}

/** Collapse whitespace, drop repeated adjacent words, tidy punctuation spacing. */
export function tidy(s) {
  const words = s.replace(/\s+/g, " ").trim().split(" ");
  const out = [];
  for (const w of words) {
    if (out.length && out[out.length - 1].toLowerCase() === w.toLowerCase() && /[a-z]/i.test(w)) continue;
    out.push(w);
  }
  return out
    .join(" ")
    .replace(/\s+,/g, ",")
    .replace(/,\s*,/g, ",")
    .replace(/\(\s+/g, "(")
    .replace(/\s+\)/g, ")")
    .replace(/^[-,|\s]+|[-,|\s]+$/g, "");
}

function escapeRe(s) {
  return s.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
}

function replacePhrases(s, pairs) {
  let out = s;
  for (const [from, to] of pairs) {
    const re = new RegExp("(?<![A-Za-z0-9])" + escapeRe(from) + "(?![A-Za-z0-9])", "g");
    out = out.replace(re, to);
  }
  return out;
}

// ---------------------------------------------------------------- trade abbreviations

const ABBR_PAIRS = [
  ["Blue Circle", "BC"],
  ["British Gypsum", "BG"],
  ["General Purpose", "GP"],
  ["Ready to Use", "RTU"],
  ["Weatherproof Plastic Bag", "Plastic"],
  ["Paper Bag", "Paper"],
  ["Sulfate Resisting", "SR"],
  ["High Alumina", "HAC"],
  ["Hydrated", "Hyd"],
  ["Rapid Setting", "Rapid"],
  ["Mortar Plasticiser", "Plasticiser"],
  ["Frostproofer & Accelerator", "Frostproofer"],
  ["Waterproofer", "W/Proofer"],
  ["Concrete Mix", "Conc Mix"],
  ["Self Levelling Compound", "SLC"],
  ["Floor Smoothing Compound", "Smoothing Cpd"],
  ["Building Sand", "Bldg Sand"],
  ["Plastering Sand", "Plast Sand"],
  ["Kiln Dried Sand", "KD Sand"],
  ["All-in Ballast", "Ballast"],
  ["Chippings", "Chips"],
  ["Recycled", "Recyc"],
  ["Tapered Edge", "T/E"],
  ["Square Edge", "S/E"],
  ["Plasterboard", "P/Board"],
  ["Moisture Resistant", "MR"],
  ["Kiln Dried", "KD"],
  ["Treated", "Tr"],
  ["Carcassing Timber", "Carcassing"],
  ["Regularised", "Reg"],
  ["CLS Studwork Timber", "CLS"],
  ["Planed Softwood", "PAR"],
  ["Sawn Timber", "Sawn"],
  ["Fence Post", "Post"],
  ["Hardwood Plywood", "HWD Ply"],
  ["Softwood Plywood", "SWD Ply"],
  ["Structural", "Struct"],
  ["Standard", "Std"],
  ["Chipboard Flooring", "Chip Flooring"],
  ["Tongue & Groove", "T&G"],
  ["Finishing Plaster", "Finish"],
  ["Undercoat Plaster", "Undercoat"],
  ["One Coat Plaster", "One Coat"],
  ["Jointing Filler", "Filler"],
  ["Jointing Compound", "Jt Cpd"],
  ["Facing Brick", "Facing"],
  ["Engineering Brick", "Eng Brick"],
  ["Perforated", "Perf"],
  ["Class B", "Cl B"],
  ["Class A", "Cl A"],
  ["Aircrete Block", "Aircrete"],
  ["Concrete Block", "Conc Blk"],
  ["Foundation Block", "Fdn Blk"],
  ["Hi-Strength", "HS"],
  ["High Strength", "HS"],
  ["Concrete Padstone", "Padstone"],
  ["Skirting Board", "Skirting"],
  ["Architrave Door Set", "Arch Set"],
  ["Architrave", "Arch"],
  ["Primed MDF", "MDF Pr"],
  ["Window Board", "W/Board"],
  ["Lambs Tongue", "L/Tongue"],
  ["Door Stop", "D/Stop"],
  ["Bullnose", "B/Nose"],
  ["Floor Insulation Board", "Floor Ins Bd"],
  ["Cavity Wall Insulation Board", "Cav Wall Bd"],
  ["Thin Insulation Board", "Thin Ins Bd"],
  ["Insulation Board", "Ins Bd"],
  ["Loft Insulation", "Loft Ins"],
  ["Glass Mineral Wool", "Glass MW"],
  ["Mineral Wool", "MW"],
  ["Acoustic Partition Roll", "APR"],
  ["Insulation Slab", "Slab"],
  ["Interlocking Roof Tile", "Int Tile"],
  ["Clay Roof Tile", "Clay Tile"],
  ["Fibre Cement Slate", "FC Slate"],
  ["Roofing Membrane", "Membrane"],
  ["Breathable", "Breath"],
  ["Roofing Batten", "Batten"],
  ["Corrugated Bitumen Sheet", "Corr Sheet"],
  ["Lead Flashing", "Lead"],
  ["Underground", "U/G"],
  ["Plain Ended", "P/E"],
  ["Double Socket", "D/S"],
  ["Single Socket", "S/S"],
  ["Half Round", "H/R"],
  ["Solvent Weld", "S/W"],
  ["Drain Pipe", "Pipe"],
  ["Land Drain Coil", "Land Drain"],
  ["Gully Trap", "Gully"],
  ["Black", "Blk"],
  ["Brown", "Brn"],
  ["White", "Wht"],
  ["Grey", "Gry"],
  ["Sealant & Construction Adhesive", "Sealant/Adh"],
  ["Sealant & Adhesive", "Sealant/Adh"],
  ["Expanding Foam", "Foam"],
  ["Gun Grade", "Gun"],
  ["Steel Lintel", "Lintel"],
  ["Cavity Wall", "Cav"],
  ["Damp Proof Membrane", "DPM"],
  ["Damp Proof Course", "DPC"],
  ["Polythene", "Poly"],
  ["Wood Screws", "Screws"],
  ["Multi-Purpose", "MP"],
].sort((x, y) => y[0].length - x[0].length);

export function abbreviate(s) {
  return replacePhrases(s, ABBR_PAIRS);
}

export function synonyms(s, pairs) {
  return replacePhrases(s, pairs);
}

// ---------------------------------------------------------------- typos and misspelt brands

const TYPO = {
  Plasterboard: "Plasterbord",
  Cement: "Cemment",
  Insulation: "Insualtion",
  Skirting: "Skirtting",
  Architrave: "Architarve",
  Ballast: "Balast",
  Gravel: "Gravle",
  Adhesive: "Adhesvie",
  Timber: "Timbr",
  Membrane: "Membrain",
  Sealant: "Sealent",
  Lintel: "Lintol",
  Chippings: "Chipings",
  Board: "Baord",
  Block: "Blcok",
  Brick: "Brcik",
  Gutter: "Guter",
  Compound: "Compund",
  Screws: "Scews",
  Plaster: "Plastr",
  Concrete: "Concrette",
  Flooring: "Floring",
  Plywood: "Plywod",
  Roofing: "Rooffing",
  Waterproofer: "Waterprofer",
};

/** Introduce one plausible keyboard typo into a common (non-distinguishing) word. */
export function applyTypo(title, rng) {
  const found = Object.keys(TYPO).filter((w) => new RegExp("\\b" + w + "\\b").test(title));
  if (!found.length) return title;
  const w = rng.pick(found);
  return title.replace(new RegExp("\\b" + w + "\\b"), TYPO[w]);
}

export const MISSPELL = {
  "British Gypsum": "British Gypsom",
  Celotex: "Celetex",
  Wienerberger: "Weinerberger",
  Thermalite: "Thermolite",
  Michelmersh: "Michelmarsh",
  Kingspan: "Kingspann",
  Recticel: "Retticel",
  Everbuild: "Everbuilt",
  Polypipe: "Poly Pipe",
  Rockwool: "Rock Wool",
  FloPlast: "Flo Plast",
  Cementone: "Cementtone",
  Sandtoft: "Sandtof",
  Siniat: "Sinait",
  Onduline: "Ondulin",
  Soudal: "Sudal",
  Ibstock: "Ibstok",
  Forterra: "Foterra",
  Ecotherm: "Eco-therm",
  Knauf: "Knauff",
  Catnic: "Catnik",
  Visqueen: "Visqeen",
};

// ---------------------------------------------------------------- categories and copy

export const CATEGORIES = [
  "cement",
  "concrete-mortar",
  "sand",
  "aggregates",
  "timber",
  "sheet-materials",
  "plasterboard",
  "plaster",
  "bricks",
  "blocks",
  "skirting-architrave",
  "insulation",
  "roofing",
  "drainage",
  "other",
];

export const CAT_LABEL = {
  cement: "Cement",
  "concrete-mortar": "Concrete & Mortar",
  sand: "Sand",
  aggregates: "Aggregates",
  timber: "Timber",
  "sheet-materials": "Sheet Materials",
  plasterboard: "Plasterboard",
  plaster: "Plaster",
  bricks: "Bricks",
  blocks: "Blocks",
  "skirting-architrave": "Skirting & Architrave",
  insulation: "Insulation",
  roofing: "Roofing",
  drainage: "Drainage",
  other: "Fixings, Sealants & Sundries",
};

export const BLURBS = {
  cement: [
    "Bagged cement for concreting, bricklaying mortar and rendering.",
    "Store off the ground in dry conditions and use within the shelf life printed on the bag.",
    "Suitable for DIY and trade use.",
  ],
  "concrete-mortar": [
    "Pre-blended products and admixtures for concrete and mortar work.",
    "Follow the mixing instructions on the pack for best results.",
    "Suitable for DIY and trade use.",
  ],
  sand: [
    "Washed and graded sand from UK quarries.",
    "Natural product - colour and grading may vary slightly between loads.",
    "Suitable for mortar, screeds, paving and general building work.",
  ],
  aggregates: [
    "Quarried aggregate for sub-bases, concreting, drainage and landscaping.",
    "Natural material - colour and size may vary slightly.",
    "Bulk bags are delivered by crane-offload lorry.",
  ],
  timber: [
    "Softwood from certified sustainable sources (FSC/PEFC).",
    "Natural product - knots, shakes and slight bowing are normal.",
    "Lengths are nominal; cutting service available in branch.",
  ],
  "sheet-materials": [
    "Full size sheet material; cutting service available in branch.",
    "Store flat and dry before use.",
    "Sourced from certified sustainable forests.",
  ],
  plasterboard: [
    "Gypsum plasterboard for internal walls and ceilings.",
    "Fix to timber or metal studs and finish with plaster or tape and joint.",
    "Store flat and keep dry.",
  ],
  plaster: [
    "Gypsum-based product for internal walls and ceilings.",
    "Use within the shelf life printed on the bag; store off the floor and dry.",
    "Mix with clean water only.",
  ],
  bricks: [
    "Clay bricks for walls, extensions and garden walls.",
    "Blend from several packs to avoid colour banding.",
    "Delivered by crane offload where access allows.",
  ],
  blocks: [
    "Masonry units for walls and foundations.",
    "Delivered on pallets by crane offload where access allows.",
    "Check the structural engineer's specification for strength grade.",
  ],
  "skirting-architrave": [
    "Interior mouldings for a neat finish around floors, doors and windows.",
    "Cut to length on site; all lengths nominal.",
    "Store flat indoors for 48 hours before fitting.",
  ],
  insulation: [
    "Thermal and acoustic insulation for walls, floors and roofs.",
    "Helps meet Building Regulations Part L when installed as specified.",
    "See the manufacturer's data sheet for U-value calculations.",
  ],
  roofing: [
    "Roofing products for pitched roofs, sheds and outbuildings.",
    "Install in line with BS 5534 and the manufacturer's fixing guide.",
    "Colours shown are a guide only.",
  ],
  drainage: [
    "Plastic drainage and rainwater products.",
    "Compatible with the manufacturer's full range of fittings.",
    "Lightweight, durable and easy to cut.",
  ],
  other: [
    "Essential site consumables and building products.",
    "Trusted by builders and contractors across the UK.",
    "Read the manufacturer's instructions before use.",
  ],
};

export const QUAY_KW = {
  cement: [
    "Cement for Concrete, Mortar & Render",
    "Building Cement for Bricklaying & Concreting",
    "Cement Bag - DIY & Trade",
  ],
  "concrete-mortar": [
    "Concrete & Mortar Products for DIY & Trade",
    "Concrete Mortar Screed Products",
    "Easy Mix for Patios, Posts & Floors",
  ],
  sand: ["Sand for Building, Bricklaying, Paving & Screeding", "Builders Sand Landscaping Sand", "Washed Graded Sand"],
  aggregates: [
    "Aggregate for Driveways, Paths & Sub-Base",
    "Landscaping Stone Gravel Chippings",
    "Hardcore Drainage Decorative Aggregate",
  ],
  timber: ["Timber for Framing, Joists, Fencing & DIY", "Softwood Wood Lengths", "Construction Timber"],
  "sheet-materials": ["Sheet Board for Flooring, Roofing, Hoarding & DIY", "Wood Panel Board", "Building Board Sheet"],
  plasterboard: ["Drywall Board for Walls & Ceilings", "Gypsum Plaster Board Sheet", "Partition Wall Board"],
  plaster: ["Plaster for Walls & Ceilings", "Gypsum Plastering Products", "Wall Plaster Bag"],
  bricks: ["Brick for Walls, Extensions & Garden Walls", "House Brick Building Brick", "Matching Bricks"],
  blocks: ["Building Block for Walls & Foundations", "Masonry Block", "Wall Block"],
  "skirting-architrave": ["Skirting Board Architrave Moulding Trim", "Interior Door & Floor Trim", "Moulding Trim"],
  insulation: ["Insulation for Walls, Floors, Lofts & Roofs", "Thermal Insulation Energy Saving", "Insulation"],
  roofing: ["Roofing for Sheds, Garages, Extensions & Houses", "Roof Covering", "Roof Repair"],
  drainage: ["Drainage for Soil, Waste, Rainwater & Underground", "Plastic Pipe & Fittings", "Drainage Products"],
  other: ["Builders Essentials", "Trade Quality Building Supplies", "DIY Home Improvement"],
};

export const SHOP_TALK = [
  "Trade Price",
  "Next Day Delivery",
  "Best Seller",
  "Click & Collect",
  "Bulk Buy Discounts",
  "In Stock Now",
  "Price Match Promise",
];
