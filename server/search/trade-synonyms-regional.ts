import type { SynonymGroup } from "./trade-synonyms.ts";

/**
 * Regional, yard, American and genericised names UK buyers type for kinds of product, kept as data beside
 * trade-synonyms.ts (which merges them). Written as the trade's vocabulary by kind, across every category the
 * merchants stock, not from any judged query: a name belongs here when a buyer means that kind by it anywhere.
 *
 * - REGIONAL_WORDS: words for kinds that already have a group, added to its alsoFrom (one-way: a query with one
 *   finds the group's products; no product is indexed under the word), like trade-synonyms-brands.ts.
 * - REGIONAL_GROUPS: kinds with no group before: `terms` are how merchants title them (and index them), alsoFrom
 *   the other names.
 *
 * Risk: a name that is also an ordinary word of another kind's titles would pull that kind in ("base board"
 * is a gravel board's name too, so only "baseboard" joined is skirting; "shingle" stays the UK's pea gravel, not
 * the American roof shingle). Edit freely: the search index records a hash of the synonym data.
 */
export const REGIONAL_WORDS: Readonly<Record<string, readonly string[]>> = {
  ballast: ["concreting aggregate", "concrete aggregate", "concrete ballast", "concreting mix"],
  subbase: ["sub base stone", "type 1 stone", "mot stone", "crushed stone", "road stone", "road base"],
  topsoil: ["loam", "garden loam", "turf soil"],
  concretemix: ["sakrete", "quikrete", "bagged concrete", "concrete in a bag"],
  mortarmix: ["type n mortar", "type s mortar", "bagged mortar"],
  multifinish: ["skim coat", "finishing coat", "topcoat plaster", "top coat plaster"],
  render: ["stucco", "sand and cement render"],
  jointfiller: ["drywall mud", "joint mud", "mud", "taping compound", "drywall compound", "drywall filler"],
  dabadhesive: ["dabbing adhesive", "dab and dot", "plasterboard dabs"],
  tileadhesive: ["tile cement", "tile glue", "tile mortar", "thinset", "thin set", "tiling cement", "tile fix"],
  expandingfoam: ["spray foam", "canned foam", "insulating foam", "gap filling foam", "foam filler"],
  grabadhesive: ["liquid nails", "mounting adhesive", "construction glue", "panel adhesive"],
  pva: ["white glue", "carpenters glue", "wood adhesive", "elmers"],
  concreteblock: ["besser block", "cement block", "concrete masonry unit", "cmu"],
  aircrete: ["durox", "aerated concrete block", "aac block"],
  engineeringbrick: ["staffordshire blue", "staffs blue", "blue brick", "blue engineering brick", "engineering blue"],
  coping: ["wall capping", "capping", "capping stone", "wall cap", "capping brick"],
  osb: ["sterling sheet", "stirling sheet", "sterling osb", "sheathing board", "roof sheathing", "wall sheathing"],
  floorchipboard: [
    "caberfloor",
    "caber floor",
    "cabershield",
    "tongue and groove chipboard",
    "t and g chipboard",
    "subfloor",
    "sub floor",
    "floor decking board",
  ],
  mdf: ["fibreboard", "fiberboard"],
  batten: ["furring strip", "furring", "strapping"],
  skirting: ["baseboard", "mopboard", "base moulding", "base molding"],
  architrave: ["casing trim", "window casing", "door moulding", "door molding"],
  pavingslab: ["flag", "patio flag", "paving stone", "patio stone", "flag stone", "garden slab"],
  blockpaving: ["monoblock", "mono block", "cobble block", "driveway block", "block paver", "brick paver", "paviour"],
  gutter: ["spouting", "eaves gutter", "eavestrough", "rone", "rhone", "rain gutter", "gutter pipe"],
  downpipe: ["fall pipe", "rone pipe", "leader pipe", "conductor pipe"],
  gully: ["gully pot", "gulley", "drain gully", "gully drain"],
  mineralwool: ["glass wool", "batt insulation"],
  pir: ["foam board insulation", "foam insulation board", "polyiso", "insulation sheet"],
  breathable: ["house wrap", "tyvek wrap", "roof membrane"],
  roofingfelt: ["tar paper", "roofing paper", "felt paper", "sarking felt"],
  dpm: ["vapor barrier", "vapour barrier", "visqueen", "poly sheet"],
};

export const REGIONAL_GROUPS: readonly SynonymGroup[] = [
  // Landscaping.
  {
    key: "weedfabric",
    terms: [
      "weed control fabric",
      "weed control membrane",
      "weed membrane",
      "weed fabric",
      "weed barrier",
      "weed suppressant",
      "ground cover fabric",
      "ground cover membrane",
      "landscape fabric",
      "landscape membrane",
      "landscaping fabric",
    ],
    alsoFrom: ["mypex", "garden membrane", "weed sheet", "anti weed"],
  },
  {
    key: "artificialgrass",
    terms: ["artificial grass", "artificial turf", "artificial lawn", "synthetic grass", "synthetic turf"],
    alsoFrom: ["astroturf", "astro turf", "fake grass", "plastic grass", "fake lawn"],
  },
  {
    key: "fencepanel",
    // Not "fence panel" itself: typed, its two words keep matching one by one, so trellis panels still follow.
    terms: [
      "overlap panel",
      "overlap fence panel",
      "lap panel",
      "lap fence panel",
      "closeboard panel",
      "closeboard fence panel",
      "close board panel",
      "waney lap panel",
      "larch lap panel",
    ],
    alsoFrom: ["waney lap", "larch lap", "waney edge", "lap fencing", "panel fencing"],
  },
  {
    key: "playsand",
    terms: ["play sand", "silver sand", "washed silver sand", "childrens play sand"],
    alsoFrom: ["sandpit sand", "sand pit sand"],
  },
  // Drainage and plumbing.
  {
    key: "inspectionchamber",
    terms: ["inspection chamber", "access chamber", "drainage chamber", "manhole chamber"],
    alsoFrom: ["manhole", "man hole", "drain chamber", "inspection pit"],
  },
  {
    key: "soakaway",
    terms: ["soakaway crate", "soakaway", "soak away", "attenuation crate", "stormwater crate", "drainage crate"],
    alsoFrom: ["rain crate", "storm crate", "soakaway box"],
  },
  {
    key: "isolatingvalve",
    terms: ["isolating valve", "isolation valve", "service valve", "quarter turn valve"],
    alsoFrom: ["iso valve", "shut off valve", "shutoff valve"],
  },
  {
    key: "plumbjointing",
    terms: [
      "plumbers jointing compound",
      "plumbing jointing compound",
      "pipe jointing compound",
      "jointing paste",
      "plumbers jointing paste",
    ],
    alsoFrom: ["boss white", "boss green", "thread sealant", "pipe dope", "pipe thread compound"],
  },
  {
    key: "solventweld",
    terms: ["solvent weld cement", "solvent cement", "solvent weld adhesive", "pvc solvent cement"],
    alsoFrom: ["pvc glue", "pipe glue", "pvc cement", "waste pipe glue", "plastic pipe cement"],
  },
  {
    key: "soldering",
    terms: ["soldering flux", "flux paste", "plumbers flux", "solder flux"],
    alsoFrom: ["fluxite", "laco flux", "tinning flux"],
  },
  // Decorating.
  {
    key: "emulsion",
    terms: ["emulsion", "emulsion paint", "matt emulsion", "silk emulsion", "vinyl matt", "vinyl silk"],
    // "Paint" alone is mostly emulsion by volume: its paint-titled products first, then the emulsions.
    alsoFrom: [
      "paint",
      "latex paint",
      "latex wall paint",
      "acrylic wall paint",
      "interior wall paint",
      "ceiling paint",
    ],
  },
  {
    key: "masonrypaint",
    terms: ["masonry paint", "smooth masonry paint", "textured masonry paint", "exterior masonry paint"],
    alsoFrom: ["exterior wall paint", "outdoor wall paint", "render paint", "sandtex", "weathershield"],
  },
  {
    key: "fencestain",
    terms: [
      "fence stain",
      "shed and fence stain",
      "shed fence stain",
      "fence paint",
      "fence treatment",
      "fence preserver",
      "fence care",
      "shed paint",
      "shed stain",
    ],
    alsoFrom: ["creosote", "creocote", "creosote substitute", "cuprinol", "ronseal fence life", "fence life"],
  },
  {
    key: "whitespirit",
    terms: ["white spirit", "turps substitute", "mineral spirit", "paint thinner"],
    alsoFrom: ["turps", "turpentine", "thinners", "brush cleaner"],
  },
  {
    key: "interiorfiller",
    terms: [
      "interior filler",
      "ready mixed filler",
      "multi purpose filler",
      "multipurpose filler",
      "all purpose filler",
      "decorators filler",
      "powder filler",
      "fine surface filler",
      "wall filler",
    ],
    alsoFrom: ["polyfilla", "polyfiller", "spackle", "spackling", "spackling paste", "crack filler"],
  },
  {
    key: "maskingtape",
    terms: ["masking tape", "painters tape", "decorators tape", "low tack tape"],
    alsoFrom: ["frogtape", "frog tape", "painters masking tape"],
  },
  {
    key: "sugarsoap",
    terms: ["sugar soap", "sugarsoap"],
    alsoFrom: ["tsp cleaner", "trisodium phosphate", "paint prep cleaner"],
  },
  // Joinery.
  {
    key: "doorlining",
    terms: ["door lining", "door lining set", "door liner", "door frame lining"],
    alsoFrom: ["door jamb", "jamb", "door frame kit", "internal door frame", "door casing set"],
  },
  {
    key: "scotia",
    terms: ["scotia", "scotia moulding", "quadrant", "quadrant moulding", "quadrant bead"],
    alsoFrom: ["quarter round", "shoe moulding", "shoe molding", "floor beading"],
  },
  {
    key: "spindle",
    terms: ["spindle", "stair spindle", "deck spindle", "baluster"],
    alsoFrom: ["banister spindle", "balustrade spindle"],
  },
  {
    key: "coving",
    terms: ["coving", "plaster coving", "cornice"],
    alsoFrom: ["crown molding", "crown moulding"],
  },
];
