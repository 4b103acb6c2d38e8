/**
 * Session 22: words that name a whole shop, aisle or trade's work rather than one shelf, merged into
 * department-words.ts beside the heavy and finishing sides' category words (department-kinds-building.ts,
 * department-kinds-finishing.ts). Written from the trade, family by family, not per query:
 *
 * - the merchant itself ("builders merchant", "trade counter", "building supplies": noise-words.ts reads a query of
 *   shop words only as "merchant") and the DIY aisle ("diy"): each answers with its staples, not nothing;
 * - a trade's work word ("brickwork", "blockwork", "metalwork", "groundworks", "pipework", "leadwork"): what that
 *   work is built from;
 * - a timber class word ("softwood", "whitewood""): the sawn, regularised and planed lengths, whose titles
 *   rarely print the class;
 * - a place or use word alone ("garden"): the garden's everyday kinds (paving, fencing, decking, sleepers, gravels);
 * - a finishing trade whose stem also names another trade's kind ("tiling": wall and floor tiling, not roof tiles).
 *
 * WHOLE_TRADE_DEPARTMENT_KINDS: the kinds the word asks for; WHOLE_TRADE_EVERYDAY_KINDS: those ranked first, the
 * commonest, plainest kinds a buyer of the whole range means. Every value is a group key of trade-synonyms*.ts
 * (department-kinds-whole-trade.test.ts checks). Keys are canonical (singular). Keep out words whose bare reading
 * splits across trades ("woodwork": timber or the paint for it; "masonry": a paint, a drill bit or the wall).
 */
// The heavy side a merchant is known for: sand, cement, aggregates, bricks, blocks, mortar. Not its timber or boards,
// which a buyer names: "building materials" and "builders merchant" mean the yard's bags and packs.
const MERCHANT_STAPLES = [
  "opc",
  "buildingsand",
  "sharpsand",
  "ballast",
  "concreteblock",
  "aircrete",
  "facingbrick",
  "commonbrick",
  "mortarmix",
];
const MERCHANT_EVERYDAY = [
  "opc",
  "buildingsand",
  "sharpsand",
  "ballast",
  "concreteblock",
  "aircrete",
  "facingbrick",
  "commonbrick",
];
// The DIY aisle: the decorating sundries and the screws and plugs every home job uses.
const DIY = [
  "painttool",
  "maskingtape",
  "dustsheet",
  "whitespirit",
  "interiorfiller",
  "sandpaper",
  "sugarsoap",
  "woodscrew",
  "wallplug",
  "sealant",
  "caulk",
  "grabadhesive",
  "emulsion",
];
const DIY_EVERYDAY = ["painttool", "maskingtape", "dustsheet", "whitespirit", "interiorfiller", "sandpaper"];
// Structural metalwork as a merchant stocks it: hangers, straps, brackets, post supports, bolts and studding.
const METALWORK = [
  "joisthanger",
  "restraintstrap",
  "anglebracket",
  "postsupport",
  "coachbolt",
  "threadedrod",
  "anchorbolt",
  "lintel",
];
const METALWORK_EVERYDAY = ["joisthanger", "restraintstrap", "anglebracket", "coachbolt", "threadedrod"];
const BRICKWORK = ["facingbrick", "commonbrick", "engineeringbrick", "mortarmix", "walltie", "dpc", "buildingsand"];
const BLOCKWORK = ["concreteblock", "aircrete", "trenchblock", "mortarmix", "walltie", "buildingsand"];
const GROUNDWORK = ["drainpipe", "subbase", "ballast", "trenchblock", "concreteblock", "dpm", "inspectionchamber"];
const PIPEWORK = ["plasticpipe", "pushfit", "compressionfitting", "endfeed", "pipeclip", "wastepipe", "soilpipe"];
// Sawn and regularised carcassing, CLS and planed lengths: a softwood buyer's timber.
const SOFTWOOD = ["timber", "sawn", "cls", "strengthgraded", "planed", "scaffoldboard"];
const SOFTWOOD_EVERYDAY = ["timber", "sawn", "cls", "strengthgraded"];
// Session 24: "timber" alone at a merchant is its carcassing: sawn, CLS and graded lengths first, then the planed
// lengths, battens and scaffold boards (the word's own group, which every timber title holds, ranks none first).
const TIMBER = ["sawn", "cls", "strengthgraded", "planed", "batten", "scaffoldboard"];
const GARDEN = [
  "pavingslab",
  "fencepanel",
  "fencepost",
  "decking",
  "sleeper",
  "chippings",
  "peagravel",
  "topsoil",
  "trellis",
  "blockpaving",
  "weedfabric",
  "artificialgrass",
];
// Paving slabs and fence panels are what a garden is bought as; decking, sleepers and gravels follow. Session 23: not
// block paving, which is a driveway's (landscaping keeps it).
const GARDEN_EVERYDAY = ["pavingslab", "fencepanel"];
// The joiner's second fix: mouldings, linings, window boards and the planed lengths they are cut from.
const JOINERY = [
  "skirting",
  "architrave",
  "doorlining",
  "windowboard",
  "planed",
  "dadorail",
  "spindle",
  "newel",
  "handrail",
];
// The carpenter's first fix: studwork and carcassing, then the planed lengths and mouldings of the second.
const CARPENTRY = ["cls", "sawn", "strengthgraded", "timber", "planed", "skirting", "architrave", "doorlining"];
// A hardware counter is the ironmongery: screws, plugs, fixings, bolts, nails.
const HARDWARE = [
  "woodscrew",
  "wallplug",
  "framefixing",
  "cavityfixing",
  "concretescrew",
  "coachbolt",
  "anchorbolt",
  "threadedrod",
  "wirenail",
  "anglebracket",
];
// Wall and floor tiling: adhesive, grout and the boards and tanking tiles go onto.
const TILING = ["tileadhesive", "grout", "cementboard", "tanking"];

export const WHOLE_TRADE_DEPARTMENT_KINDS: Readonly<Record<string, readonly string[]>> = {
  merchant: MERCHANT_STAPLES,
  building: MERCHANT_STAPLES,
  diy: DIY,
  metalwork: METALWORK,
  steelwork: METALWORK,
  ironwork: METALWORK,
  brickwork: BRICKWORK,
  blockwork: BLOCKWORK,
  groundwork: GROUNDWORK,
  pipework: PIPEWORK,
  leadwork: ["leadflashing", "flashingtape"],
  softwood: SOFTWOOD,
  whitewood: SOFTWOOD,
  timber: TIMBER,
  garden: GARDEN,
  outdoor: GARDEN,
  tiling: TILING,
  joinery: JOINERY,
  carpentry: CARPENTRY,
  hardware: HARDWARE,
};

export const WHOLE_TRADE_EVERYDAY_KINDS: Readonly<Record<string, readonly string[]>> = {
  merchant: MERCHANT_EVERYDAY,
  building: MERCHANT_EVERYDAY,
  diy: DIY_EVERYDAY,
  metalwork: METALWORK_EVERYDAY,
  steelwork: METALWORK_EVERYDAY,
  ironwork: METALWORK_EVERYDAY,
  brickwork: ["facingbrick", "commonbrick", "engineeringbrick"],
  blockwork: ["concreteblock", "aircrete"],
  groundwork: ["drainpipe", "subbase", "ballast"],
  pipework: ["plasticpipe", "pushfit", "compressionfitting"],
  leadwork: ["leadflashing"],
  softwood: SOFTWOOD_EVERYDAY,
  whitewood: SOFTWOOD_EVERYDAY,
  timber: ["sawn", "cls", "strengthgraded"],
  garden: GARDEN_EVERYDAY,
  outdoor: GARDEN_EVERYDAY,
  tiling: ["tileadhesive", "grout"],
  joinery: ["skirting", "architrave", "doorlining", "windowboard"],
  carpentry: ["cls", "sawn", "strengthgraded", "timber"],
  hardware: ["woodscrew", "wallplug", "framefixing", "cavityfixing"],
};
