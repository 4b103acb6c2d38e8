/**
 * Session 19: more of the finishing trades' other names for kinds that already have a group (one-way alsoFrom),
 * family by family — plumber and heating fitter, fixer, the adhesive and sealant shelf, decorator, tiler, joiner,
 * the tool counter — written from the counter's vocabulary: makers' names said as the generic word, plurals and
 * short forms the trade uses, older and regional names, and each department's word for its sundries. Merged into
 * FINISHING_WORDS by trade-synonyms-finishing-trades.ts.
 *
 * Rules kept from earlier lists (trade-synonyms-finishing-trades.ts): no name that is only the kind's own title
 * words plus a pack, form or colour word; no bare word that is already a title word; nothing one letter from a
 * common word merchants do not sell (it would become a correction target).
 */
export const FINISHING_NAMES: Readonly<Record<string, readonly string[]>> = {
  // Plumbing and heating.
  pushfit: [
    ...["hep 2o", "hep 2o fittings", "hep2o fittings", "polyplumb fittings", "plastic push fit"],
    ...["push fit connector", "push fit connectors", "quick connect fittings", "speedfit connector"],
  ],
  plasticpipe: [
    ...["hep 2o pipe", "hep 2o barrier pipe", "speedfit barrier pipe", "pex barrier", "plastic heating pipe"],
    ...["plastic central heating pipe", "multilayer pipe", "pb pipe", "pushfit barrier pipe"],
  ],
  compressionfitting: ["brass compression fitting", "compression coupling", "comp fitting", "brass fittings"],
  endfeed: [
    ...["solder ring fittings", "integral solder ring", "pre soldered fitting", "capillary elbow"],
    ...["end feed fittings", "endfeed fittings"],
  ],
  tapconnector: ["monkey flex", "braided tails", "flexi hoses", "tap flexi hose", "braided flexi"],
  trap: ["bath waste trap", "kitchen sink trap", "basin u bend", "anti syphon trap"],
  wastepipe: ["waste plumbing", "push fit waste", "solvent weld pipe", "sink waste plumbing"],
  isolatingvalve: ["service valves", "in line valve"],
  pipeclip: ["talon clips", "pipe brackets", "pipe holders", "pipe fixings"],
  pipelagging: ["foam lagging", "pipe lagging foam", "lagging foam", "frost protection lagging", "pipe jacket"],
  // Fixings.
  wallplug: ["brick plugs", "plugs for brick", "rawl plug pack", "plastic plugs"],
  framefixing: ["hammer in plugs", "nail in anchor", "hammerfix"],
  cavityfixing: ["interset", "rawlnut", "board fixings", "hollow fixings"],
  woodscrew: ["pozidrive screws", "pozidriv screw", "torx screw", "star drive screw", "multi screw", "screw pack"],
  drywallscrew: ["dry lining screw", "drylining screw", "board screws", "ceiling board screws", "gyproc screws"],
  concretescrew: ["brick screws"],
  anchorbolt: ["heavy duty anchor", "fixing bolt", "masonry bolts"],
  resinanchor: ["chemfix", "chemical fix", "resin fixing", "injection resin", "chemical anchoring"],
  selftapper: ["roofing screws", "metal screws"],
  wirenail: ["panel pins", "panel pin", "veneer pins", "hardboard pins", "jumbo nails", "general nails"],
  // Adhesives, sealants, fillers and foams.
  caulk: ["decorators acrylic", "acrylic sealant", "flexible caulk", "gap sealant", "painters acrylic"],
  sealant: ["silicone sealer", "anti mould silicone", "mould resistant sealant", "bath silicone", "sink sealant"],
  expandingfoam: ["foam can", "gun foam can", "hand held foam", "straw foam", "fire foam"],
  interiorfiller: ["polyfiller", "multi filler", "filler paste", "smoothing filler", "ready mixed polyfilla"],
  // Paint, primers and woodcare.
  emulsion: ["wall emulsion", "ceiling emulsion", "washable emulsion"],
  glosspaint: ["wood gloss", "door gloss", "oil gloss", "gloss enamel"],
  satinwood: ["acrylic satin", "water based satin"],
  primer: ["primer sealer", "wood primer sealer", "aluminium primer", "pink primer", "red oxide primer"],
  masonrypaint: ["masonry emulsion", "exterior emulsion", "wall coating", "sandtex paint", "weathershield paint"],
  woodstain: ["woodworm treatment", "timber preservative"],
  fencestain: ["fence paints", "shed paints"],
  // Decorating sundries: what a merchant shelves as "sundries" beside the paint.
  painttool: [
    ...["cutting in brush", "emulsion brush", "masonry brush", "roller refill"],
    ...["brush and roller set", "paint roller kit", "roller pole", "extension pole", "decorating kit", "painting kit"],
    ...["decorating sundries", "decorators sundries", "painting sundries", "decorating tools"],
  ],
  maskingtape: ["decorating sundries", "decorators sundries", "painting sundries"],
  dustsheet: ["decorating sundries", "decorators sundries", "painting sundries"],
  sandpaper: ["decorating sundries", "decorators sundries", "sanding block", "flap sheets"],
  // Tiling.
  tileadhesive: ["tile adhesive and grout", "tiling adhesive powder", "flexible adhesive", "rapid set adhesive"],
  grout: ["anti mould grout", "flexible grout"],
  // Doors and joinery.
  doorlining: ["door linings", "lining set", "internal door lining set"],
  // Tools and protective wear.
  handtool: [
    ...["measuring tape", "tape rule", "pocket tape", "steel tape", "bubble level", "boat level", "builders level"],
    ...["plastic float", "finishing float", "sponge float", "builders barrow", "barrow", "builders trug", "tub trug"],
    ...["craft knife", "box cutter", "snap off knife", "brick hammer", "trowels"],
  ],
  ppe: ["builders gloves", "gripper gloves", "safety eyewear", "disposable masks", "hearing protection"],
};
