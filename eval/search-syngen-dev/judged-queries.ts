/**
 * A fresh dev set of synonym and generic-word queries (session 13, syngen lane), written and graded before its
 * first run, over the catalogues of the spent held-out sets 8 and 9. Grades are rules on a product's merchant
 * titles (lower case): the first rule whose pattern matches gives the grade (3 the thing asked for, 2 a close
 * variant, 1 related), and a product no rule matches is 0. Phrased the way UK buyers type: trade, regional,
 * American and genericised names, and bare kind words.
 *
 * First run, on main 91f543d: overall 0.799, synonym 0.774, generic 0.829. One rule was then corrected (a joist
 * hanger's size had matched "joists"' timber rule): main 91f543d scores 0.797 / 0.774 / 0.825 with it.
 */
export interface DevQuery {
  q: string;
  kind: "synonym" | "generic";
  set: 8 | 9;
  rules: readonly (readonly [RegExp, number])[];
}

export const DEV_QUERIES: readonly DevQuery[] = [
  // ---- synonyms, set 9
  {
    q: "rockwool cavity batts",
    kind: "synonym",
    set: 9,
    rules: [
      [/cavity wall batt/, 3],
      [/acoustic partition roll/, 1],
    ],
  },
  {
    q: "celotex 50mm",
    kind: "synonym",
    set: 9,
    rules: [
      [/pir insulation board.*50mm/, 3],
      [/pir insulation board/, 2],
      [/insulated plbd/, 1],
    ],
  },
  {
    q: "jumbo bag of ballast",
    kind: "synonym",
    set: 9,
    rules: [
      [/ballast bulk bag/, 3],
      [/ballast/, 2],
    ],
  },
  {
    q: "hardcore",
    kind: "synonym",
    set: 9,
    rules: [
      [/mot type 1/, 3],
      [/scalpings/, 2],
    ],
  },
  {
    q: "2x2 par",
    kind: "synonym",
    set: 9,
    rules: [
      [/par 44mm x 44mm/, 3],
      [/planed whitewood/, 1],
    ],
  },
  { q: "tile lath", kind: "synonym", set: 9, rules: [[/roofing batten/, 3]] },
  { q: "fireline board", kind: "synonym", set: 9, rules: [[/flameline|fire resistant plbd/, 3]] },
  {
    q: "soundbloc",
    kind: "synonym",
    set: 9,
    rules: [
      [/hushline/, 3],
      [/acoustic partition roll/, 1],
    ],
  },
  {
    q: "carcassing timber",
    kind: "synonym",
    set: 9,
    rules: [
      [/sawn timber/, 3],
      [/deck joist/, 2],
      [/cls stud/, 1],
    ],
  },
  {
    q: "no more nails",
    kind: "synonym",
    set: 9,
    rules: [
      [/grab adhesive/, 3],
      [/drywall adhesive/, 1],
    ],
  },
  {
    q: "liquid nails",
    kind: "synonym",
    set: 9,
    rules: [
      [/grab adhesive/, 3],
      [/drywall adhesive/, 1],
    ],
  },
  {
    q: "joint compound",
    kind: "synonym",
    set: 9,
    rules: [
      [/plastrel joint filler|^joint filler/, 3],
      [/interior filler/, 1],
    ],
  },
  { q: "drywall tape", kind: "synonym", set: 9, rules: [[/scrim tape/, 3]] },
  {
    q: "corner bead",
    kind: "synonym",
    set: 9,
    rules: [
      [/angle bead/, 3],
      [/stop bead/, 1],
    ],
  },
  {
    q: "glass wool roll",
    kind: "synonym",
    set: 9,
    rules: [
      [/loft insulation roll/, 3],
      [/acoustic partition roll/, 2],
    ],
  },
  { q: "pipe insulation", kind: "synonym", set: 9, rules: [[/pipe lagging/, 3]] },
  {
    q: "speedfit elbow 15mm",
    kind: "synonym",
    set: 9,
    rules: [
      [/push fit elbow 15mm/, 3],
      [/push fit elbow/, 2],
      [/elbow 15mm/, 1],
    ],
  },
  { q: "black jack roof paint", kind: "synonym", set: 9, rules: [[/bitumen roof coating/, 3]] },
  { q: "upvc soffit", kind: "synonym", set: 9, rules: [[/soffit board/, 3]] },
  {
    q: "lightweight blocks",
    kind: "synonym",
    set: 9,
    rules: [
      [/lightweight concrete block|aircrete block standard/, 3],
      [/aircrete block high strength/, 2],
      [/aircrete/, 1],
    ],
  },
  {
    q: "chippings for a drive",
    kind: "synonym",
    set: 9,
    rules: [
      [/chippings/, 3],
      [/gravel/, 2],
    ],
  },
  // ---- synonyms, set 8
  {
    q: "2x4 lumber",
    kind: "synonym",
    set: 8,
    rules: [
      [/47 ?x ?100/, 3],
      [/sawn timber/, 1],
    ],
  },
  {
    q: "dpm",
    kind: "synonym",
    set: 8,
    rules: [
      [/damp proof membrane/, 3],
      [/polythene sheeting/, 2],
    ],
  },
  {
    q: "visqueen",
    kind: "synonym",
    set: 8,
    rules: [
      [/damp proof membrane|polythene sheeting/, 3],
      [/damp proof course|dpc roll/, 1],
    ],
  },
  {
    q: "sbr",
    kind: "synonym",
    set: 8,
    rules: [
      [/sbr bonding/, 3],
      [/pva/, 1],
    ],
  },
  {
    q: "rapid hardening cement",
    kind: "synonym",
    set: 8,
    rules: [
      [/rapid set/, 3],
      [/post mix/, 1],
    ],
  },
  { q: "upvc fascia", kind: "synonym", set: 8, rules: [[/fascia board/, 3]] },
  { q: "tile backer", kind: "synonym", set: 8, rules: [[/cement board/, 3]] },
  {
    q: "hardwall",
    kind: "synonym",
    set: 8,
    rules: [
      [/hardwall/, 3],
      [/bonding coat/, 2],
    ],
  },
  { q: "onduline", kind: "synonym", set: 8, rules: [[/corrugated bitumen/, 3]] },
  {
    q: "featheredge boards",
    kind: "synonym",
    set: 8,
    rules: [
      [/featheredge/, 3],
      [/closeboard/, 1],
    ],
  },
  // ---- generic, set 9
  {
    q: "tiles",
    kind: "generic",
    set: 9,
    rules: [
      [/roof tile|roof slate/, 3],
      [/ridge tile/, 2],
    ],
  },
  {
    q: "slabs",
    kind: "generic",
    set: 9,
    rules: [
      [/paving slab/, 3],
      [/patio pack/, 2],
    ],
  },
  {
    q: "gutter",
    kind: "generic",
    set: 9,
    rules: [
      [/half round gutter/, 3],
      [/gutter union|running outlet|fascia bracket/, 1],
    ],
  },
  {
    q: "adhesive",
    kind: "generic",
    set: 9,
    rules: [
      [/grab adhesive/, 3],
      [/tile adhesive|drywall adhesive/, 2],
      [/pva|wood glue/, 1],
    ],
  },
  {
    q: "mortar",
    kind: "generic",
    set: 9,
    rules: [
      [/bricklaying mortar/, 3],
      [/repair mortar|mortar colour/, 1],
    ],
  },
  {
    q: "concrete",
    kind: "generic",
    set: 9,
    rules: [
      [/concrete mix/, 3],
      [/ballast|portland cement/, 1],
    ],
  },
  { q: "lime", kind: "generic", set: 9, rules: [[/hydrated lime|hydraulic lime/, 3]] },
  {
    q: "posts",
    kind: "generic",
    set: 9,
    rules: [
      [/fence post/, 3],
      [/newel post/, 1],
      [/postlock/, 1],
    ],
  },
  {
    q: "filler",
    kind: "generic",
    set: 9,
    rules: [
      [/interior filler/, 3],
      [/joint filler/, 2],
      [/expanding foam/, 1],
    ],
  },
  {
    q: "silicone",
    kind: "generic",
    set: 9,
    rules: [
      [/silicone/, 3],
      [/sealant/, 1],
    ],
  },
  {
    q: "glue",
    kind: "generic",
    set: 9,
    rules: [
      [/wood glue|pva/, 3],
      [/grab adhesive/, 2],
    ],
  },
  {
    q: "stain",
    kind: "generic",
    set: 9,
    rules: [
      [/fence stain/, 3],
      [/decking oil/, 1],
    ],
  },
  {
    q: "gloss",
    kind: "generic",
    set: 9,
    rules: [
      [/gloss paint/, 3],
      [/satinwood|undercoat/, 1],
    ],
  },
  {
    q: "fixings",
    kind: "generic",
    set: 9,
    rules: [
      [/frame fixing|plasterboard fixing/, 3],
      [/toggle|through bolt|wall plug/, 2],
      [/screw/, 1],
    ],
  },
  {
    q: "roofing sheets",
    kind: "generic",
    set: 9,
    rules: [
      [/corrugated roofing sheet/, 3],
      [/epdm|cap sheet|shed felt/, 1],
    ],
  },
  { q: "membrane", kind: "generic", set: 9, rules: [[/roofing underlay|membrane/, 3]] },
  // ---- generic, set 8
  {
    q: "cement bag",
    kind: "generic",
    set: 8,
    rules: [
      [/general purpose/, 3],
      [/cement/, 2],
    ],
  },
  { q: "hammer", kind: "generic", set: 8, rules: [[/club hammer/, 3]] },
  {
    q: "sheeting",
    kind: "generic",
    set: 8,
    rules: [
      [/polythene sheeting/, 3],
      [/damp proof membrane/, 2],
      [/roof sheet/, 1],
    ],
  },
  {
    q: "fence",
    kind: "generic",
    set: 8,
    rules: [
      [/fence panel/, 3],
      [/trellis|fence post/, 2],
      [/gravel board|featheredge/, 1],
    ],
  },
  { q: "studs", kind: "generic", set: 8, rules: [[/cls studwork/, 3]] },
  {
    q: "joists",
    kind: "generic",
    set: 8,
    rules: [
      [/joist hanger/, 0],
      [/decking joist|47 ?x ?(150|200|225)/, 3],
      [/sawn timber|structural timber/, 1],
    ],
  },
  {
    q: "insulation boards",
    kind: "generic",
    set: 8,
    rules: [
      [/pir insulation board|eps70 insulation board/, 3],
      [/insulated plasterboard/, 1],
    ],
  },
  {
    q: "mouldings",
    kind: "generic",
    set: 8,
    rules: [
      [/quadrant moulding/, 3],
      [/architrave|skirting/, 1],
    ],
  },
  {
    q: "render",
    kind: "generic",
    set: 8,
    rules: [
      [/render/, 3],
      [/waterproofer/, 1],
    ],
  },
];
