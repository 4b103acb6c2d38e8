/**
 * Session 20: the heavy side's other names still missing after sessions 18 and 19, found by going through the
 * catalogue's kinds group by group (aggregates, cement and concrete, timber and sheets, walling, insulation,
 * roofing, drainage, landscaping) and asking what a groundworker, bricklayer, joiner, roofer, drainlayer or
 * landscaper types for each: makers' names used as the kind ("blue circle" for cement), the yard's words for a
 * grading or a pack ("bedding sand", "a loose tonne"), older and regional spellings ("eavesgutter"),
 * American names ("base board"), and a job's words that name one kind ("underfloor insulation").
 * Same fields as trade-synonyms-building-names.ts (one-way alsoFrom names for kinds that have a group), merged by
 * trade-synonyms.ts.
 *
 * Kept out: a kind's own title words with a material, pack or grade word ("steel lintel", "box lintel", "cement
 * bag"), which read the query as the group and lose literal ranking (decision 034, session 18); bare words another
 * kind or trade also uses ("lead", "ridge", "underlay": carpet and laminate underlay, "casing", "stocks", "reds").
 * Every word of a name here also becomes a spelling-correction target (choose-correction.ts), so a maker's or a
 * trade word close to an everyday one stays out ("soil stack" pulled "sacks" to "stack", "space blanket" "spacers" to
 * "space", "hanson cement" "hang on" to "hanson"); so do a job's place ("wall plate": straps hold joists to it) and
 * names of one narrower kind that took its exact names down ("flexi slab", "mr mdf", "rubber roofing", "floor
 * insulation" for EPS alone, "closeboard" over fence rails, "joist timber" as sawn timber).
 * Edit freely: the search index records a hash of the synonym data.
 */
export const HEAVY_WORDS: Readonly<Record<string, readonly string[]>> = {
  // Aggregates by the groundworker's and the landscaper's words for the mix, the grading and the pack.
  ballast: ["sand and gravel mix", "sand and stone mix", "gravel and sand mix", "zero to 20"],
  subbase: ["base course", "type 1 aggregate"],
  // Sharp sand is what slabs are bedded on and what a screed or concrete is mixed with.
  sharpsand: ["bedding sand", "washed grit", "sharp grit", "coarse grit sand", "slab bedding sand"],
  kilndried: ["dried sand", "dry brushing sand"],
  // Aggregates delivered loose are sold by the tonne, in the bulk bag.
  bulkbag: ["tonne", "loose tonne", "half ton bag", "half tonne bag", "half tonne", "mini bag"],
  // Cement by the cement makers' names, which the yard uses for the bag itself.
  opc: ["blue circle"],
  concretemix: ["premix concrete", "pre mix concrete", "instant concrete"],
  postfix: ["gate post concrete", "quick set concrete", "rapid set concrete"],
  plasticiser: ["admix", "mortar admix"],
  sbr: ["unibond sbr", "bonding liquid", "sbr bonding liquid"],
  // Timber: CLS is "Canadian Lumber Standard", and studwork by the carpenter's other words.
  cls: ["canadian", "canadian timber", "canadian stud", "stud wood"],
  batten: ["roofing laths"],
  skirting: ["base board"],
  decking: ["patio decking"],
  fencepanel: ["waney edge panel", "waney panel", "larch lap panel"],
  fencepost: ["timber post", "wooden post", "wooden fence post"],
  featheredge: ["close boarding"],
  floorchipboard: ["p5 chipboard", "p5 flooring", "tongue and groove chipboard"],
  plasterboard: ["knauf board"],
  // Walling by the bricklayer's names for the grade, the cut and the damp course's maker.
  concreteblock: ["medium dense block"],
  dpc: ["hyload"],
  facingbrick: ["wirecut", "wire cut brick", "soft reds", "facing stock"],
  // Insulation: rigid foam boards by what they are and where they go.
  pir: ["foam board", "rigid insulation", "rigid foam board", "foam insulation board", "underfloor insulation"],
  eps: ["foam board", "rigid insulation", "underfloor insulation"],
  xps: ["foam board", "rigid insulation", "underfloor insulation"],
  // Roofing by the roofer's names for the tiles, the man-made slates, the verge and the lead by its code.
  rooftile: ["marley tiles", "redland tiles"],
  slate: ["eternit slate", "fibre slate", "artificial slate", "synthetic slate", "cement slate"],
  dryverge: ["verge clips", "verge cap"],
  leadflashing: ["code 4 lead"],
  flashingtape: ["bitumen tape"],
  // Drainage and rainwater by the drainlayer's and the roofer's words (one word for the eaves gutter).
  gully: ["yard gully"],
  landdrain: ["perforated drain"],
  gutter: ["eavesgutter", "eaves guttering", "eaves gutter"],
  // Landscaping: setts and pavers are the paver's blocks.
  blockpaving: ["setts", "cobble setts", "driveway pavers"],
};
