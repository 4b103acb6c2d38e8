/**
 * Session 24: a second round of makers', product lines' and system names that UK buyers use as the word for the
 * kind, written trade by trade from the counter's vocabulary (plaster and boards,
 * cement makers, walling and cavity sundries, roofing and flashing, rainwater and drainage systems, plumbing,
 * fixings, adhesives and sealants, tiling, decorating, landscaping). Each maps to the kind it names, never to a
 * maker: a query with one finds the kind from whichever maker the merchant stocks, the named maker's own products
 * first when it is stocked (one-way alsoFrom, merged by trade-synonyms.ts).
 *
 * ~260 names were checked against every synonym file: ~160 were read as their kind already; ~75 of the rest are here.
 * Left out: product lines' codes and names that catalogues print in titles ("TP10", "GA4000", "Thermawall", "Flexi
 * Slab", "Spacesaver", "Thermawrap", "K118"): read as the kind, they pulled other lines above the named line's own
 * sizes (set 2's exact names .92-.99 fell to .84-.92), and "Thermawrap" is an insulated plasterboard as well as a
 * foil. Kept out as trade-synonyms-brand-generics.ts keeps them out: one-edit misspellings (left to the correction),
 * names that are everyday words alone ("spit", "palace", "supreme", "brett", "hunter" and "tarmac" without their
 * kind's word), names one letter from an everyday word, which the correction would then reach ("hanson" read "hang"
 * as it, "mangers" is one letter from hangers, "sika boom", "fondu", "rugby"), makers of kinds no merchant here stocks (heating inhibitors, power tools), and "<maker> <kind word>"
 * phrases that would swallow the kind's own phrase beside them. Edit freely: the index records a hash of the data.
 */
export const BRAND_GENERIC_WORDS_2: Readonly<Record<string, readonly string[]>> = {
  // Insulation: the acoustic slab's code typed apart. Product lines' codes are left out (below).
  acousticinsulation: ["rwa 45"],
  // Plaster, boards and beads.
  plasterboard: ["habito", "duragyp"],
  cementboard: ["kerdi board", "durabase"],
  // Not "driwall" alone: "dri wall" typed apart is joined before the tables, and "dri wall screws" are drywall screws.
  dabadhesive: ["dri wall adhesive", "driwall adhesive", "gyproc adhesive"],
  anglebead: ["expamet", "expamet bead"],
  stopbead: ["expamet", "expamet stop bead"],
  // Cement, lime and concrete sundries by their makers.
  opc: ["castle cement", "ribblesdale", "cemex cement", "tarmac cement", "lafarge cement"],
  rapidcement: ["ciment fondu"],
  hydratedlime: ["limbux"],
  hydrauliclime: ["st astier", "saint astier"],
  sbr: ["bond aid", "bondaid"],
  selflevelling: ["k15", "ardex k15"],
  // Walling and the cavity's sundries.
  walltie: ["staifix", "twistfix", "helifix", "hyten"],
  cavitytray: ["timloc", "cavitray"],
  weepvent: ["timloc"],
  airbrick: ["timloc"],
  // Roofing: liquid coatings, lead's replacements and slates by their makers.
  roofcoating: ["acrypol", "decothane"],
  flashingtape: ["wakaflex", "ubiflex", "easyflash"],
  slate: ["tapco", "tapco slate"],
  // Rainwater and drainage systems by their makers' names.
  gutter: ["hunter gutter", "hunter guttering", "hunter hi cap"],
  downpipe: ["hunter downpipe"],
  drainpipe: ["supersleve", "hepsleve", "ultrarib", "ridgidrain"],
  soakaway: ["polystorm"],
  // Plumbing.
  isolatingvalve: ["isoflex"],
  plumbjointing: ["rocol"],
  ptfetape: ["gas ptfe"],
  trap: ["hepvo"],
  // Fixings by the makers' names for the family.
  woodscrew: ["timco"],
  concretescrew: ["screwbolt", "screw bolt"],
  wirenail: ["paslode", "paslode nails"],
  // Adhesives and sealants: the hybrid polymers are both.
  grabadhesive: ["ob1", "ob 1", "ms polymer", "hybrid polymer adhesive"],
  sealant: ["ob1", "ob 1", "ms polymer sealant", "hybrid sealant"],
  // Tiling.
  tileadhesive: ["dunlop", "tilemaster"],
  grout: ["dunlop", "tilemaster"],
  // Decorating.
  stainblock: ["kilz", "bullseye", "bullseye 123"],
  contiboard: ["contiplas"],
  floorchipboard: ["egger flooring", "peel clean"],
  // Landscaping.
  blockpaving: ["tobermore"],
  pavingslab: ["tobermore"],
  chippings: ["kelkay"],
  peagravel: ["kelkay"],
  pavingjoint: ["rompox"],
  kerb: ["everedge"],
};
