import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { queryRows } from "../db/query-rows.server.ts";
import { testDatabases, freshTestDatabase } from "../../tests/setup/test-databases.ts";
import { writeTsvFeed, type FeedItem } from "../../tests/setup/feed-files.ts";
import { importFeed } from "./import-feed.server.ts";

const BOILERPLATE = "<li>Free delivery on orders over £150 &amp; prices include VAT</li>";

/** Six items of one merchant, each description ending with the same delivery line. */
const shoutingMerchant: FeedItem[] = [
  ["BRITISH GYPSUM LTD GYPROC WB PLASTERBOARD TE 15MM 2400X1200", "5012345000015", "Fire-rated wallboard."],
  ["TARMAC BLUE CIRCLE POSTCRETE 20KG", "5012345000022", "Sets in ten minutes."],
  ["C24 KILN DRIED CLS TIMBER 38 X 89MM 2.4M", "5012345000039", "Studwork."],
  ["OSB3 STERLING BOARD 18MM 2440 X 1220", "5012345000046", "Structural board."],
  ["MARSHALLS SHARP SAND 25KG", "5012345000053", "Washed sharp sand."],
  ["KINGSPAN TP10 PIR BOARD 100MM 2400 X 1200", "5012345000060", "Insulation board."],
].map(([title, gtin, text], i) => ({
  id: `S-${i}`,
  title: title!,
  gtin: gtin!,
  price: "10.00 GBP",
  description: `<p>${text}</p><ul>${BOILERPLATE}</ul>`,
}));

describe.each(testDatabases())("product names and descriptions from imports on $name", (engine) => {
  const database = freshTestDatabase(engine, { perTest: true });
  const products = () =>
    queryRows<{ name: string; description: string }>(
      database.db,
      sql`select name, description from products order by id`,
    );

  it("names a product in readable case when every merchant shouts, and drops a merchant's repeated lines", async () => {
    await importFeed(database.db, { merchant: { slug: "shouty" }, sources: [writeTsvFeed(shoutingMerchant)] });
    const [board, postcrete] = await products();
    expect(board!.name).toMatch(/^British Gypsum Ltd Gyproc WB Plasterboard TE 15mm 2400x1200$/);
    expect(postcrete!.name).toBe("Tarmac Blue Circle Postcrete 20kg");
    for (const p of await products()) expect(p.description).not.toContain("Free delivery");
    expect(board!.description).toBe("Fire-rated wallboard.");

    // A second merchant writes the board properly and describes it at length: its name and text win.
    await importFeed(database.db, {
      merchant: { slug: "proper" },
      sources: [
        writeTsvFeed([
          {
            id: "P-1",
            title: "Gyproc FireLine Plasterboard Tapered Edge 15mm 2400 x 1200mm",
            gtin: "5012345000015",
            price: "12.00 GBP",
            description:
              "Fire-resistant gypsum board with glass fibre, for walls and ceilings needing fire protection.",
          },
        ]),
      ],
    });
    const [renamed] = await products();
    expect(renamed!.name).toBe("Gyproc FireLine Plasterboard Tapered Edge 15mm 2400 x 1200mm");
    expect(renamed!.description).toContain("Fire-resistant gypsum board");

    // Same offer, new price and a new description (not an identity change): the product's text follows.
    await importFeed(database.db, {
      merchant: { slug: "proper" },
      sources: [
        writeTsvFeed([
          {
            id: "P-1",
            title: "Gyproc FireLine Plasterboard Tapered Edge 15mm 2400 x 1200mm",
            gtin: "5012345000015",
            price: "11.50 GBP",
            description:
              "Fire-resistant gypsum board with glass fibre and additives, for walls, ceilings and steel protection.",
          },
        ]),
      ],
    });
    expect((await products())[0]!.description).toContain("steel protection");
  });
});
