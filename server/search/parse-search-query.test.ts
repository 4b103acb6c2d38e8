import { describe, expect, it } from "vitest";
import { MAX_QUERY_LENGTH } from "../../shared/search-params.ts";
import { buildQueryTerms, isCorrectable, tokeniseQuery } from "./parse-search-query.ts";

const terms = (q: string) => buildQueryTerms(tokeniseQuery(q).words);

describe("tokeniseQuery: words", () => {
  it("reads a possessive as the trade phrase's plural, not a lone 's'", () => {
    expect(tokeniseQuery("plasterer's trowel").words).toEqual(["plasterer", "trowel"]);
  });

  it("drops noise and shopping words", () => {
    expect(tokeniseQuery("cheap cement delivered").words).toEqual(["cement"]);
    expect(tokeniseQuery("where to buy the best sharp sand near me").words).toEqual(["sharp", "sand"]);
    // Typed in the plural, compared in canonical (singular) form.
    expect(tokeniseQuery("plastering supplies").words).toEqual(["plastering"]);
    expect(tokeniseQuery("acme stockists").words).toEqual(["acme"]);
    expect(tokeniseQuery("render dealers and distributors").words).toEqual(["render"]);
  });

  it("keeps a shopping word that makes a trade name with its neighbour", () => {
    expect(tokeniseQuery("london stocks").words).toEqual(["london", "stock"]);
    expect(tokeniseQuery("sharp sand in stock").words).toEqual(["sharp", "sand"]);
  });

  it("drops words for how many or which of a kind, a category's name's too ('sheet materials' is the sheets)", () => {
    expect(tokeniseQuery("timber lengths").words).toEqual(["timber"]);
    expect(tokeniseQuery("assorted screws").words).toEqual(["screw"]);
    expect(tokeniseQuery("drain bits").words).toEqual(["drain"]);
    expect(tokeniseQuery("sealant accessories").words).toEqual(["sealant"]);
    expect(tokeniseQuery("decorating accessories").words).toEqual(["decorating"]);
    // A trade's own sundries are one word (department-kinds-sundries.ts): its small things, not its whole range.
    expect(tokeniseQuery("roofing accessories").words).toEqual(["roofingsundry"]);
    expect(tokeniseQuery("roofing materials").words).toEqual(["roofing"]);
    expect(tokeniseQuery("sheet materials").words).toEqual(["sheet"]);
  });

  it("reads 'type' or 'style' between words as naming an example of the kind, but keeps 'type 1'", () => {
    expect(tokeniseQuery("spax type screws")).toMatchObject({ words: ["spax", "screw"], likeness: true });
    expect(tokeniseQuery("trex style boards")).toMatchObject({ words: ["trex", "board"], likeness: true });
    expect(tokeniseQuery("mot type 1")).toMatchObject({ likeness: false });
    expect(tokeniseQuery("type 1")).toMatchObject({ likeness: false });
  });

  it("reads a last 'type' or 'style' after a kind and its example as likeness, but not after one word", () => {
    expect(tokeniseQuery("wall paint dulux type")).toMatchObject({ words: ["wall", "paint", "dulux"], likeness: true });
    expect(tokeniseQuery("kitchen sink belfast style")).toMatchObject({ likeness: true });
    expect(tokeniseQuery("ring type")).toMatchObject({ words: ["ring", "type"], likeness: false });
  });

  it("keeps a without-clause's words apart, unsearched, until the next clause word", () => {
    expect(tokeniseQuery("coving glue without nails for ceilings")).toMatchObject({
      words: ["coving", "glue", "ceiling"],
      without: ["nail"],
    });
  });

  it("reads an 'instead of' or 'rather than' clause as a without-clause, and leaves the words alone elsewhere", () => {
    expect(tokeniseQuery("garden path slabs instead of gravel")).toMatchObject({
      words: ["garden", "path", "slab"],
      without: ["gravel"],
    });
    expect(tokeniseQuery("screws rather than nails for decking")).toMatchObject({
      words: ["screw", "decking"],
      without: ["nail"],
    });
    expect(tokeniseQuery("rather thin skim coat").without).toEqual([]);
    expect(tokeniseQuery("instead of")).toMatchObject({ words: [], without: [] });
  });

  it("marks the word after an 'and' or '&' that joins two words", () => {
    expect(tokeniseQuery("screws and bolts").coordinatedAt).toBe(1);
    expect(tokeniseQuery("plumbing fittings & valves").coordinatedAt).toBe(2);
    expect(tokeniseQuery("and bolts").coordinatedAt).toBeNull();
    expect(tokeniseQuery("screws and").coordinatedAt).toBeNull();
    expect(tokeniseQuery("wood screws").coordinatedAt).toBeNull();
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

  it("reads where a thing came away from as a clause, but keeps 'off' in a colour", () => {
    expect(tokeniseQuery("trellis has come off the wall")).toMatchObject({ contextFrom: 3 });
    expect(tokeniseQuery("skirting pulling away from the plaster")).toMatchObject({ contextFrom: 3 });
    expect(tokeniseQuery("gloss off white")).toMatchObject({ contextFrom: 3 });
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
