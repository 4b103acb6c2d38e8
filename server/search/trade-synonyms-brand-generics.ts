/**
 * Session 23: makers' and product lines' names that UK buyers use as the word for the kind, and the ways they spell
 * them, written trade by trade from the counter's vocabulary (insulation, plaster and boards, cement and walling,
 * timber and sheets, roofing, plumbing and drainage, fixings and adhesives, decorating, landscaping). Each maps to
 * the kind it names, never to a maker: a query with one finds the kind from whichever maker the merchant stocks,
 * the named maker's own products first when it is stocked (one-way alsoFrom, merged by trade-synonyms.ts; a
 * product is never indexed under a kind for carrying the name). Beside the kind's own word ("jablite polystyrene")
 * a name the catalogue does not print is left out (maker-names-beside-kinds.ts).
 *
 * trade-synonyms-brands.ts holds session 16's list, and the later files many more; ~200 names were checked against
 * all of them and ~150 were read as their kind already. This one adds the ~65 still missing, the forms buyers type
 * split apart or with a digit ("hep 2 o", "evo stick", "king span"), and the other kinds a many-kind maker is named
 * for, so that beside any of its kinds the name reads as the maker. One-edit typos
 * and sound-alikes ("celetex", "thermalight", "rawplug") are left to the correction, which prefers the stocked
 * maker's own spelling: entered here they read every maker's products alike (set 2's "celetex" fell .97 → .74).
 *
 * Kept out: names of kinds the merchants never stock (roof windows, power tools, wallpaper, hose clips), so such a
 * query still finds nothing; names that are everyday words ("castle", "grange", "crown", "weber" alone, "knauf"
 * alone: plasterboard and insulation both); a maker's name with a kind's word ("thistle bonding", "celcon block"):
 * as one phrase it would swallow the kind's own phrase ("bonding coat") and lose the exact name's ranking.
 * Edit freely: the search index records a hash of the synonym data.
 */
export const BRAND_GENERIC_WORDS: Readonly<Record<string, readonly string[]>> = {
  // Insulation: rigid boards, rolls and foils by their makers, and the ways buyers spell them.
  pir: ["eurothane", "king span"],
  eps: ["jab lite"],
  mineralwool: ["rocksilk", "frametherm", "knauf insulation"],
  acousticinsulation: ["rw45"],
  multifoil: ["super foil", "ybs"],
  // Plaster and boards: the plasterer's older names for the coats, and the boards' makers.
  plasterboard: ["fermacell"],
  multifinish: ["sirapite"],
  bondingplaster: ["carlite"],
  interiorfiller: ["poly filla", "polly filla"],
  cementboard: ["marmox", "hardie board"],
  // Cement, render and masonry coatings.
  masonrycement: ["mastercrete"],
  // American bag names for the ready-to-use mix and the masonry waterproofer.
  concretemix: ["quickrete"],
  tanking: ["drylok"],
  render: ["weberend", "weber pral", "parex"],
  masonrypaint: ["snowcem", "snow cem"],
  repairmortar: ["ultracrete", "sika monotop"],
  // Bricks and blocks: the block makers' names the yard uses for the block.
  concreteblock: ["lignacite", "plasmor", "besblock", "fibolite"],
  facingbrick: ["ibstock", "london brick"],
  // Timber and sheets.
  floorchipboard: ["weyroc"],
  osb: ["smart ply", "norbord"],
  cladding: ["hardiplank", "hardie plank", "cedral"],
  contiboard: ["kronospan"],
  // Roofing.
  roofsheet: ["corrugated bitumen"],
  breathable: ["cromar", "nilvent", "typar"],
  // Plumbing and drainage.
  pushfit: ["hep20", "hep 2 o", "poly plumb"],
  // "Flexi" alone stays out: flexible tile adhesive and flexible paving slabs are typed "flexi" too.
  tapconnector: ["flexi tap", "flexi tap hose"],
  stoptap: ["surestop", "sure stop"],
  plumbjointing: ["bosswhite", "loctite 55"],
  // Fixings and adhesives: a maker's name for a whole family, and its split and misspelt forms.
  wallplug: ["fischer", "fisher plug"],
  framefixing: ["fischer"],
  resinanchor: ["fischer", "chemset"],
  cavityfixing: ["molly anchor", "fischer"],
  landscapescrew: ["headlok"],
  plastertrowel: ["marshalltown"],
  handtool: ["marshalltown"],
  grabadhesive: ["evo stick", "stix all", "grip fill"],
  pva: ["evo stick"],
  sealant: ["evo stick"],
  // Decorating: the paint makers' names for the everyday paints.
  emulsion: ["valspar", "farrow and ball", "farrow ball"],
  glosspaint: ["valspar"],
  woodstain: ["creosote", "creocote", "creosote substitute"],
  stainblock: ["zinsser", "bin primer"],
  // Landscaping and fencing.
  artificialgrass: ["astro grass", "namgrass"],
  weedfabric: ["my pex"],
  pavingjoint: ["azpects"],
};
