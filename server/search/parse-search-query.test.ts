import { describe, expect, it } from "vitest";
import { MAX_QUERY_LENGTH } from "../../shared/search-params.ts";
import { buildQueryTerms, isCorrectable, tokeniseQuery } from "./parse-search-query.ts";

const sizeTokens = (q: string) => tokeniseQuery(q).sizes.map((s) => s.tokens);
const terms = (q: string) => buildQueryTerms(tokeniseQuery(q).words);

describe("tokeniseQuery: sizes", () => {
  it("reads a unitless small length after a section as metres, and admits the section in other lengths", () => {
    // The section in other lengths, but not a 150 mm-wide anything 4.8 m long.
    expect(sizeTokens("47 x 150 x 4.8")).toEqual([["47x150x4800", "47x150"]]);
    // 18 is no length in metres: a sheet's thickness stays millimetres.
    expect(sizeTokens("2440 x 1220 x 18")).toEqual([["18x1220x2440", "18x1220", "1220x2440"]]);
  });

  it("admits a block's face or a board's face in another thickness", () => {
    expect(sizeTokens("440 x 215 x 100")).toEqual([["100x215x440", "100x215", "215x440"]]);
    expect(sizeTokens("2400 x 1200 x 12.5")).toEqual([["12.5x1200x2400", "12.5x1200", "1200x2400"]]);
  });

  it("reads a unitless last number after a sheet's face as its thickness, not metres", () => {
    expect(sizeTokens("2400 x 1200 x 12.5")[0]![0]).toBe("12.5x1200x2400");
    expect(sizeTokens("1220 x 2440 x 9")[0]![0]).toBe("9x1220x2440");
  });

  it("reads a trade section run into a decimal length as the section in metres", () => {
    for (const q of ["4x2x3.6", "4 x 2 x 3.6", "4x2 3.6", "4 x 2 x 3.6m"]) {
      expect(sizeTokens(q)).toHaveLength(1);
      expect(sizeTokens(q)[0]!.slice(0, 2)).toEqual(["47x100x3600", "47x100"]);
    }
    // A stock length in feet admits both its readings beside the section.
    expect(sizeTokens("3x2 8ft")[0]!.slice(0, 3)).toEqual(["47x75x2400", "47x75x2440", "47x75"]);
  });

  it("drops words that only say which measure a size is, and reads a diameter sign", () => {
    expect(tokeniseQuery("100mm thick insulation").words).toEqual(["insulation"]);
    expect(tokeniseQuery("15mm diameter copper pipe").words).toEqual(["copper", "pipe"]);
    expect(tokeniseQuery("3m long waste pipe").words).toEqual(["waste", "pipe"]);
    expect(tokeniseQuery("Ø110 pipe")).toMatchObject({ words: ["pipe"], sizes: [{ tokens: ["110mm"] }] });
    // Without a size they may name the product.
    expect(tokeniseQuery("long handle shovel").words).toEqual(["long", "handle", "shovel"]);
  });

  it("drops a bag after a weight but keeps a bulk bag", () => {
    expect(tokeniseQuery("20kg bag").words).toEqual([]);
    expect(tokeniseQuery("20kg bag").sizes.map((s) => s.label)).toEqual(["20kg"]);
    expect(tokeniseQuery("sharp sand bulk bag").words).toEqual(["sharp", "sand", "bulk", "bag"]);
  });

  it.each(["47x100", "47 x 100", "100x47", "100 x 47", "47X100", "47 by 100"])(
    "reads %s as the 47 x 100 section",
    (q) => {
      const parsed = tokeniseQuery(q);
      expect(parsed.sizes).toEqual([{ label: "47x100", tokens: ["47x100"] }]);
      expect(parsed.words).toEqual([]);
    },
  );

  it("reads a decimal size in millimetres", () => {
    expect(sizeTokens("12.5mm")).toEqual([["12.5mm"]]);
    expect(sizeTokens("12.5 mm")).toEqual([["12.5mm"]]);
  });

  it("reads metres as millimetres, so 2.4m and 2400mm are the same size", () => {
    expect(sizeTokens("2.4m")).toEqual([["2400mm"]]);
    expect(sizeTokens("2400mm")).toEqual([["2400mm"]]);
    expect(sizeTokens("2.4 metres")).toEqual([["2400mm"]]);
  });

  it("reads weights in kilograms", () => {
    expect(sizeTokens("25kg")).toEqual([["25kg"]]);
    expect(sizeTokens("25 kg")).toEqual([["25kg"]]);
  });

  it("splits a size from the words around it", () => {
    const parsed = tokeniseQuery("18mm osb");
    expect(parsed.sizes.map((s) => s.tokens)).toEqual([["18mm"]]);
    expect(parsed.words).toEqual(["osb"]);
    const timber = tokeniseQuery("treated timber 47 x 100 2.4m");
    expect(timber.words).toEqual(["treated", "timber"]);
    // Beside words the section and the length each rank (sizes alone: one size, below).
    expect(timber.sizes.map((s) => s.tokens[0])).toEqual(["47x100", "2400mm"]);
    expect(sizeTokens("47 x 100 2.4m")).toEqual([["47x100x2400", "47x100"]]);
  });

  it("reads a lone decimal after a section as a stock length in metres", () => {
    expect(sizeTokens("150 x 47 4.8")).toEqual([["47x150x4800", "47x150"]]);
    const nominal = sizeTokens("two by four 3.6");
    expect(nominal).toHaveLength(1);
    expect(nominal[0]!.slice(0, 2)).toEqual(["47x100x3600", "47x100"]);
    // The trade name's other sections only in that length; a title naming only "4x2" in any length.
    expect(nominal[0]).toContain("38x89x3600");
    expect(nominal[0]).not.toContain("38x89");
    expect(nominal[0]).toContain("n2x4");
    // A whole number stays bare, and a screw's gauge is not a section.
    expect(tokeniseQuery("100 x 50 25").words).toEqual(["25"]);
    expect(sizeTokens("3.5 x 35")).toEqual([["3.5x35"]]);
  });

  it.each(["4x2", "2x4", "4 x 2", "2 by 4", "two by four", "four by two"])(
    "reads the trade name %s as 47 x 100 first, with 38 x 89 CLS as an alternative",
    (q) => {
      const [size, ...rest] = tokeniseQuery(q).sizes;
      expect(rest).toEqual([]);
      expect(size!.tokens[0]).toBe("47x100");
      expect(size!.tokens).toContain("38x89");
      // Titles that only say "4x2" are indexed under the nominal token.
      expect(size!.tokens).toContain("n2x4");
      expect(tokeniseQuery(q).words).toEqual([]);
    },
  );

  it("reads 3x2 as 47 x 75 and 8x4 as a 2440 x 1220 sheet", () => {
    expect(sizeTokens("3x2")[0]![0]).toBe("47x75");
    expect(sizeTokens("8x4")[0]).toEqual(expect.arrayContaining(["1220x2440", "1200x2400"]));
    expect(sizeTokens("8 by 4")[0]![0]).toBe("1220x2440");
  });

  it("keeps a size that has no trade name as the millimetres typed", () => {
    expect(sizeTokens("63 x 38")).toEqual([["38x63"]]);
  });
});

describe("tokeniseQuery: words", () => {
  it("drops noise and shopping words", () => {
    expect(tokeniseQuery("cheap cement delivered").words).toEqual(["cement"]);
    expect(tokeniseQuery("where to buy the best sharp sand near me").words).toEqual(["sharp", "sand"]);
  });

  it("lower-cases, singularises and keeps typed order", () => {
    expect(tokeniseQuery("  Facing   BRICKS  ").words).toEqual(["facing", "brick"]);
    expect(tokeniseQuery("  Facing   BRICKS  ").text).toBe("Facing BRICKS");
  });

  it("gives the canonical key used for the exact-name boost", () => {
    expect(tokeniseQuery("Portland Cement 25kg").key).toBe("portland cement 25kg");
    expect(tokeniseQuery("Portland  cement 25 kg").key).toBe(tokeniseQuery("portland cement 25kg").key);
  });

  it("caps the query at the maximum length", () => {
    const parsed = tokeniseQuery(`${"a".repeat(MAX_QUERY_LENGTH)}bcdef`);
    expect(parsed.text).toHaveLength(MAX_QUERY_LENGTH);
  });

  it("marks where a clause about the use starts, and keeps a leading one as the query", () => {
    expect(tokeniseQuery("plasterboard for bathroom")).toMatchObject({
      words: ["plasterboard", "bathroom"],
      contextFrom: 1,
    });
    expect(tokeniseQuery("insulation between rafters")).toMatchObject({ contextFrom: 1 });
    expect(tokeniseQuery("for decking")).toMatchObject({ words: ["decking"], contextFrom: 1 });
    expect(tokeniseQuery("sharp sand")).toMatchObject({ contextFrom: 2 });
  });

  it("reads where and when the product is used as a clause, and drops what the buyer does without", () => {
    expect(tokeniseQuery("lintel over a window")).toMatchObject({ words: ["lintel", "window"], contextFrom: 1 });
    expect(tokeniseQuery("drain across a driveway")).toMatchObject({ contextFrom: 1 });
    expect(tokeniseQuery("covering furniture when plastering")).toMatchObject({ contextFrom: 2 });
    expect(tokeniseQuery("putting up architrave without nails").words).toEqual(["putting", "up", "architrave"]);
    // The clause word after it ends the exclusion.
    expect(tokeniseQuery("grab adhesive without solvent for skirting").words).toEqual(["grab", "adhesive", "skirting"]);
    // Names keep their words: "half round gutter" is no clause.
    expect(tokeniseQuery("half round gutter")).toMatchObject({ contextFrom: 3 });
  });

  it("returns nothing for a query of noise words only", () => {
    expect(tokeniseQuery("the cheapest delivery").words).toEqual([]);
    expect(tokeniseQuery("   ").words).toEqual([]);
  });
});

describe("buildQueryTerms", () => {
  it("makes a trade phrase one term carrying its synonym group", () => {
    // Dense blocks first; buyers also call aircrete breeze blocks (alsoFrom).
    expect(terms("breeze blocks").terms).toEqual([
      { words: ["breeze", "block"], groupKeys: ["concreteblock", "aircrete"] },
    ]);
    expect(terms("type 1").terms).toEqual([{ words: ["type", "1"], groupKeys: ["subbase"] }]);
    expect(terms("mot type 1").terms).toEqual([{ words: ["mot", "type", "1"], groupKeys: ["subbase"] }]);
  });

  it("maps brands and loose words one-way to their group (alsoFrom)", () => {
    expect(terms("kingspan").terms).toEqual([{ words: ["kingspan"], groupKeys: ["pir"] }]);
    expect(terms("celotex").terms[0]!.groupKeys).toEqual(["pir"]);
  });

  it("treats ply and plywood as the same plywood term", () => {
    expect(terms("ply").terms).toEqual([{ words: ["ply"], groupKeys: ["plywood"] }]);
    expect(terms("plywood").terms).toEqual(terms("ply").terms);
  });

  it("keeps other words as plain terms next to phrases", () => {
    expect(terms("sharp sand ballast").terms).toEqual([
      { words: ["sharp", "sand"], groupKeys: ["sharpsand"] },
      { words: ["ballast"], groupKeys: ["ballast"] },
    ]);
    expect(terms("facing brick red").terms).toEqual([
      { words: ["facing", "brick"], groupKeys: ["facingbrick"] },
      { words: ["red"], groupKeys: [] },
    ]);
  });

  it("turns a bare number into a soft size rather than a word", () => {
    const parsed = terms("kingspan 100");
    expect(parsed.terms).toEqual([{ words: ["kingspan"], groupKeys: ["pir"] }]);
    expect(parsed.bareSizes).toEqual([{ label: "100", tokens: ["100mm", "100kg"], bare: true }]);
  });

  it("drops a repeated term", () => {
    expect(terms("cement cement").terms).toEqual([{ words: ["cement"], groupKeys: [] }]);
  });
});

describe("isCorrectable", () => {
  it("accepts words of letters only, never under four letters", () => {
    expect(isCorrectable("cemnet")).toBe(true);
    expect(isCorrectable("tap")).toBe(false);
    expect(isCorrectable("c24x")).toBe(false);
    expect(isCorrectable("osb3")).toBe(false);
  });
});

describe("session-7 reading rules (decision 034, second amendment)", () => {
  it("starts a use clause at 'to' after two or more words, not after one", () => {
    const fixing = tokeniseQuery("fixing window frames to brick");
    expect(fixing.words.slice(fixing.contextFrom)).toEqual(["brick"]);
    const ready = tokeniseQuery("ready to use filler");
    expect(ready.contextFrom).toBe(ready.words.length);
  });

  it("reads an askedAs word as its group's own word only when it is the thing asked for", () => {
    expect(terms("drywall").terms).toEqual([{ words: ["plasterboard"], groupKeys: ["plasterboard"] }]);
    expect(terms("drywall 12.5mm").terms[0]!.words).toEqual(["plasterboard"]);
    // Before another word it stays as typed: "drywall screw" is the screw's own trade phrase (session 9).
    expect(terms("drywall screws").terms).toEqual([{ words: ["drywall", "screw"], groupKeys: ["drywallscrew"] }]);
    expect(terms("drywall plugs").terms[0]).toEqual({ words: ["drywall"], groupKeys: ["plasterboard"] });
  });

  it("drops a loose word's group when a later term names that group itself", () => {
    const named = terms("gyproc wallboard plasterboard").terms;
    expect(named.map((t) => t.groupKeys)).toEqual([[], [], ["plasterboard"]]);
    // Last, the loose word is the thing wanted and keeps its group ("no nails glue").
    expect(terms("plasterboard wallboard").terms[1]!.groupKeys).toEqual(["plasterboard"]);
  });
});

describe("tokeniseQuery: a vague lead-in", () => {
  it("drops 'something to', 'what to use for' and 'stuff for' so the words after it are the query", () => {
    const fix = tokeniseQuery("something to fix skirting to plasterboard");
    expect(fix.words).toEqual(["fix", "skirting", "plasterboard"]);
    expect(fix.contextFrom).toBe(2);
    expect(tokeniseQuery("what to use for sealing a bath").words).toEqual(["sealing", "bath"]);
    expect(tokeniseQuery("stuff for filling cracks").words).toEqual(["filling", "crack"]);
  });

  it("drops a list of what a job takes: 'items needed for', 'materials required to', 'everything you need for'", () => {
    expect(tokeniseQuery("items needed for tiling a bathroom").words).toEqual(["tiling", "bathroom"]);
    expect(tokeniseQuery("materials required to build a shed base").words).toEqual(["build", "shed", "base"]);
    expect(tokeniseQuery("everything you need for laying decking").words).toEqual(["laying", "decking"]);
    expect(tokeniseQuery("what would i need to render a wall").words).toEqual(["render", "wall"]);
  });

  it("drops words for whatever a maker sells: they name no product", () => {
    expect(tokeniseQuery("forgewell products").words).toEqual(["forgewell"]);
    expect(tokeniseQuery("marley roofing range").words).toEqual(["marley", "roofing"]);
  });

  it("keeps a clause with no vague word, and a lead-in with nothing after it", () => {
    expect(tokeniseQuery("for decking").words).toEqual(["decking"]);
    expect(tokeniseQuery("something for").words).toEqual(["something"]);
  });
});
