import { openDatabase } from "../../server/db/client.server.ts";
import { explainSearch } from "../../server/search/explain-search.server.ts";
import type { SearchRequest } from "../../server/search/search-products.server.ts";

/** Requests whose plans show the engine's paths: full text, typo correction, sizes, synonyms, sorts, paging, nothing. */
const EXPLAIN_REQUESTS: SearchRequest[] = [
  { q: "cement", sort: "relevance", category: null, limit: 20, offset: 0 },
  { q: "plasterbord", sort: "relevance", category: null, limit: 20, offset: 0 },
  { q: "47x100", sort: "relevance", category: null, limit: 20, offset: 0 },
  { q: "4x2", sort: "price_asc", category: "timber", limit: 20, offset: 0 },
  { q: "timber", sort: "merchants", category: null, limit: 24, offset: 48 },
  { q: "12.5mm plasterboard", sort: "relevance", category: null, limit: 20, offset: 0 },
  { q: "tap", sort: "relevance", category: null, limit: 20, offset: 0 },
];

function describeRequest(r: SearchRequest): string {
  const extras = [
    r.sort !== "relevance" ? `sort=${r.sort}` : "",
    r.category ? `category=${r.category}` : "",
    r.offset ? `offset=${r.offset}` : "",
  ].filter(Boolean);
  return `"${r.q}"${extras.length ? ` (${extras.join(", ")})` : ""}`;
}

/** Prints and returns the executed plan of each EXPLAIN_REQUESTS search (--explain). */
export async function explainPlans(database: {
  url: string;
  kind: string;
}): Promise<{ request: string; plan: string[] }[]> {
  const opened = await openDatabase(database.url);
  try {
    const plans: { request: string; plan: string[] }[] = [];
    for (const request of EXPLAIN_REQUESTS) {
      const plan = await explainSearch(opened.db, request);
      plans.push({ request: describeRequest(request), plan });
      console.log(`\nEXPLAIN (ANALYZE, BUFFERS) ${describeRequest(request)} on ${database.kind}:`);
      console.log(plan.map((line) => `  ${line}`).join("\n"));
    }
    return plans;
  } finally {
    await opened.close();
  }
}
