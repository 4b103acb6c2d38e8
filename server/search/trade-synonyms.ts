/**
 * The trade's words for the same thing, kept as data. Edit freely: the search index records a
 * hash of this list and rebuilds itself on the next start when it changes.
 *
 * - `terms` are equivalent: a product whose name, brand, merchants' titles or category uses any
 *   of them is indexed under the group, and a query using any of them searches the group.
 * - `alsoFrom` is one-way: brands and loose words people use for the group's products
 *   ("kingspan" for any PIR board). A query with one finds its own products first, then the group's.
 * - Phrases are written as people type them; both sides are canonicalised the same way
 *   (lower case, singular, units glued), so "breeze blocks" matches "breeze block".
 * - Keep phrases specific: a generic single word ("lime", "plaster") would pull every product that
 *   mentions it into the group.
 *
 * Nominal timber and sheet sizes ("4x2", "8x4") are sizes, not words: see nominal-sizes.ts.
 */
import { ENVELOPE_SYNONYMS } from "./trade-synonyms-envelope.ts";
import { SUNDRY_SYNONYMS } from "./trade-synonyms-sundries.ts";
import { TASK_SYNONYMS } from "./trade-synonyms-tasks.ts";
import { BRAND_WORDS } from "./trade-synonyms-brands.ts";
import { REGIONAL_GROUPS, REGIONAL_WORDS } from "./trade-synonyms-regional.ts";
import { YARD_GROUPS, YARD_WORDS } from "./trade-synonyms-yard.ts";
import { COUNTER_GROUPS, COUNTER_WORDS } from "./trade-synonyms-counter.ts";
import { SLANG_GROUPS, SLANG_WORDS } from "./trade-synonyms-slang.ts";
import { ELSEWHERE_GROUPS, ELSEWHERE_WORDS } from "./trade-synonyms-elsewhere.ts";
import { EVERYDAY_GROUPS, EVERYDAY_WORDS } from "./trade-synonyms-everyday.ts";
import { AGGREGATE_GROUPS } from "./trade-synonyms-aggregates.ts";
import { SITE_GROUPS, SITE_TITLES, SITE_WORDS } from "./trade-synonyms-site-trades.ts";
import { FINISHING_GROUPS, FINISHING_TITLES, FINISHING_WORDS } from "./trade-synonyms-finishing-trades.ts";
import { BUILDING_GROUPS, BUILDING_TITLES, BUILDING_WORDS } from "./trade-synonyms-building-names.ts";
import { HEAVY_WORDS } from "./trade-synonyms-heavy-names.ts";
import { MERCHANT_WORDS } from "./trade-synonyms-merchant-names.ts";
import { OUTSIDE_GROUPS, OUTSIDE_WORDS } from "./trade-synonyms-outside-kinds.ts";
import { BRAND_GENERIC_WORDS } from "./trade-synonyms-brand-generics.ts";
import { PACK_NAME_WORDS } from "./trade-synonyms-pack-names.ts";
import { SHAPE_GROUPS, SHAPE_TITLES, SHAPE_WORDS } from "./trade-synonyms-shape-names.ts";
import { BRAND_GENERIC_WORDS_2 } from "./trade-synonyms-brand-generics-2.ts";
import { EVERYDAY_NAME_GROUPS, EVERYDAY_NAME_WORDS } from "./trade-synonyms-everyday-names.ts";

export interface SynonymGroup {
  /** Letters only: becomes part of an index token, so never reuse one for a different meaning. */
  key: string;
  terms: readonly string[];
  alsoFrom?: readonly string[];
  /**
   * A quality or a pack (treated, sawn, bulk bag), not a kind of product: a name carrying it is still the kind
   * of product asked for. Ranking (memory-index/rank-documents.ts) ranks a product whose name says it is only
   * what the query asked for above one that is also another kind ("MDF board" over "MDF skirting" for "mdf").
   */
  attribute?: true;
  /**
   * Generic words for the group's kind that catalogues print only inside another product's name ("drywall
   * screw"): query-only like alsoFrom, and when one is the thing asked for (the query's last term: "drywall",
   * "drywall 12.5mm", not "drywall screws") it is read as the group's first term (parse-search-query.ts).
   */
  askedAs?: readonly string[];
  /**
   * A kind named only by a use or a job (use-words.ts, use-verbs.ts: "protecting plaster corners" → angle bead):
   * its terms index products, but a query typing them is not read as the group, so "decking screws" keeps its
   * word-by-word matches (wood screws after the decking screws) as before the group existed. alsoFrom still asks.
   */
  indexOnly?: true;
  /** Groups whose terms in the same text make it that kind, not this one ("patio jointing compound"). */
  notWith?: readonly string[];
}

const GROUPS: readonly SynonymGroup[] = [
  // Aggregates, sands, decorative stone, topsoil and bulk bags: trade-synonyms-aggregates.ts.
  ...AGGREGATE_GROUPS,
  // Cement, concrete, mortar, plaster, lime.
  { key: "opc", terms: ["opc", "portland cement", "ordinary portland cement", "general purpose cement"] },
  { key: "rapidcement", terms: ["rapid set cement", "rapid hardening cement", "quick set cement", "fast set cement"] },
  {
    key: "postfix",
    terms: ["postcrete", "post fix", "postfix", "post mix", "postmix", "post concrete", "fence post concrete"],
  },
  {
    key: "concretemix",
    terms: ["concrete mix", "ready mix concrete", "ready mixed concrete", "readymix concrete", "dry concrete mix"],
    // What a base or a footing is cast from (ballast and cement follow: see "ballast").
    alsoFrom: ["concrete base", "foundation concrete", "footing concrete"],
  },
  {
    key: "mortarmix",
    terms: ["mortar mix", "ready mix mortar", "ready mixed mortar", "premixed mortar", "dry mortar mix"],
  },
  { key: "hydratedlime", terms: ["hydrated lime", "builders lime", "bagged lime"] },
  {
    key: "multifinish",
    terms: ["multi finish", "multifinish", "finishing plaster", "skim plaster", "skimming plaster", "finish plaster"],
    alsoFrom: ["thistle"],
  },
  {
    key: "bondingplaster",
    terms: ["bonding coat", "bonding plaster", "bonding undercoat"],
    alsoFrom: ["undercoat plaster", "plaster undercoat"],
  },
  // A different undercoat (for high-suction masonry): not what "bonding plaster" asks for.
  // An undercoat plaster is a hardwall (or browning) first, a bonding coat after: both are undercoats.
  {
    key: "hardwall",
    terms: ["hardwall", "browning plaster", "hardwall plaster", "undercoat plaster", "plaster undercoat"],
  },
  {
    key: "jointfiller",
    notWith: ["pavingjoint", "plumbjointing"],
    terms: ["jointing compound", "joint compound", "joint filler", "jointing filler", "easi fill", "easifill"],
  },
  // Adhesives.
  {
    key: "grabadhesive",
    // Product lines that are nothing but grab adhesive are indexed as it.
    terms: [
      "grab adhesive",
      "grab glue",
      "instant grab",
      "construction adhesive",
      "high grab adhesive",
      "no more nails",
      "no nails",
      "stixall",
      "gripfill",
      "pinkgrip",
      "pink grip",
    ],
    // "Glue" in the trade is a grab adhesive or PVA, not tile adhesive; "adhesive" finds them after its own words.
    alsoFrom: ["glue", "adhesive"],
  },
  // Plasterboard stuck to masonry with dabs of a gypsum adhesive ("dot and dab"): not a grab adhesive.
  {
    key: "dabadhesive",
    terms: [
      "dab adhesive",
      "dot and dab",
      "dot and dab adhesive",
      "drywall adhesive",
      "plasterboard adhesive",
      "dry wall adhesive",
      "board adhesive",
    ],
  },
  { key: "pva", terms: ["pva", "pva glue", "pva adhesive", "wood glue"], alsoFrom: ["glue"] },
  {
    key: "caulk",
    terms: ["caulk", "decorators caulk", "decorator caulk", "painters caulk", "painter caulk", "acrylic caulk"],
  },
  { key: "render", terms: ["render", "rendering", "k rend", "monocouche"] },
  { key: "sbr", terms: ["sbr", "bonding agent", "sbr bonding"] },
  {
    key: "sealant",
    terms: ["sealant", "silicone", "silicone sealant", "sanitary silicone", "frame sealant", "mastic"],
  },
  // Bricks, blocks, lintels and walling.
  {
    key: "concreteblock",
    terms: ["concrete block", "breeze block", "cinder block", "dense block", "dense concrete block", "solid block"],
  },
  // What footings are built with below ground.
  { key: "trenchblock", terms: ["trench block", "foundation block", "trenchblock"] },
  {
    key: "aircrete",
    // Makers that make nothing but aircrete are indexed as it ("Celcon Solar Grade Block").
    terms: [
      "aerated block",
      "aircrete block",
      "aircrete",
      "lightweight block",
      "thermal block",
      "thermalite",
      "celcon",
    ],
    // Many buyers call any building block a breeze block: the lighter blocks follow the dense ones.
    alsoFrom: ["handh", "breeze block", "cinder block"],
  },
  { key: "engineeringbrick", terms: ["engineering brick", "class b brick", "class a brick", "class b engineering"] },
  { key: "facingbrick", terms: ["facing brick", "face brick", "facer", "stock brick"] },
  { key: "commonbrick", terms: ["common brick", "fletton"] },
  { key: "lintel", terms: ["lintel", "lintol"], alsoFrom: ["catnic", "ig lintel", "naylor"] },
  { key: "walltie", terms: ["wall tie", "cavity wall tie", "brick tie", "cavity tie"] },
  { key: "dpc", terms: ["dpc", "damp proof course", "damp course"] },
  { key: "airbrick", terms: ["air brick", "airbrick", "air vent brick", "vent brick"] },
  // Timber and sheet materials.
  // The American word: sawn and planed sections, whatever the grade.
  { key: "timber", attribute: true, terms: ["timber", "lumber"] },
  { key: "plywood", terms: ["plywood", "ply", "ply board", "ply sheet"], alsoFrom: ["wbp ply", "wbp", "exterior ply"] },
  // WBP and exterior ply are asked for by grade, not by face: any exterior or structural plywood follows the marine.
  { key: "marineply", terms: ["marine ply", "marine plywood", "wbp ply", "exterior ply", "exterior plywood"] },
  { key: "osb", terms: ["osb", "oriented strand board", "sterling board", "stirling board", "osb3", "osb 3"] },
  { key: "mdf", terms: ["mdf", "medium density fibreboard"] },
  { key: "chipboard", terms: ["chipboard", "particle board", "particleboard"] },
  // Flooring-grade (P5) tongue and groove boards: what "loft boards" are.
  {
    key: "floorchipboard",
    attribute: true,
    terms: [
      "chipboard flooring",
      "flooring chipboard",
      "chipboard floor",
      "p5 chipboard",
      "flooring grade chipboard",
      "loft board",
      "loft boarding",
      "loft panel",
      "loft flooring",
      "loft floor board",
    ],
  },
  { key: "hardboard", terms: ["hardboard", "masonite"] },
  {
    key: "cls",
    terms: ["cls", "studwork", "stud timber", "studwork timber", "canadian lumber standard"],
    alsoFrom: ["stud", "stud wall", "partition timber"],
  },
  {
    key: "treated",
    attribute: true,
    terms: ["treated", "tanalised", "tanalized", "tantalised", "pressure treated", "tanalith", "green treated"],
  },
  {
    key: "sawn",
    attribute: true,
    terms: ["sawn", "rough sawn", "carcassing", "carcassing timber"],
    // What the sections are for: "6x2 joist" means sawn 47 x 150 mm.
    alsoFrom: ["joist", "floor joist", "roof joist", "rafter", "noggin", "purlin", "structural timber"],
  },
  // Named joists (a decking frame's): the use-word table (use-words.ts) ranks them for "…for decking frame".
  { key: "joist", attribute: true, terms: ["decking joist", "deck joist", "floor joist"] },
  {
    key: "planed",
    attribute: true,
    terms: ["planed", "smooth planed"],
  },
  // Dressed timber (PSE and PAR, used for each other): a narrower ask than "planed", which CLS studwork also is.
  {
    key: "dressed",
    attribute: true,
    terms: ["pse", "par", "planed all round", "planed square edge", "planed square edged"],
    alsoFrom: ["planed", "smooth planed"],
  },
  { key: "decking", terms: ["decking", "deck board", "decking board", "decking boards"] },
  { key: "fencepost", terms: ["fence post", "fencing post", "gate post"] },
  { key: "scaffoldboard", terms: ["scaffold board", "scaffolding board", "scaffold plank", "scaff board"] },
  // Laths is the older (and northern) word for the same roofing battens.
  {
    key: "batten",
    terms: ["roofing batten", "roof batten", "tile batten", "slating batten", "tile lath", "roofing lath", "roof lath"],
  },
  { key: "sleeper", terms: ["railway sleeper", "garden sleeper", "sleeper", "landscape sleeper"] },
  { key: "featheredge", terms: ["featheredge", "feather edge", "featheredge board", "fence board"] },
  // Mouldings.
  { key: "skirting", terms: ["skirting", "skirting board", "skirt board", "skirtings"] },
  { key: "architrave", terms: ["architrave", "door trim", "door casing", "door surround"] },
  // Plasterboard, insulation, roofing, drainage, landscaping and fixings: trade-synonyms-envelope.ts.
  ...ENVELOPE_SYNONYMS,
  // Plumbing fittings, anchors, screws, compounds and roof and wall details: trade-synonyms-sundries.ts.
  ...SUNDRY_SYNONYMS,
  // Kinds a DIY task names by what they do (beads, straps, tanking, tiling): trade-synonyms-tasks.ts.
  ...TASK_SYNONYMS,
  // Kinds first named by their regional, American or genericised names: trade-synonyms-regional.ts.
  ...REGIONAL_GROUPS,
  // More kinds by the names a merchant's counter hears: trade-synonyms-yard.ts.
  ...YARD_GROUPS,
  // Kinds found missing by session 13's family-by-family audit: trade-synonyms-counter.ts.
  ...COUNTER_GROUPS,
  // Site slang, American and older names, family by family (session 15): trade-synonyms-slang.ts.
  ...SLANG_GROUPS,
  // American, Commonwealth and chemists' names, and the plain words for trade terms: trade-synonyms-elsewhere.ts.
  ...ELSEWHERE_GROUPS,
  // Everyday and yard names written family by family in session 17: trade-synonyms-everyday.ts.
  ...EVERYDAY_GROUPS,
  // Session 18's trade-by-trade names, site and finishing trades: trade-synonyms-site-trades.ts, -finishing-trades.ts.
  ...SITE_GROUPS,
  ...FINISHING_GROUPS,
  // Session 19's heavy-side names still missing (split spellings, older and American names): -building-names.ts.
  ...BUILDING_GROUPS,
  // Session 22: outside kinds by colour, shape and feature (stone colours, lintels, weep vents): -outside-kinds.ts.
  ...OUTSIDE_GROUPS,
  // Session 23: fittings by the letter of their shape (tee, Y branch): -shape-names.ts.
  ...SHAPE_GROUPS,
  // Session 24: everyday names' new kinds (gutter sealant, zinc plated, wall starters): -everyday-names.ts.
  ...EVERYDAY_NAME_GROUPS,
];
const UK_WORDS = [BRAND_WORDS, REGIONAL_WORDS, YARD_WORDS, COUNTER_WORDS, SLANG_WORDS];
// Session 20's heavy-side names, kind by kind: trade-synonyms-heavy-names.ts.
const MORE_WORDS = [
  ...UK_WORDS,
  ELSEWHERE_WORDS,
  EVERYDAY_WORDS,
  SITE_WORDS,
  FINISHING_WORDS,
  BUILDING_WORDS,
  HEAVY_WORDS,
  // Session 21's counter names still missing (setting speed, joined and American spellings): -merchant-names.ts.
  MERCHANT_WORDS,
  OUTSIDE_WORDS,
  // Session 23: makers' names used for the kind, fittings' letter names, pack names (-brand-generics.ts, …).
  ...[BRAND_GENERIC_WORDS, SHAPE_WORDS, PACK_NAME_WORDS],
  // Session 24: makers' names, second round, and everyday and short-form names (-brand-generics-2.ts, -everyday-names.ts).
  ...[BRAND_GENERIC_WORDS_2, EVERYDAY_NAME_WORDS],
];
/** Further catalogue titles of grouped kinds (noun-first and joined spellings), indexed as the group's terms. */
const MORE_TITLES = [SITE_TITLES, FINISHING_TITLES, BUILDING_TITLES, SHAPE_TITLES];

/**
 * The groups, each with the makers' names (trade-synonyms-brands.ts) and the regional, American and yard names
 * (trade-synonyms-regional.ts, -yard.ts, -counter.ts, -slang.ts, -elsewhere.ts) buyers use for its kind in alsoFrom.
 */
export const TRADE_SYNONYMS: readonly SynonymGroup[] = GROUPS.map((group) => {
  const more = MORE_WORDS.flatMap((words) => words[group.key] ?? []);
  const titles = MORE_TITLES.flatMap((words) => words[group.key] ?? []);
  const terms = titles.length > 0 ? [...group.terms, ...titles] : group.terms;
  return more.length > 0 || titles.length > 0
    ? { ...group, terms, alsoFrom: more.length > 0 ? [...(group.alsoFrom ?? []), ...more] : group.alsoFrom }
    : group;
});
