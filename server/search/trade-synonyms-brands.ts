/**
 * Makers' and product-line names that UK buyers use for a whole kind of product ("unibond pva", "jablite",
 * "everbuild sealant"), by trade-synonym group key. trade-synonyms.ts adds them to each group's alsoFrom: one-way,
 * so a query naming one finds the kind (its own products first when the catalogue stocks the maker), and a product
 * is never indexed under a kind for carrying the name. A maker that makes many kinds is listed under each: beside
 * a kind word ("unibond pva") the query keeps only the kind both name.
 *
 * Session 16 wrote the list out family by family (paint and wood care, decorating sundries, plaster, cement and
 * additives, bricks and blocks, timber and sheets, insulation, roofing, plumbing and drainage, fixings and
 * adhesives, landscaping): the names a UK counter hears used as everyday words for the kind ("a tub of polyfilla",
 * "a box of spax", "a tin of cuprinol"), whichever maker the merchant stocks. Extend per family, not per query.
 *
 * Risk: a name that is also an ordinary word would turn that word into the kind; keep to names that mean nothing
 * else in a building-supplies catalogue ("harris" only as "harris brush", "gorilla" only with its kind). Write a
 * maker's name alone, not with its kind's word: "<maker> cement" as a phrase would read every cement for a query
 * naming a maker the merchants stock, where the maker alone beside "cement" keeps its own products first. A name
 * whose maker's kind the merchants never stock (roof windows) must stay out, so such a query still finds nothing.
 * Edit freely: the search index records a hash of the synonym data.
 */
export const BRAND_WORDS: Readonly<Record<string, readonly string[]>> = {
  // Adhesives, sealants and foams.
  pva: ["unibond", "evo stik", "evostik", "everbuild", "bostik", "resin w", "evo stik resin w", "titebond"],
  grabadhesive: [
    ...["unibond", "evo stik", "evostik", "everbuild", "bostik", "sikaflex", "ct1", "sticks like"],
    ...["gorilla grab", "gorilla glue", "tec7", "ct 1", "power grab"],
  ],
  sealant: [
    ...["unibond", "evo stik", "evostik", "everbuild", "bostik", "dow corning", "geocel", "ct1", "sikaflex"],
    ...["ct 1", "tec7", "arbo", "den braven", "soudal", "everflex"],
  ],
  expandingfoam: ["everbuild", "soudal", "great stuff", "greatstuff", "den braven", "illbruck"],
  caulk: ["everbuild", "unibond", "evo stik", "no more gaps"],
  // Paint, wood care and decorating sundries.
  emulsion: ["dulux", "crown paint", "johnstones", "leyland", "macpherson"],
  glosspaint: ["dulux", "crown paint", "johnstones", "leyland"],
  satinwood: ["dulux", "johnstones", "leyland"],
  masonrypaint: ["stormshield", "bedec"],
  primer: ["zinsser", "bin primer", "bulls eye 123"],
  fencestain: ["cuprinol shade", "garden shade", "ducksback", "ronseal", "protek", "barrettine"],
  woodstain: ["cuprinol", "ronseal", "sadolin", "protek", "barrettine", "osmo", "sikkens"],
  deckingoil: ["cuprinol", "ronseal", "osmo", "barrettine", "protek"],
  varnish: ["ronseal", "cuprinol", "osmo", "blanchon", "rustins"],
  interiorfiller: ["toupret", "tetrion", "alabastine", "red devil"],
  maskingtape: ["scotchblue"],
  painttool: ["harris brush", "harris roller", "purdy", "wooster", "hamilton brush", "prodec", "fit for the job"],
  whitespirit: ["turpentine substitute"],
  sugarsoap: ["krud kutter"],
  // Plaster and plasterboard.
  plasterboard: ["lafarge", "placo", "gtec", "gib board", "gibraltar board"],
  multifinish: ["thistle multi finish", "british gypsum multi finish", "siniat multi finish"],
  bondingplaster: ["backing plaster", "backing coat", "base coat plaster"],
  hardwall: ["backing plaster", "backing coat", "base coat plaster"],
  jointfiller: ["gyproc easi fill", "toupret", "knauf jointing"],
  insulatedplasterboard: ["thermaline", "kooltherm"],
  cementboard: ["no more ply", "nomoreply", "durock", "wonderboard", "jackoboard", "jackon"],
  // Cements, additives and concrete.
  postfix: ["supamix"],
  plasticiser: ["feb", "febmix", "cementone"],
  waterproofer: ["feb", "febproof", "cementone", "sika 1"],
  frostproofer: ["feb", "febspeed", "cementone"],
  sbr: ["feb", "febond"],
  tanking: ["sika", "vandex", "cementone", "aquaseal"],
  selflevelling: ["ardex", "ultraplan", "instarmac", "ultrafloor", "mapei"],
  tileadhesive: ["mapei", "ultra tile", "ultratile", "norcros"],
  grout: ["ultracolor", "mapei", "norcros"],
  // Bricks, blocks and lintels.
  aircrete: ["toplite", "quinn lite", "h and h"],
  facingbrick: ["forterra", "wienerberger", "michelmersh"],
  lintel: ["keystone lintel", "birtley", "stressline"],
  walltie: ["ancon", "catnic tie"],
  // Insulation.
  eps: ["kay metzeler", "polyfoam", "jabfloor"],
  xps: ["polyfoam", "floormate", "ravatherm"],
  mineralwool: ["isover", "superglass", "earthwool", "crown wool"],
  multifoil: ["actis", "airtec"],
  pipelagging: ["climaflex", "armaflex", "climatube"],
  // Roofing.
  rooftile: ["sandtoft", "forticrete"],
  slate: ["cembrit", "cupa"],
  dpm: ["monarflex"],
  breathable: ["tyvek", "roofshield", "permo", "klober"],
  roofingfelt: ["ruberoid", "icopal"],
  roofsheet: ["ondura", "coroline", "corrapol", "corolux", "cladco"],
  flashingtape: ["flash band", "evo stik flashband", "aluband"],
  epdm: ["firestone", "rubberbond", "classicbond"],
  roofcoating: ["synthaprufe"],
  // Plumbing and drainage.
  drainpipe: ["osma", "hepworth", "wavin", "floplast", "polypipe", "brett martin"],
  soilpipe: ["osma", "wavin", "floplast", "polypipe"],
  gutter: ["floplast", "osma gutter", "polypipe gutter"],
  pushfit: ["polyplumb", "jg speedfit", "john guest", "tectite"],
  plasticpipe: ["qualpex"],
  compressionfitting: ["conex", "pegler", "prestex"],
  endfeed: ["kuterlite"],
  plumbjointing: ["hawk white", "plumbers mait", "jet blue", "fernox ls x"],
  soldering: ["fernox flux", "la co flux"],
  solventweld: ["tangit", "griffon"],
  trap: ["mcalpine"],
  // Fixings.
  woodscrew: ["spax", "turbo gold", "turbogold", "goldscrew", "reisser"],
  wallplug: ["fischer plug", "plasplug"],
  framefixing: ["fischer frame fixing", "rawl frame fixing"],
  resinanchor: ["hilti resin", "fischer resin", "rawl resin"],
  concretescrew: ["tapcon", "hilti screw", "fischer ultracut", "rawl r lx", "multimonti"],
  anchorbolt: ["raw bolt"],
  cavityfixing: ["gripit", "grip it", "snaptoggle"],
  joisthanger: ["simpson strong tie", "strong tie"],
  // Landscaping and fencing.
  pavingslab: ["marshalls", "bradstone", "stonemarket"],
  blockpaving: ["marshalls", "tegula", "drivesett", "bradstone"],
  pavingjoint: ["easyjoint", "easy joint", "geofix", "joint it", "steintec"],
  weedfabric: ["plantex"],
  fencepanel: ["forest garden"],
  subbase: ["dtp type 1", "dtp1 type 1"],
};
