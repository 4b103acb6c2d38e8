import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import type { Database } from "../db/client.server.ts";
import { queryRows } from "../db/query-rows.server.ts";
import { testDatabases } from "../../tests/setup/test-databases.ts";
import { createListedProduct } from "../../tests/setup/factories.ts";
import { CATEGORY_TEXTS } from "./build-search-document.ts";
import { namingCategories } from "./match-documents.server.ts";
import { refreshSearchDocuments } from "./refresh-search-documents.server.ts";
import { groupToken } from "./synonym-phrases.ts";
import { TRADE_SYNONYMS } from "./trade-synonyms.ts";

describe.each(testDatabases())("the category part of the score on $name", (engine) => {
  let database: Database;
  beforeEach(async () => {
    database = await engine.open();
  });
  afterEach(async () => {
    await database.close();
  });

  // The score asks "does a term name the product's category" once per query (namingCategories) instead of
  // reading each document's C part; both must give the same answer for every category and every expression.
  it("names exactly the categories whose documents match the expression in their category words", async () => {
    const ids: number[] = [];
    for (const { category } of CATEGORY_TEXTS)
      ids.push((await createListedProduct(database.db, { name: `Widget ${category}`, category })).id);
    await refreshSearchDocuments(database.db, ids);

    const categoryWords = CATEGORY_TEXTS.flatMap((c) => c.text.split(" ")).filter((w) => /^[a-z]+$/.test(w));
    const expressions = [
      ...new Set([...categoryWords, ...TRADE_SYNONYMS.map((g) => groupToken(g.key))]),
      "(roof <-> tile)",
      "(sheet <-> material)",
      "timber | sand",
      "(concrete | zzsynballast)",
      "widget",
      "board",
    ];
    for (const expression of expressions) {
      const weighted = expression.replace(/([a-z0-9]+)(?=$|[ )])/g, "$1:C");
      const rows = await queryRows<{ viaDocument: string[] | null; viaCategories: string[] | null }>(
        database.db,
        sql`select
          (select array_agg(d.category order by d.category) from search_documents d
            where d.document @@ to_tsquery('english', ${weighted})) as "viaDocument",
          (select array_agg(d.category order by d.category) from search_documents d
            where d.category = any(${namingCategories(expression)})) as "viaCategories"`,
      );
      expect({ expression, categories: rows[0]!.viaCategories ?? [] }).toEqual({
        expression,
        categories: rows[0]!.viaDocument ?? [],
      });
    }
    // Not vacuous: some expressions name categories, and "widget" (a name word, weight A) names none.
    const named = await queryRows<{ n: number }>(
      database.db,
      sql`select cardinality(${namingCategories("timber | sand")})::int as n`,
    );
    expect(named[0]!.n).toBe(2);
  });
});
