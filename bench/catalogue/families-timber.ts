import { family, metres, sections, type Family } from "./model.ts";

const LENGTHS = metres(1.8, 6, 0.3);
const TREAT = "Treated|Tanalised|Pressure Treated=TRTD, Brown Treated|Brown Tanalised, Kiln Dried|Untreated KD=KD";
const TT = "Building Materials > Timber";

/** Planed sizes: every thickness with every width at least as wide. */
function planed(thick: readonly number[], wide: readonly number[]): string {
  return thick.flatMap((t) => wide.filter((w) => w >= t).map((w) => `${t}x${w}`)).join(" ");
}

export const timberFamilies: Family[] = [
  family({
    category: "timber",
    type: `${TT} > Sawn Timber`,
    share: 1400,
    words: { treat: TREAT, sawn: "?Sawn", grade: "C16, C24", kind: "?Carcassing", timber: "?Timber" },
    sizes: sections(
      "22x100 22x150 25x75 25x100 25x150 38x75 38x100 47x75 47x100 47x125 47x150 47x175 47x200 47x225 63x150 " +
        "75x75 75x100 75x150 75x200 75x225 100x150",
      LENGTHS,
    ),
    price: [3, 38],
    describe: [
      "{grade} strength-graded softwood, {treat}, for structural framing, joists and rafters.",
      "Sawn {grade} carcassing. Ends cut on site should be re-treated with an end-grain preserver.",
    ],
  }),
  family({
    category: "timber",
    type: `${TT} > Regularised Timber`,
    share: 1500,
    words: { treat: TREAT, grade: "C16, C24", kind: "Regularised|Reg=REG, CLS|Studwork CLS", timber: "?Timber" },
    sizes: sections("38x63 38x89 38x140 45x70 45x95 45x120 45x145 45x170 45x195 45x220 45x245 70x145", LENGTHS),
    price: [3, 40],
    describe: [
      "Regularised {grade} timber with rounded edges, machined to a consistent width for stud walls.",
      "{kind} timber for partitions and drylining: straight, stable and ready to fix.",
    ],
  }),
  family({
    category: "timber",
    type: `${TT} > Roofing Batten`,
    share: 330,
    words: {
      treat: TREAT,
      grade: "BS5534 Graded|Graded BS5534=BS5534, Ungraded|General Purpose=UNGR",
      item: "Batten|Roofing Batten",
    },
    sizes: sections("19x38 25x38 25x50 32x50 38x50", metres(2.4, 4.8, 0.6)),
    packs: [1, 10, 25],
    price: [1.8, 6],
    describe: ["Tiling batten, {treat}, for slate and tile roofs.", "Roof batten, sold singly or bundled."],
  }),
  family({
    category: "timber",
    type: `${TT} > Planed Timber`,
    share: 18000,
    words: {
      species:
        "Whitewood, Redwood, Oak, Sapele, Tulipwood, Ash, Meranti, Accoya, Douglas Fir, Larch, Hemlock, Iroko, " +
        "Walnut, Beech",
      finish: "Planed Square Edge|PSE=PSE, Planed All Round|PAR=PAR",
      timber: "?Timber",
    },
    sizes: sections(
      planed([12, 15, 18, 21, 27, 34, 44], [18, 21, 27, 34, 44, 69, 94, 119, 144, 169, 194]),
      metres(1.8, 5.4, 0.3),
    ),
    price: [2, 60],
    describe: [
      "{species} planed on all four faces, with square arrises. For joinery, shelving and trim.",
      "Smooth planed {species}. Sizes are finished sizes, about 3mm under the nominal sawn size.",
    ],
  }),
  family({
    category: "timber",
    type: "Garden & Landscaping > Decking",
    share: 3500,
    brands: "-, Millboard, Trex|TREX, Cladco|Cladco Profiles",
    words: {
      colour: "-, Green, Brown, Grey, Charcoal",
      material: "Treated|Tanalised, Composite, Hardwood",
      profile: "Grooved|Ribbed, Reeded|Reeded Anti-Slip, Smooth|Plain",
      item: "Decking Board|Deck Board",
    },
    sizes: sections("28x120 32x125 32x144 38x150", metres(2.4, 4.8, 0.3)),
    price: [6, 48],
    describe: [
      "{material} decking board with a {profile} face. Lay with a 5mm gap for drainage.",
      "Garden decking, treated against rot and insect attack. Fix with decking screws.",
    ],
  }),
  family({
    category: "timber",
    type: "Garden & Landscaping > Fencing",
    share: 30,
    words: { colour: "Green, Brown", treat: "Treated|Tanalised", item: "Fence Post|Fencing Post" },
    sizes: sections("75x75 100x100 125x125", metres(1.8, 3.6, 0.3)),
    price: [6, 40],
    describe: ["{treat} fence post for garden boundaries, treated for long life in ground contact."],
  }),
  family({
    category: "timber",
    type: "Garden & Landscaping > Fencing",
    share: 180,
    words: {
      colour: "Green, Brown",
      treat: "Treated|Tanalised",
      item: "Featheredge Board|Feather Edge Board, Gravel Board, Fence Rail|Cant Rail",
    },
    sizes: sections("11x100 22x100 22x125 22x150 38x87", [1200, 1500, 1800, 2100, 2400, 3000, 3600, 4800]),
    price: [1.5, 18],
    describe: ["{item} for close-board fences, {treat} against rot."],
  }),
  family({
    category: "timber",
    type: `${TT} > Scaffold Boards`,
    share: 100,
    words: {
      grade: "Grade A|BS2482, Reclaimed, New",
      item: "Scaffold Board",
      finish: "Banded, Unbanded, Treated",
    },
    sizes: sections("38x225 63x225 32x200", [1200, 1800, 2400, 3000, 3900]),
    price: [9, 38],
    describe: ["Scaffold board, banded ends, for working platforms, shelving and rustic furniture."],
  }),
  family({
    category: "timber",
    type: `${TT} > Cladding`,
    share: 800,
    words: {
      species: "Siberian Larch|Larch, Western Red Cedar|Cedar, Thermowood, Treated Redwood, Douglas Fir",
      profile: "Shiplap, Tongue & Groove|T&G=T&G, Loglap, Channel, Feather Edge|Featheredge",
      item: "Cladding|Cladding Board",
    },
    sizes: sections("19x125 19x150 22x150 25x125", metres(1.8, 4.8, 0.3)),
    price: [6, 45],
    describe: ["{species} {profile} cladding for sheds, garden rooms and house elevations."],
  }),
  family({
    category: "timber",
    type: `${TT} > Engineered Timber`,
    share: 290,
    words: { item: "Kerto LVL Beam|LVL Beam, Glulam Beam|Glulam, JJI Joist|JJI-Joist, I-Joist, Posi Joist|Posi-Joist" },
    sizes: sections("45x200 45x220 45x240 45x300 90x220 90x300 63x225", metres(2.4, 7.2, 0.6).concat([8400, 9000])),
    price: [25, 320],
    describe: [
      "Engineered structural timber for long spans: stable, straight and consistent in strength.",
      "{item} for floors and roofs. Check the span tables before ordering.",
    ],
  }),
  family({
    category: "timber",
    type: "Garden & Landscaping > Sleepers",
    share: 36,
    words: { treat: "Green Treated|Treated, Brown Treated, Reclaimed Oak, Hardwood", item: "Railway Sleeper|Sleeper" },
    sizes: sections("100x200 125x250 75x150", [1200, 1800, 2400, 2600]),
    price: [14, 65],
    describe: ["Landscaping sleeper for raised beds, steps and retaining edges."],
  }),
];
