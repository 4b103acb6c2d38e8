/**
 * Session 20: the finishing shelves' remaining other names (one-way alsoFrom), found by walking each finishing
 * kind's group against the counter's vocabulary and keeping only the names no table held yet. Merged into
 * FINISHING_WORDS by trade-synonyms-finishing-trades.ts. Written from the trade, family by family:
 *
 * - A plumbing system's pipe and inserts by its maker's name with the part's word ("polyplumb pipe", "hep2o insert").
 *   The maker's name alone stays the fittings' (trade-synonyms-brands.ts): tried as the whole system (pipe and
 *   inserts too), it ranked pipe and inserts above a named elbow of another system.
 * - Neighbours the trade names for each other: coach screws and coach bolts. Not "copper fittings": as a name it
 *   made "copper" a known word, so a query for copper pipe where none is stocked found products.
 * - Makers' names said as the kind ("ballofix" valves, "polycell" filler, "endex" fittings, "pliolite" masonry paint).
 *
 * Rules kept from earlier lists: no name that is only the kind's title words plus a place, tier, pack or colour
 * ("interior varnish", "contract matt", "magnolia paint", "flexible tile adhesive", "raw plugs": read as one group
 * phrase, an exact name lost its literal ranking); no short word a query for something else would type
 * ("isolator" is also an electrician's switch, "hawk" a plumber's jointing brand, "latex" a glove).
 */
export const FINISHING_SHELF_NAMES: Readonly<Record<string, readonly string[]>> = {
  // Plumbing and heating.
  plasticpipe: ["polyplumb pipe", "hep2o barrier pipe", "polyplumb barrier pipe", "mlcp"],
  pipeinsert: ["hep2o insert", "polyplumb insert"],
  compressionfitting: ["brass compression"],
  endfeed: ["endex"],
  isolatingvalve: ["ballofix", "ballo fix", "ballofix valve"],
  radiatorvalve: ["trv valve"],
  trap: ["shower waste", "running trap"],
  pipeclip: ["hinged clips", "munson ring", "stand off clip"],
  solventweld: ["abs cement"],
  plumbjointing: ["plumbers paste", "plumbing paste"],
  ptfetape: ["plumbing tape"],
  // Fixings.
  coachbolt: ["coach screw", "coach screws", "lag screw", "lag bolt"],
  coachscrew: ["coach bolt", "coach bolts"],
  cavityfixing: ["toggles", "self drill fixings"],
  selftapper: ["self drill screw"],
  woodscrew: ["turbo screws", "twinthread"],
  // Adhesives, sealants, fillers and foams.
  grabadhesive: ["solvent free grab", "no nails adhesive"],
  firesealant: ["fire silicone"],
  expandingfoam: ["gap filler", "gap filler foam"],
  caulk: ["gap filler"],
  interiorfiller: ["polycell", "general purpose filler", "filler powder"],
  // Paint, primers, stain blockers and woodcare.
  stainblock: ["stain stop", "stainstop", "polycell", "stain blocker paint"],
  glosspaint: ["oil based paint"],
  masonrypaint: ["pliolite", "smooth masonry", "textured masonry", "masonry coating"],
  varnish: ["poly varnish"],
  sugarsoap: ["degreaser"],
  // Decorating sundries.
  painttool: ["mini roller kit", "paint brushes", "roller cage"],
  sandpaper: ["sanding discs", "sanding sponge"],
  // Tiling.
  tileadhesive: ["bal adhesive"],
  grout: ["bal grout", "epoxy grout"],
  tanking: ["shower tanking", "wet room kit", "waterproofing kit"],
  // Joinery.
  doorlining: ["lining kit"],
  windowboard: ["internal sill"],
  handrail: ["grab rail"],
  // Tools and protective wear.
  clubhammer: ["4lb hammer"],
  bolster: ["masonry chisel"],
  handtool: ["spot board", "brick jointer", "line and pins", "builders line", "chalk line", "bucket trowel"],
  sealantgun: ["sealant applicator", "silicone applicator"],
  ppe: [
    ...["ffp3 mask", "ffp2 mask", "eye protection", "nitrile gloves", "disposable gloves"],
    ...["hi viz vest", "high vis"],
  ],
};
