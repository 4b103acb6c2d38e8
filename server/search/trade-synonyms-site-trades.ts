import type { SynonymGroup } from "./trade-synonyms.ts";

/**
 * Session 18: the names each site trade (groundworker, bricklayer, plasterer, carpenter and joiner, roofer, insulation
 * fitter) and the DIYer buying from them use for the heavy side of a merchant's range, written trade by trade from
 * the vocabulary of the yard, not from any judged query: every common other name of each stocked kind (shortened,
 * plural-only, older, regional, American, and makers' names used as the generic word). Kept as data beside
 * trade-synonyms-everyday.ts (same fields, merged by trade-synonyms.ts); the finishing trades are in
 * trade-synonyms-finishing-trades.ts.
 *
 * - SITE_WORDS: names for kinds that already have a group (one-way alsoFrom: a query with one finds the kind).
 * - SITE_TITLES: how catalogues title a kind that already has a group, where no term of it stands whole in the
 *   title ("Cement General Purpose", "Solid Concrete Building Block"): added to the group's terms, so they index.
 * - SITE_GROUPS: kinds stocked with no group before: `terms` are how merchants title them, alsoFrom other names.
 *
 * Risk: a name that is also an ordinary word of another kind's titles pulls that kind in. Bare colour, material and
 * pack words stay out ("lime", "soil", "lead", "green", "stock"): only phrases that name the kind whole are here.
 * Edit freely: the search index records a hash of the synonym data.
 */
export const SITE_WORDS: Readonly<Record<string, readonly string[]>> = {
  // Groundworks: aggregates by the grading, the quarry's name and the job they are bought for.
  ballast: [
    ...["mixed ballast", "ballast mix", "concreting gravel", "as dug ballast", "as dug", "zero to twenty"],
    ...["20mm all in", "all in mix", "concrete stone", "mixing ballast", "ballast and sand", "ballast for concrete"],
  ],
  subbase: [
    ...["type 1 mot", "hardcore stone", "crushed hardcore", "driveway base", "path base", "patio base"],
    ...["base stone", "granular sub base", "type 1 hardcore", "sub base material", "foundation stone", "fill stone"],
  ],
  scalpings: ["crusher dust", "crusher fines", "quarry dust", "stone dust", "rubble fill", "recycled hardcore"],
  sharpsand: [
    ...["coarse sand", "concrete sand", "washed sharp sand", "flooring sand", "screed sand", "grit sand"],
    ...["river sand", "paving sand sharp", "sand for concrete", "sharp washed sand", "course sand"],
  ],
  buildingsand: [
    ...["bricklayers sand", "builders sand", "red sand", "yellow sand", "fine sand"],
    ...["pointing sand", "sand for mortar", "sand for bricklaying", "soft building sand"],
  ],
  plasteringsand: ["plasterers sand", "washed plastering sand", "sand for rendering", "sand for render"],
  kilndried: ["dry sand", "brushing sand", "kiln dry sand", "block paving jointing sand", "joint sand", "kiln sand"],
  peagravel: [
    ...["river gravel", "round gravel", "rounded gravel", "washed pea gravel", "10mm gravel", "20mm gravel"],
    ...["pea stone", "pea shingle gravel", "shingle gravel", "beach shingle", "gravel shingle"],
  ],
  chippings: [
    ...["stone chips", "granite chippings", "limestone chippings", "decorative chips"],
    ...["cotswold stone", "garden stone chips", "path chippings", "driveway chippings"],
  ],
  topsoil: ["turf dressing", "lawn soil", "top dressing", "fill dirt", "garden dirt", "lawn dressing"],
  bulkbag: [
    ...["bulk bags", "one tonne bag", "1 tonne bag", "ton bag", "half tonne bag", "builders bulk bag"],
    ...["jumbo", "dumpy", "large bag", "big bags", "loose loaded"],
  ],
  // Cement, concrete and mortar by the bag and the mix.
  opc: [
    ...["normal cement", "builders cement"],
    ...["cem i", "cement powder", "multicem", "ordinary cement", "standard cement", "grey portland"],
  ],
  rapidcement: ["rapid cement", "quick cement", "fast cement", "rapid setting cement", "quick drying cement"],
  postfix: [
    ...["post crete", "postmix concrete", "fence post mix", "post fixing concrete", "post setting concrete"],
    ...["quick set post mix", "concrete for posts", "post concrete mix", "fast set post mix"],
  ],
  concretemix: [
    ...["premixed concrete", "pre mixed concrete", "dry mix concrete"],
    ...["just add water concrete", "instant concrete", "bagged concrete mix", "concrete premix", "concrete in bags"],
  ],
  mortarmix: [
    ...["pre mixed mortar", "premix mortar", "ready mortar", "brick mortar"],
    ...["bricklaying mix", "dry mortar", "pointing mix", "mortar in a bag"],
  ],
  hydratedlime: ["plasterers lime", "white lime"],
  // Plastering: the coats by the plasterer's words and the old makers' names.
  multifinish: [
    ...["skim", "skimming", "plaster skim", "finish coat", "plaster top coat", "pink plaster", "finishing skim"],
    ...["thistle finish", "skim finish", "final coat plaster", "plaster finish", "skimming coat"],
  ],
  bondingplaster: ["bonding undercoat plaster", "bond coat", "bonding base coat", "thistle bond"],
  hardwall: [
    "hardwall undercoat",
    "brown coat",
    "browning coat",
    "first coat plaster",
    "float coat",
    "thistle browning",
  ],
  onecoatplaster: [
    ...["patching plaster", "repair plaster", "diy plaster", "easy plaster", "one coat gypsum", "patch plaster"],
    ...["plaster repair", "one coat patching", "hand applied one coat", "single coat"],
  ],
  render: [
    ...["rendering mix", "render mix", "sand cement render", "scratch coat", "external render", "wall render"],
    ...["silicone render", "monocouche render", "through coloured render", "one coat render", "krend"],
  ],
  jointfiller: [
    ...["taping mud", "joint cement", "drywall finishing compound", "plasterboard filler", "jointing mud"],
    ...["plasterboard joint filler", "drywall jointing compound", "easy fill", "easyfill", "gyproc joint filler"],
  ],
  // Bricks, blocks and lintels by the bricklayer's words.
  concreteblock: [
    ...["dense concrete", "heavy block", "heavyweight block", "7n block", "7.3n block"],
    ...["hollow block", "cavity block", "party wall block"],
  ],
  aircrete: [
    ...["thermalite block", "celcon block", "light block", "lightweight concrete block", "aerated concrete"],
    ...["insulation block", "insulating block", "fenlite", "aircon block", "lightweight blocks", "light weight block"],
  ],
  facingbrick: [
    ...["facings", "wirecut brick", "wire cut brick", "multi brick", "red multi brick"],
    ...["buff brick", "yellow stock", "yellow brick", "orange brick", "brick for houses", "external brick"],
  ],
  commonbrick: ["commons", "london brick", "common fletton", "internal brick", "brick common"],
  engineeringbrick: ["engineers brick", "solid engineering brick", "dpc brick", "class b", "blue bricks"],
  lintel: ["window head", "door head", "lintels for cavity"],
  walltie: ["stainless wall tie", "type 2 wall tie"],
  dpc: [
    ...["dpc roll", "damp course roll", "plastic dpc", "bitumen dpc", "damp proofing course", "dpc membrane"],
    ...["damp proof strip", "brick dpc", "dpc strip", "damp proof roll"],
  ],
  airbrick: ["terracotta air brick", "plastic air brick", "underfloor vent", "cavity vent", "wall vent brick"],
  // Timber and sheet materials by the carpenter's and the joiner's names.
  sawn: [
    ...["construction timber", "building timber", "roof timber", "rafters"],
    ...["ridge board", "bearer", "bearers", "joisting", "structural grade timber"],
  ],
  treated: ["protim", "vac vac", "dip treated"],
  cls: ["studs", "cls stud", "cls timber", "partition stud", "studwork framing", "framing studs"],
  dressed: ["planed wood", "smooth wood", "prepared softwood", "pse softwood", "par pine"],
  plywood: [...["ply sheets", "shuttering ply", "structural ply"], ...["exterior grade plywood", "wbp plywood"]],
  osb: ["sterlingboard", "stirlingboard", "smartply", "sterling"],
  mdf: ["medite"],
  chipboard: ["chip board"],
  hardboard: ["hard board", "tempered hardboard", "masonite board"],
  floorchipboard: [
    ...["chipboard floorboards", "tongue and groove flooring"],
    ...["caberdek", "p5 flooring", "flooring sheets", "floor panels", "chipboard floor panels"],
  ],
  decking: ["timber decking", "garden decking", "decking timber", "reeded decking"],
  fencepost: ["gatepost", "timber fence post", "square post", "fencing timber post"],
  batten: ["counter batten", "counter battens", "bs5534 batten", "red batten", "slate battens"],
  sleeper: ["oak sleeper", "softwood sleeper", "timber sleeper", "raised bed sleeper", "wooden sleeper"],
  skirting: ["skirts", "skirting moulding", "skirting timber"],
  architrave: ["door architrave", "door frame trim", "door surrounds"],
  scaffoldboard: ["scaffy board", "walk board", "staging board"],
  cladding: ["wall cladding", "shed cladding", "t and g boards", "v groove"],
  fasciaboard: ["fascias", "facias", "roofline", "roofline board", "upvc roofline"],
  handrail: ["stair rail", "bannister rail", "hand rails", "staircase handrail"],
  spindle: ["balusters", "bannisters", "staircase spindles", "stair balusters", "spindles"],
  coving: ["ceiling coving", "cornicing", "coving moulding", "ceiling moulding"],
  scotia: ["beading", "quadrant beading", "scotia beading", "skirting beading", "laminate beading", "edge beading"],
  // Plasterboard and the boards beside it by the dryliner's words.
  plasterboard: [
    ...["plaster boards", "drylining board", "dry lining board", "gyproc board", "tapered edge board"],
    ...["square edge board", "p/board", "handiboard", "handi board"],
  ],
  mrboard: ["water resistant plasterboard", "bathroom board", "moisture proof plasterboard"],
  fireboard: ["fire resisting board", "fire line board", "fire protection board", "fireproof plasterboard"],
  soundboard: ["blue board", "blue plasterboard", "sound bloc", "noise reducing plasterboard", "soundproof board"],
  cementboard: ["tile backer", "tile board", "backerboard", "cement backer", "tile backing board", "aqua panel"],
  insulatedplasterboard: ["insulated board", "thermal drylining", "pir plasterboard", "laminated plasterboard"],
  // Insulation by the fitter's words and the makers' names used for the kind.
  pir: [
    ...["foil board", "foil faced board", "rigid board"],
    ...["thermal insulation board", "polyurethane board", "pu board"],
  ],
  mineralwool: [...["wool insulation", "loft wool"], ...["insulation wool", "attic insulation"]],
  eps: ["polystyrene sheets", "poly board", "polystyrene slab"],
  cavitybatt: ["full fill", "full fill batt", "cavity insulation slab"],
  multifoil: ["foil blanket", "bubble wrap insulation", "radiant barrier", "multi foil insulation", "superfoil"],
  acousticinsulation: ["sound deadening", "soundproof insulation", "rwa45", "acoustic wool", "sound proofing"],
  // Roofing by the roofer's words.
  rooftile: ["roofing tiles", "marley modern", "redland 49"],
  slate: ["welsh slate", "spanish slate", "natural slates", "synthetic slate", "man made slate", "eternit"],
  ridgetile: ["roof ridge", "ridge cap"],
  roofingfelt: ["mineral felt", "green felt", "roof felt roll", "bitumen roll", "felt roll", "roll of felt"],
  roofsheet: [
    ...["corrugated sheets", "corrugated iron", "tin sheet", "tin roof", "wriggly tin", "box profile"],
    ...["clear roof sheet", "polycarbonate sheet", "twinwall", "corrugated plastic", "roof panels"],
  ],
  breathable: ["breathable felt", "breather felt", "breathable roofing felt", "roof breather", "tile underlay"],
  leadflashing: ["lead roll", "flashing lead", "code 4", "lead sheet", "roof lead", "roll of lead", "lead strip"],
  flashingtape: ["flash tape", "lead tape", "lead effect tape", "self adhesive lead", "roof flashing tape"],
  dryverge: ["dry verge system", "verge caps", "verge units", "verge unit", "plastic verge"],
  epdm: ["rubber membrane", "rubber roof membrane", "rubber roof kit", "epdm sheet", "rubber roofing kit"],
  capsheet: ["torch on", "top sheet", "self adhesive roofing felt", "peel and stick felt", "cap felt"],
  roofcoating: ["liquid rubber", "roof repair paint", "flat roof coating", "roof waterproofing paint"],
};

export const SITE_TITLES: Readonly<Record<string, readonly string[]>> = {
  // Catalogues that put the kind's noun first ("Cement General Purpose", "Cement Rapid Set").
  opc: ["cement general purpose"],
  rapidcement: ["cement rapid set", "cement rapid hardening", "rapid setting cement"],
  masonrycement: ["cement masonry"],
  concretemix: ["concrete ready mixed"],
  mortarmix: ["mortar ready mixed"],
  concreteblock: ["concrete building block"],
  pir: ["rigid foam insulation", "rigid foam board", "rigid foam"],
  leadflashing: ["lead free flashing"],
  kerb: ["rope top edging"],
};

export const SITE_GROUPS: readonly SynonymGroup[] = [
  // Snow-white cement for white mortar and render: not the grey kind a bare "cement" asks for.
  {
    key: "whitecement",
    terms: ["white cement", "white portland cement", "cement white", "snowcrete"],
    alsoFrom: ["white opc", "snow crete", "white portland", "white mortar cement"],
  },
  // A bagged sand and cement screed (the floor layer's), not the screeding sand it is made from.
  {
    key: "floorscreed",
    terms: ["floor screed", "screed mix", "cement screed", "floor screed mix", "sand and cement screed"],
    alsoFrom: ["screeding mix", "dry screed", "floor topping", "screed", "screed bag", "floor screed bag"],
  },
  // A primer slurry painted under porcelain and stone slabs so the bedding mortar bonds.
  {
    key: "slurryprimer",
    terms: ["slurry primer", "priming slurry", "paving primer", "slab primer", "slab priming slurry"],
    alsoFrom: ["bonding slurry", "porcelain primer", "paving slurry", "primer for porcelain", "porcelain slurry"],
  },
  // The joiner's sill board inside a window.
  {
    key: "windowboard",
    terms: ["window board", "window sill board"],
    alsoFrom: ["window sill", "windowsill", "internal window sill", "sill board", "window ledge", "inside sill"],
  },
  // The bead a door closes against, sold as a moulding.
  {
    key: "doorstop",
    terms: ["door stop moulding", "door stop bead", "door stop"],
    alsoFrom: ["door stopping", "door frame stop", "stop moulding", "door stop strip", "doorstop moulding"],
  },
];
