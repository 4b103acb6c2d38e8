import type { Db } from "../../server/db/client.server.ts";
import { searchProducts } from "../../server/search/search-products.server.ts";

/** The names /search ranks first for a query, in order: what ranking tests compare. */
export async function searchedNames(db: Db, q: string): Promise<string[]> {
  const page = await searchProducts(db, { q, sort: "relevance", category: null, limit: 10, offset: 0 });
  return page.results.map((r) => r.name);
}
