import type { Db } from "../../server/db/client.server.ts";
import type { SearchRequest } from "../../server/search/search-products.server.ts";

type ExplainSearch = (db: Db, request: SearchRequest) => Promise<string[]>;

/** Requests whose plans show the engine's paths: full text, typo correction, sizes, synonyms, sorts, paging, nothing. */
export const EXPLAIN_REQUESTS: SearchRequest[] = [
  { q: "cement", sort: "relevance", category: null, limit: 20, offset: 0 },
  { q: "plasterbord", sort: "relevance", category: null, limit: 20, offset: 0 },
  { q: "47x100", sort: "relevance", category: null, limit: 20, offset: 0 },
  { q: "4x2", sort: "price_asc", category: "timber", limit: 20, offset: 0 },
  { q: "timber", sort: "merchants", category: null, limit: 24, offset: 48 },
  { q: "12.5mm plasterboard", sort: "relevance", category: null, limit: 20, offset: 0 },
  { q: "tap", sort: "relevance", category: null, limit: 20, offset: 0 },
];

// A path in a variable: the module may not exist yet, and the type checker must not require it.
const EXPLAIN_MODULE = "../../server/search/explain-search.server.ts";

/** The engine's explainSearch(), or null when this checkout has none. */
export async function loadExplainSearch(): Promise<ExplainSearch | null> {
  try {
    const module = (await import(EXPLAIN_MODULE)) as { explainSearch?: ExplainSearch };
    return typeof module.explainSearch === "function" ? module.explainSearch : null;
  } catch (error) {
    if ((error as { code?: string }).code === "ERR_MODULE_NOT_FOUND") return null;
    throw error;
  }
}

export function describeRequest(r: SearchRequest): string {
  const extras = [
    r.sort !== "relevance" ? `sort=${r.sort}` : "",
    r.category ? `category=${r.category}` : "",
    r.offset ? `offset=${r.offset}` : "",
  ].filter(Boolean);
  return `"${r.q}"${extras.length ? ` (${extras.join(", ")})` : ""}`;
}
