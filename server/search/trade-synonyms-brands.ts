/**
 * Makers' and product-line names that UK buyers use for a whole kind of product ("unibond pva", "jablite",
 * "everbuild sealant"), by trade-synonym group key. trade-synonyms.ts adds them to each group's alsoFrom: one-way,
 * so a query naming one finds the kind (its own products first when the catalogue stocks the maker), and a product
 * is never indexed under a kind for carrying the name. A maker that makes many kinds is listed under each: beside
 * a kind word ("unibond pva") the query keeps only the kind both name.
 *
 * Risk: a name that is also an ordinary word would turn that word into the kind; keep to names that mean nothing
 * else in a building-supplies catalogue. Edit freely: the search index records a hash of the synonym data.
 */
export const BRAND_WORDS: Readonly<Record<string, readonly string[]>> = {
  pva: ["unibond", "evo stik", "evostik", "everbuild", "bostik"],
  grabadhesive: ["unibond", "evo stik", "evostik", "everbuild", "bostik", "sikaflex", "ct1"],
  sealant: ["unibond", "evo stik", "evostik", "everbuild", "bostik", "dow corning", "geocel", "ct1", "sikaflex"],
  expandingfoam: ["everbuild", "soudal"],
  caulk: ["everbuild", "unibond", "evo stik"],
  eps: ["kay metzeler", "polyfoam"],
  xps: ["polyfoam"],
  mineralwool: ["isover", "superglass", "earthwool"],
  plasterboard: ["lafarge", "placo", "gtec"],
  bondingplaster: ["backing plaster", "backing coat", "base coat plaster"],
  hardwall: ["backing plaster", "backing coat", "base coat plaster"],
  jointfiller: ["gyproc easi fill", "toupret", "knauf jointing"],
  subbase: ["dtp type 1", "dtp1 type 1"],
  dpm: ["monarflex"],
  breathable: ["tyvek", "roofshield"],
  drainpipe: ["osma", "hepworth", "wavin", "floplast", "polypipe"],
  soilpipe: ["osma", "wavin", "floplast", "polypipe"],
  gutter: ["floplast", "osma gutter", "polypipe gutter"],
  pushfit: ["polyplumb", "jg speedfit", "john guest"],
  wallplug: ["fischer plug"],
  framefixing: ["fischer frame fixing", "rawl frame fixing"],
  resinanchor: ["hilti resin", "fischer resin", "rawl resin"],
  concretescrew: ["tapcon", "hilti screw", "fischer ultracut", "rawl r lx"],
  lintel: ["keystone lintel", "birtley"],
  walltie: ["ancon", "catnic tie"],
  cementboard: ["durabase", "wedi", "marmox"],
  roofsheet: ["ondura", "coroline"],
  flashingtape: ["flash band", "evo stik flashband"],
  epdm: ["firestone", "rubberbond", "classicbond"],
};
