import type { UseVerb } from "./use-verbs.ts";

/**
 * Finishing bare or old wood by the job's verb (use-verbs.ts explains the fields and reads these in place): indoor
 * joinery and furniture are stained for colour and varnished or lacquered for wear, a deck and garden furniture are
 * oiled. Trade knowledge, written for every piece of wood a DIYer finishes, not per query. After the decorating
 * entries (use-verbs-decorating.ts), which keep fences and sheds (a fence stain) and painted woodwork (gloss).
 * Only -ing forms lead: "varnish", "oil" and "stain" alone are the products' own words.
 */
const INDOOR_WOOD = [
  ...["wood", "wooden", "pine", "oak", "table", "furniture", "floorboard", "floor", "door", "stair", "staircase"],
  ...["banister", "bannister", "handrail", "newel", "shelf", "shelving", "chair", "cabinet", "dresser"],
  ...["sideboard", "wardrobe", "bookcase", "worktop", "skirting", "beam", "timber", "mantel", "mantelpiece"],
];
const OUTDOOR_OILED = ["deck", "decking", "garden furniture", "garden bench", "bench", "picnic table", "pergola"];

export const WOODWORK_VERBS: readonly UseVerb[] = [
  // Colour first, then a clear coat over it.
  { verbs: ["staining", "restaining"], objects: INDOOR_WOOD, groups: ["woodstain", "varnish"] },
  { verbs: ["varnishing", "revarnishing", "lacquering", "relacquering"], groups: ["varnish"] },
  { verbs: ["oiling", "reoiling"], objects: OUTDOOR_OILED, groups: ["deckingoil"] },
];
