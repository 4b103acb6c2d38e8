import type { SynonymGroup } from "./trade-synonyms.ts";

/**
 * Session 19: the heavy side's other names still missing after session 18's trade lists, written family by family
 * (aggregates, cement and additives, plaster and beads, walling, timber and sheets, insulation, roofing, drainage,
 * landscaping) from how the yard talks: split and joined spellings of makers' words used as the kind ("feb mix",
 * "hard wall", "ship lap"), older and regional names ("clinker block", "crush and run"), American names ("sandbox
 * sand", "waferboard"), and a backing or a colour that names a board's kind ("kingspan backed plasterboard",
 * "green mdf"). Same fields as trade-synonyms-site-trades.ts, merged by trade-synonyms.ts.
 *
 * - BUILDING_WORDS: names for kinds that already have a group (one-way alsoFrom: a query with one finds the kind).
 * - BUILDING_TITLES: how catalogues title a grouped kind where no term of it stands whole ("Washed Gravel 20mm",
 *   "Log Roll Edging"): added to the group's terms, so they index.
 * - BUILDING_GROUPS: kinds stocked with no group before (none yet: a moisture-resistant MDF group split the board's
 *   exact names from MDF's, so "green mdf" asks for MDF instead).
 *
 * Kept out: bare words that are also another trade's or an everyday word ("clinker" alone, "rosemary" alone, "beam"
 * alone, "loose"), and a kind's own title words plus a pack word ("cement bag"), which would read the query as the
 * group and lose literal ranking (decision 034, session 18): "cavity lintel", "hydraulic lime", "loft insulation
 * roll" each took exact names or misspellings of that kind down. Edit freely: the index records a hash of the list.
 */
export const BUILDING_WORDS: Readonly<Record<string, readonly string[]>> = {
  // Aggregates by their grading as the quarry and the groundworker say it.
  ballast: [
    "20mm to dust",
    "20 to dust",
    "twenty to dust",
    "0 20 ballast",
    "mixed aggregate",
    "concrete mix aggregate",
  ],
  subbase: ["crush and run", "crush n run", "crusher run", "40mm to dust", "40 to dust", "forty to dust", "hard core"],
  scalpings: ["crushed brick", "brick rubble", "recycled aggregate"],
  buildingsand: ["brickies sand", "brickie sand", "brick sand", "masons sand"],
  playsand: ["sandbox sand", "sandbox", "sand box sand", "sand pit", "childrens sand"],
  // Loose-loaded aggregates are sold by the bulk bag.
  bulkbag: ["loose aggregate", "loose aggregates", "loose sand", "loose ballast", "loose loaded aggregate"],
  // Cement, lime and the mix additives by the counter's words.
  opc: ["portland"],
  hydrauliclime: ["nhl 3.5", "nhl 5", "nhl 2"],
  frostproofer: [
    ...["anti freeze", "antifreeze", "anti freeze for concrete", "anti freeze for cement", "cement anti freeze"],
    ...["frost protection", "winter additive", "cold weather admix"],
  ],
  plasticiser: ["feb mix", "feb mortar mix"],
  waterproofer: ["sika waterproofer", "sika 1 waterproofer", "concrete waterproofer", "cement waterproofer"],
  // Plastering: split spellings of the coats and the sundries.
  hardwall: ["hard wall", "hard wall plaster", "carlite browning plaster"],
  bondingplaster: ["thistle bonding coat"],
  scrimtape: ["fibreglass tape", "fiberglass tape", "fibreglass mesh tape", "scrim cloth", "self adhesive scrim"],
  anglebead: ["corner beading", "thin coat bead", "metal corner bead", "metal angle bead", "galvanised corner bead"],
  stopbead: ["stop beading", "render bead", "plaster stop", "end bead", "metal stop bead"],
  // Walling: blocks, lintels and padstones by the bricklayer's older and everyday names.
  concreteblock: ["clinker block", "standard block", "aggregate block"],
  trenchblock: ["footing block", "trench fill block", "footings block"],
  lintel: ["concrete beam", "door beam", "window beam", "beam over door", "beam over window"],
  padstone: ["spreader block", "bearing block", "beam pad"],
  cavitytray: ["dpc tray", "cavity dpc tray", "stepped tray"],
  // Timber and sheets: split spellings and the American names.
  cladding: [
    ...["tgv", "tgv board", "tgv boards", "tongue and groove v", "tongue groove v", "tg and v", "tg v"],
    ...["ship lap", "weather board", "weather boarding", "match board", "match boarding", "v joint cladding"],
  ],
  osb: ["waferboard", "wafer board", "strand board", "aspenite"],
  // Moisture-resistant MDF is green like the green plasterboard: it asks for MDF, the board's own words rank it.
  // "green mdf" is the moisture-resistant board (trade-synonyms-everyday-names.ts "mrmdf").
  mdf: ["fibre board", "fiber board"],
  hardboard: ["tempered board"],
  // Shuttering ply by the formwork carpenter's word.
  plywood: ["formwork ply", "formwork plywood", "shutter ply"],
  // "Cill" is the joiner's and the bricklayer's spelling of sill.
  windowboard: ["window cill", "internal window cill", "internal cill", "window cill board"],
  // Insulation: boards backed with it and makers' split names.
  insulatedplasterboard: [
    ...["kingspan backed plasterboard", "celotex backed plasterboard", "insulation backed plasterboard"],
    ...["foam backed plasterboard", "pir backed plasterboard", "thermal backed board"],
    ...["kingspan plasterboard", "celotex plasterboard", "thermal liner board"],
  ],
  mineralwool: ["earth wool", "glass fibre roll", "fibre glass", "loft blanket"],
  cavitybatt: ["dri therm", "drytherm"],
  multifoil: ["super quilt", "foil quilt", "multi foil quilt"],
  // Roofing: tiles by the pattern names every roofer knows, split spellings of sundries.
  plaintile: ["rosemary clay tile", "rosemary clay", "rosemary plain tile", "club tile"],
  rooftile: ["marley modern tile", "double pantile"],
  slate: ["welsh roof slate"],
  breathable: ["tyvek supro", "tyvek membrane", "breather roof underlay", "breathable underslating"],
  fasciaboard: ["plastic fascia", "pvc fascia", "fascia capping", "capping board", "cover board"],
  soffit: ["plastic soffit", "pvc soffit"],
  // Drainage: the makers' crates and the pipe by its colour.
  soakaway: ["aquacell", "aqua cell", "aquacell crate", "soak away crate"],
  drainpipe: ["orange drain pipe", "orange pipe drainage"],
  // Landscaping: fencing and paving by the fencer's and the paver's words.
  postsupport: ["met post", "met posts", "post spikes"],
  gravelboard: ["concrete kick board", "concrete kickboard"],
  // A landscaper's weatherboarding is feather-edge boarding; the geotextile maker's name is used for weed membrane.
  featheredge: ["weatherboard", "weather board", "weatherboarding"],
  weedfabric: ["terram", "terram membrane"],
  concretepost: ["inter post", "intermediate post", "concrete end post", "concrete corner post"],
};

export const BUILDING_TITLES: Readonly<Record<string, readonly string[]>> = {
  // A merchant's plain round gravel, titled by its stone, as washed, or by its size first, is the pea gravel
  // family. Not "gravel 10mm": a term led by "gravel" made a bare "gravel" rank a gravel board first
  // (kind-groups.test.ts).
  peagravel: ["washed gravel", "flint gravel", "washed shingle", "10mm gravel", "20mm gravel"],
  // Lawn and border edgings of timber are the edging kind the kerb group holds.
  kerb: ["log roll edging", "log roll", "timber edging"],
};

export const BUILDING_GROUPS: readonly SynonymGroup[] = [];
