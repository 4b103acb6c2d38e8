import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db/client.server.ts";
import { testDatabases } from "../../tests/setup/test-databases.ts";
import { createListedProduct, createMerchant } from "../../tests/setup/factories.ts";
import { rebuildSearchIndex } from "./rebuild-search-index.server.ts";
import { prepareSearch } from "./prepare-search.server.ts";
import { realWordReadings, restoredForms } from "./real-word-typos.server.ts";
import { searchProducts } from "./search-products.server.ts";

describe("restoredForms", () => {
  it("puts back one letter anywhere after the first", () => {
    const forms = restoredForms("tie");
    expect(forms).toContain("tile");
    expect(forms).toContain("ties");
    expect(forms).not.toContain("atie");
    expect(new Set(forms).size).toBe(forms.length);
  });
});

/** A small yard: words that are each a catalogue word, and names only one reading of a typo holds in full. */
const STOCK = [
  { name: "Rydal Interlocking Roof Tile Grey", category: "roofing" },
  { name: "Stainless Steel Wall Ties 200mm", category: "fixings" },
  { name: "Pea Shingle 20mm Bulk Bag", category: "aggregates" },
  { name: "Single Socket Soil Pipe 110mm", category: "drainage" },
  { name: "Round Downpipe 68mm Black", category: "drainage" },
  { name: "Concrete Block Dense 100mm", category: "blocks" },
  { name: "Concrete Block Lightweight 100mm", category: "blocks" },
  { name: "Tintwell Satinwood Brilliant White 2.5 Litre", category: "paint" },
  { name: "Snapflo Push Fit Elbow 15mm", category: "plumbing" },
  { name: "Fibrona Moisture Resistant MDF 18mm", category: "sheet-materials" },
  { name: "Aquaveil Moisture Resistant Plasterboard 12.5mm", category: "plasterboard" },
  { name: "Strandley OSB3 Board 18mm", category: "sheet-materials" },
];

describe.each(testDatabases())("real-word typos on $name", (engine) => {
  let database: Database;
  beforeAll(async () => {
    database = await engine.open();
    const yard = await createMerchant(database.db, { slug: "yard", name: "Typo Yard" });
    for (const product of STOCK) await createListedProduct(database.db, product, [{ merchantId: yard.id, price: 5 }]);
    await rebuildSearchIndex(database.db);
  });
  afterAll(async () => {
    await database.close();
  });

  const search = async (q: string) =>
    await searchProducts(database.db, { q, sort: "relevance", category: null, limit: 10, offset: 0 });

  it("reads a word that is itself a catalogue word as the one it lacks a letter of, when nothing holds every word", async () => {
    const found = await search("rydal ties");
    expect(found.results.map((r) => r.name)).toEqual(["Rydal Interlocking Roof Tile Grey"]);
    expect(found.correctedQuery).toBe("rydal tile");
  });

  it("reads a corrected word as another word just as near when only that one holds every word", async () => {
    // "blck" is one edit from block (more used) and black: only the downpipe's words settle it.
    const found = await search("downpipe blck");
    expect(found.results.map((r) => r.name)).toEqual(["Round Downpipe 68mm Black"]);
    expect(found.correctedQuery).toBe("downpipe black");
    expect((await search("concrete blck")).correctedQuery).toBe("concrete block");
  });

  it("reads two typed words as the one word the catalogue writes, or its correction, when nothing holds them apart", async () => {
    const satin = await search("satin wood white");
    expect(satin.results.map((r) => r.name)).toEqual(["Tintwell Satinwood Brilliant White 2.5 Litre"]);
    // "snapflow" is one letter from the maker's name; "flow" is a word no name uses.
    const snap = await search("snap flow elbow");
    expect(snap.results.map((r) => r.name)).toEqual(["Snapflo Push Fit Elbow 15mm"]);
    expect(snap.correctedQuery).toBe("snapflo elbow");
    // A correction that drops one of the words is no join: "fibronamr" is not "fibrona".
    const readings = await realWordReadings(database.db, await prepareSearch(database.db, "fibrona mr mdf"));
    expect(readings.map((r) => r.to)).not.toContain("fibrona");
  });

  it("reads a kind word as the kinds it heads when nothing holds every word as typed", async () => {
    // Titles print "Plasterboard", the buyer types "board": the maker's name decides which board.
    const found = await search("aquaveil board");
    expect(found.results[0]?.name).toBe("Aquaveil Moisture Resistant Plasterboard 12.5mm");
    expect(found.correctedQuery).toBeNull();
    // As typed, a kind word beside words its own products hold stays itself.
    const typed = (await search("strandley board")).results.map((r) => r.name);
    expect(typed[0]).toBe("Strandley OSB3 Board 18mm");
    expect(typed).not.toContain("Aquaveil Moisture Resistant Plasterboard 12.5mm");
  });

  it("leaves a query alone when its words match in full, and finds nothing when no reading matches in full", async () => {
    // "single" names a product itself: the query is read as typed.
    expect((await search("single socket")).results.map((r) => r.name)).toEqual(["Single Socket Soil Pipe 110mm"]);
    expect(await realWordReadings(database.db, await prepareSearch(database.db, "rydal ties"))).toEqual([
      { text: "rydal tile", from: "ties", to: "tile" },
    ]);
    // Nothing stocked: no letter put back makes every word match.
    expect((await search("roof ladder")).results).toEqual([]);
  });

  it("reads a job sentence that shows nothing as its head noun", async () => {
    // No product holds "concrete" and "pipe", and no description shares the sentence's words: the pipe is the job's.
    const job = await search("moving a concrete pipe");
    expect(job.results.map((r) => r.name)).toContain("Single Socket Soil Pipe 110mm");
    expect(job.results.map((r) => r.name)).not.toContain("Concrete Block Dense 100mm");
  });
});
