import type { SynonymGroup } from "./trade-synonyms.ts";

/**
 * Session 17: the everyday, yard and older names buyers type for stocked kinds, written family by family (roofing
 * battens and their underlays, dressed timber, door linings, end-feed fittings, dust sheets, water butts, crushed
 * stone, jointing compound, exterior wood treatments, wall mouldings, decorative aggregates), as every common way
 * of saying each kind, kept as data beside trade-synonyms-elsewhere.ts (same fields, merged by trade-synonyms.ts).
 *
 * - EVERYDAY_WORDS: names for kinds that already have a group (one-way alsoFrom: a query with one finds the kind).
 * - EVERYDAY_GROUPS: kinds with no group before: `terms` are how merchants title them, alsoFrom the other names.
 *
 * A name with a kit or set word ("jamb kit") is written whole: a kit word alone names no kind, so without the
 * phrase the query would hold a word no title uses and find nothing.
 *
 * Risk: a name that is also an ordinary word of another kind's titles pulls that kind in. Bare "yorkshire" stays
 * out (Yorkshire stone paving): only the fitting's phrases are here. Bare "lath" stays out (plasterers' lath).
 * Edit freely: the search index records a hash of the synonym data.
 */
export const EVERYDAY_WORDS: Readonly<Record<string, readonly string[]>> = {
  // Roofing battens: the tiler's and slater's own words, and the older "lath".
  batten: [
    ...["tiling batten", "tiling lath", "slating lath", "slate batten", "slate lath", "tile battening"],
    ...["roof battening", "roofing battening", "treated roof batten", "roof tiling batten"],
  ],
  // A breathable underlay under tiles: the Scots and the roofers' names for it.
  breathable: [
    ...["sarking membrane", "roof sarking membrane", "sarking underlay", "breather underlay", "breather roof membrane"],
    ...["vapour permeable membrane", "vapour permeable underlay", "vp membrane", "roof wrap", "house wrap"],
  ],
  // Planed (dressed) softwood by its shop and yard names.
  dressed: [
    ...["stripwood", "strip wood", "timber strip", "planed timber", "planed softwood", "dressed timber"],
    ...["dressed all round", "prepared timber", "planed all round timber", "smooth timber"],
  ],
  // A door lining sold as a set, by the words for a frame.
  doorlining: [
    ...["door jamb kit", "door jamb set", "jamb kit", "jamb set", "door lining kit", "door frame set"],
    ...["internal door lining", "door frame lining kit", "door casing kit", "internal door casing"],
  ],
  // Solder-ring fittings by the old maker's name, fitting by fitting.
  endfeed: [
    ...["yorkshire elbow", "yorkshire tee", "yorkshire bend", "yorkshire coupler", "yorkshire coupling"],
    ...["yorkshire straight", "yorkshire reducer", "yorkshire fittings", "solder ring elbow", "solder ring tee"],
  ],
  // Dust sheets by the American and decorators' words (the group is index-only: these still ask for it).
  dustsheet: [
    ...["drop cloth", "decorators drop cloth", "painters drop sheet", "decorating sheet", "decorators sheet"],
    ...["protective sheet", "dust sheets", "floor protection sheet", "painting dust sheet", "cotton twill sheet"],
  ],
  // Decorative aggregates: a garden's "decorative stone" is its gravels, pebbles and cobbles as much as chippings.
  pebble: ["decorative stone", "decorative aggregate", "landscaping stone", "garden stones", "ornamental stone"],
  peagravel: ["decorative stone", "decorative aggregate", "decorative gravel", "garden gravel", "ornamental gravel"],
  // Crushed stone named by its rock: the same scalpings or sub-base, bought for the same job.
  scalpings: ["limestone scalpings", "granite scalpings", "crushed stone", "crushed rock", "quarry waste"],
  subbase: ["limestone scalpings", "crushed limestone", "limestone dust", "road stone", "roadstone", "mot type one"],
  // Drywall jointing by the American and tapers' names.
  jointfiller: ["drywall mud", "joint mud", "taping compound", "drywall joint compound", "all purpose joint compound"],
  // Exterior wood treatments, whichever the product is (a shed and fence treatment, a preserver, a decking oil).
  fencestain: ["wood treatment", "timber treatment", "exterior wood treatment", "wood protector", "timber protector"],
  deckingoil: ["wood treatment", "timber treatment", "exterior wood treatment", "deck treatment", "decking treatment"],
  // Studwork timber by the carpenter's names for its pieces.
  cls: ["noggin", "noggins", "nogging", "studding", "stud work timber", "wall stud", "timber stud"],
};

export const EVERYDAY_GROUPS: readonly SynonymGroup[] = [
  // Wall mouldings titled by their own names (the trade's words "moulding" and "trim" ask for them:
  // department-words.ts).
  { key: "dadorail", terms: ["dado rail", "chair rail", "dado moulding", "dado"] },
  { key: "picturerail", terms: ["picture rail", "picture rail moulding", "picture moulding"] },
  // Garden water storage: the butt and its barrel and tank names (stands and diverters are their own kinds).
  {
    key: "waterbutt",
    terms: ["water butt", "rainwater butt", "rain butt", "garden water butt"],
    alsoFrom: ["rain barrel", "rainwater barrel", "water barrel", "rain water butt", "rainwater tank", "rain tank"],
  },
];
