import { describe, expect, it } from "vitest";
import { buildTextQueries, withWeight, type TextQueries } from "./build-text-queries.ts";
import type { QueryTerm } from "./parse-search-query.ts";
import { groupToken } from "./synonym-phrases.ts";

const word = (w: string): QueryTerm => ({ words: [w], groupKeys: [] });

/** Everything a built tsquery may contain: sanitised words, the weights and operators we write. */
const TSQUERY_ALPHABET = /^(?:[a-z0-9]+(?::A|:B|:C|:ABC)?|[ ()|&]|<->)*$/;

function everyQuery(q: TextQueries): string[] {
  return [
    q.all,
    q.required,
    ...(q.relaxed ? [q.relaxed] : []),
    ...q.soft,
    ...q.terms.flatMap((t) => [t.any, ...(t.typed ? [t.typed] : [])]),
  ];
}

describe("buildTextQueries", () => {
  it("requires every term in a strong field, and lists each term for scoring", () => {
    const q = buildTextQueries([word("sharp"), word("sand")])!;
    expect(q.all).toBe("sharp & sand");
    expect(q.required).toBe("sharp:ABC & sand:ABC");
    expect(q.terms).toEqual([
      { typed: "sharp", any: "sharp", kind: false },
      { typed: "sand", any: "sand", kind: false },
    ]);
    expect(q.soft).toEqual([]);
  });

  it("relaxes two terms an 'and' joins to either of them, from nothing too", () => {
    const [screw, bolt] = [word("screw"), word("bolt")];
    const q = buildTextQueries([screw, bolt], [], [], { either: [screw, bolt], dropped: 1 })!;
    expect(q.required).toBe("screw:ABC & bolt:ABC");
    expect(q.relaxed).toBe("(screw:ABC | bolt:ABC)");
    expect(q.relaxedAlone).toBe(q.relaxed);
    expect(q.relaxesFromNothing).toBe(true);
    expect(buildTextQueries([screw, bolt])!.relaxed).toBe("bolt:ABC");
  });

  it("relaxes a list of three kinds to any one of them, and says so (session 23)", () => {
    const [sand, cement, ballast] = [word("sand"), word("cement"), word("ballast")];
    const q = buildTextQueries([sand, cement, ballast], [], [], { either: [sand, cement, ballast] })!;
    expect(q.relaxed).toBe("(sand:ABC | cement:ABC | ballast:ABC)");
    expect(q.anyOf).toBe(true);
    expect(buildTextQueries([sand, cement, ballast])!.anyOf).toBeUndefined();
    expect(buildTextQueries([sand, cement], [], [], { either: [sand, cement] })!.anyOf).toBeUndefined();
  });

  it("relaxes two terms to the first when the last only describes it (session 22)", () => {
    expect(buildTextQueries([word("sand"), word("rustic")])!.relaxedAlone).toBe("sand:ABC");
    expect(buildTextQueries([word("sleeper"), word("grey")])!.relaxed).toBe("sleeper:ABC");
    expect(buildTextQueries([word("rustic"), word("sleeper")])!.relaxedAlone).toBe("sleeper:ABC");
  });

  it("never relaxes from nothing to a word that only says how it comes (session 24)", () => {
    expect(buildTextQueries([word("tub"), word("replacement")])!.relaxedAlone).toBeNull();
    expect(buildTextQueries([word("sand"), word("tub")])!.relaxedAlone).toBe("sand:ABC");
  });

  it("ranks each side of an 'and' pair of bare kind words by that side's everyday kinds (session 20)", () => {
    const [block, brick] = [word("block"), word("brick")];
    const q = buildTextQueries([block, brick], [], [], {
      either: [block, brick],
      eitherEveryday: [["concreteblock"], ["facingbrick", "commonbrick"]],
    })!;
    expect(q.terms.map((t) => t.everyday)).toEqual([
      groupToken("concreteblock"),
      `${groupToken("facingbrick")} | ${groupToken("commonbrick")}`,
    ]);
    expect(buildTextQueries([block, brick], [], [], { either: [block, brick] })!.terms[0]!.everyday).toBeUndefined();
  });

  it("writes a phrase as adjacent words (<->)", () => {
    const q = buildTextQueries([{ words: ["facing", "brick"], groupKeys: [] }])!;
    expect(q.all).toBe("(facing <-> brick)");
    expect(q.required).toBe("(facing:ABC <-> brick:ABC)");
  });

  it("matches a trade phrase only by its group when PostgreSQL's stopwords leave it one word", () => {
    // "under" and "through" are dropped from a tsquery: as typed, the phrase would match every "board" or "bolt".
    expect(buildTextQueries([{ words: ["under", "board"], groupKeys: ["underlay"] }])!.all).toBe("zzsynunderlay");
    expect(buildTextQueries([{ words: ["through", "bolt"], groupKeys: ["throughbolt"] }])!.all).toBe(
      "zzsynthroughbolt",
    );
    expect(buildTextQueries([{ words: ["over", "shoe"], groupKeys: ["overshoe"] }])!.all).toBe("zzsynovershoe");
  });

  it("offers a term's synonym groups as alternatives, but not as typed", () => {
    const q = buildTextQueries([{ words: ["breeze", "block"], groupKeys: ["concreteblock"] }, word("dense")])!;
    expect(q.all).toBe("((breeze <-> block) | zzsynconcreteblock) & dense");
    expect(q.required).toBe("((breeze:ABC <-> block:ABC) | zzsynconcreteblock:ABC) & dense:ABC");
    expect(q.terms[0]).toEqual({
      typed: "(breeze <-> block)",
      any: "((breeze <-> block) | zzsynconcreteblock)",
      kind: true,
    });
    const multi = buildTextQueries([{ words: ["kingspan"], groupKeys: ["pir", "other"] }])!;
    expect(multi.all).toBe("(kingspan | zzsynpir | zzsynother)");
  });

  it("keeps context terms apart: they rank, they never filter", () => {
    const q = buildTextQueries([word("plasterboard")], [word("bathroom"), word("!!")])!;
    expect(q.all).toBe("plasterboard");
    expect(q.required).toBe("plasterboard:ABC");
    expect(q.soft).toEqual(["bathroom"]);
  });

  it.each([
    ["quotes", "ce'ment\"", "cement"],
    ["and", "cement&sand", "cementsand"],
    ["or", "cement|sand", "cementsand"],
    ["not", "!cement", "cement"],
    ["prefix", "cem:*", "cem"],
    ["weights", "cement:ABCD", "cement"],
    ["parentheses", "(cement)", "cement"],
    ["backslash", "ce\\ment\\", "cement"],
    ["followed-by", "cement<->sand", "cementsand"],
    ["spaces", "cement sand", "cementsand"],
  ])("sanitises %s out of a word", (_name, typed, safe) => {
    const q = buildTextQueries([word(typed)], [word(typed)])!;
    expect(q.all).toBe(safe);
    expect(q.soft).toEqual([safe]);
    for (const text of everyQuery(q)) expect(text).toMatch(TSQUERY_ALPHABET);
  });

  it("keeps every operator out of words in every query of a hostile search", () => {
    const hostile = ["'); drop table products; --", "a & b | !c", "x:*", "((()))", "\\\\", "<-> <2>", "ÄÖÜ"];
    const q = buildTextQueries([...hostile.map(word), word("sand")], hostile.map(word))!;
    for (const text of everyQuery(q)) {
      expect(text).toMatch(TSQUERY_ALPHABET);
      expect(text).not.toMatch(/[!'"\\*;]/);
    }
    expect(q.all).toBe("droptableproducts & abc & x & 2 & sand");
  });

  it("skips terms that sanitise to nothing, and gives null when none are left", () => {
    expect(buildTextQueries([word("!!"), word("sand")])!.all).toBe("sand");
    expect(buildTextQueries([word("&|!"), word("():*")])).toBeNull();
    expect(buildTextQueries([])).toBeNull();
  });

  it("keeps a group even when its words sanitise away", () => {
    const q = buildTextQueries([{ words: ["!"], groupKeys: ["pir"] }])!;
    expect(q.all).toBe("zzsynpir");
    expect(q.terms).toEqual([{ typed: null, any: "zzsynpir", kind: false }]);
  });
});

describe("relaxed queries", () => {
  it("has none for a single term", () => {
    expect(buildTextQueries([word("sharp")])!.relaxed).toBeNull();
  });

  it("relaxes a lone trade phrase from nothing to its head noun's family, never a guessed head", () => {
    const lag = { words: ["lag", "bolt"], groupKeys: ["coachscrew"] };
    const bolt = { words: ["bolt"], groupKeys: ["coachbolt"] };
    const q = buildTextQueries([lag], [], [], { headFamily: bolt })!;
    expect(q.relaxedAlone).toBe("(bolt:ABC | zzsyncoachbolt:ABC)");
    expect(buildTextQueries([lag], [], ["bolt"], { headFamily: bolt })!.relaxedAlone).toBeNull();
    expect(buildTextQueries([lag])!.relaxedAlone).toBeNull();
  });

  it("does not relax a kind's own name from nothing to the other kinds of its family, only beside its matches", () => {
    const copper = { words: ["copper", "pipe"], groupKeys: ["copperpipe"] };
    const pipe = { words: ["pipe"], groupKeys: ["copperpipe", "wastepipe"], besideMatchesOnly: true as const };
    const q = buildTextQueries([copper], [], [], { headFamily: pipe })!;
    expect(q.relaxedAlone).toBeNull();
    expect(q.relaxed).toBe(
      "(((copper:ABC <-> pipe:ABC) | zzsyncopperpipe:ABC) | (pipe:ABC | zzsyncopperpipe:ABC | zzsynwastepipe:ABC))",
    );
  });

  it("relaxes a lone trade phrase beside its full matches to the phrase or its head noun's family", () => {
    const setting = { words: ["setting", "mortar"], groupKeys: ["quickmortar"] };
    const mortar = { words: ["mortar"], groupKeys: ["readymortar", "limemortar"] };
    expect(buildTextQueries([setting], [], [], { headFamily: mortar })!.relaxed).toBe(
      "(((setting:ABC <-> mortar:ABC) | zzsynquickmortar:ABC) | (mortar:ABC | zzsynreadymortar:ABC | zzsynlimemortar:ABC))",
    );
    // A size keeps the phrase's own relaxing (its kind's products of that size), not the family.
    expect(buildTextQueries([setting], [], [], { headFamily: mortar, sized: true })!.relaxed).toBe(
      "((setting:ABC <-> mortar:ABC) | zzsynquickmortar:ABC)",
    );
  });

  it("leaves every term out in turn only for three or more terms", () => {
    expect(buildTextQueries([word("a1"), word("b2"), word("c3")])!.relaxed).toBe(
      "(b2:ABC & c3:ABC) | (a1:ABC & c3:ABC) | (a1:ABC & b2:ABC)",
    );
  });

  it("relaxes a last term that is a kind's phrase to its head noun too, beside full matches only", () => {
    const elbow = { words: ["compression", "elbow"], groupKeys: ["compressionfitting"] };
    const q = buildTextQueries([word("pipeworth"), elbow])!;
    const phrase = "((compression:ABC <-> elbow:ABC) | zzsyncompressionfitting:ABC)";
    expect(q.relaxed).toBe(`(${phrase} | elbow:ABC)`);
    // From nothing, the phrase stays whole: the head alone would be any elbow.
    expect(q.relaxedAlone).toBe(phrase);
  });

  it("lets two terms fall back to the last one only, and to a guessed word only beside a full match", () => {
    expect(buildTextQueries([word("hanson"), word("cement")])!.relaxed).toBe("cement:ABC");
    // From nothing, "garden bulb" read as "garden bulk" must not become every bulk bag; beside a product holding
    // both words, the guess is confirmed and the rest of its kind may follow.
    const guessed = buildTextQueries([word("garden"), word("bulk")], [], ["bulk"])!;
    expect(guessed.relaxedAlone).toBeNull();
    expect(guessed.relaxed).toBe("bulk:ABC");
  });

  it("from nothing, keeps a kind the trade's vocabulary names over a plain last word; beside full matches, the last", () => {
    // "concrete blocks solid": "concrete block" is a synonym group's own term, "solid" a plain word.
    const kind: QueryTerm = { words: ["concrete", "block"], groupKeys: ["concreteblock"] };
    const q = buildTextQueries([kind, word("solid")])!;
    expect(q.relaxed).toBe("solid:ABC");
    expect(q.relaxedAlone).toBe("((concrete:ABC <-> block:ABC) | zzsynconcreteblock:ABC)");
    // A word that only asks for a group (a generic word, a loose name, a maker's: alsoFrom) asks for that kind,
    // nearer the query than every product holding the plain word ("drywall panels": not fence panels).
    const drywall: QueryTerm = { words: ["drywall"], groupKeys: ["plasterboard"] };
    expect(buildTextQueries([drywall, word("panel")])!.relaxedAlone).toBe("(drywall:ABC | zzsynplasterboard:ABC)");
    // A plain first word (in no group) leaves the last word the product.
    expect(buildTextQueries([word("hanson"), word("cement")])!.relaxedAlone).toBe("cement:ABC");
    // A last word that asks for a group itself is no plain word: "osb kingspan" still relaxes to the PIR maker.
    const osb: QueryTerm = { words: ["osb"], groupKeys: ["osb"] };
    const kingspan: QueryTerm = { words: ["kingspan"], groupKeys: ["pir"] };
    expect(buildTextQueries([osb, kingspan])!.relaxedAlone).toBe("(kingspan:ABC | zzsynpir:ABC)");
  });

  it("keeps phrases and groups inside each combination", () => {
    const relaxed = buildTextQueries([
      { words: ["treated"], groupKeys: ["treated"] },
      word("timber"),
      { words: ["facing", "brick"], groupKeys: [] },
    ])!.relaxed;
    expect(relaxed).toBe(
      "(timber:ABC & (facing:ABC <-> brick:ABC)) | ((treated:ABC | zzsyntreated:ABC) & (facing:ABC <-> brick:ABC)) | ((treated:ABC | zzsyntreated:ABC) & timber:ABC)",
    );
  });
});

describe("withWeight", () => {
  it("restricts every lexeme of an expression to one weight", () => {
    expect(withWeight("((breeze <-> block) | zzsynconcreteblock)", "A")).toBe(
      "((breeze:A <-> block:A) | zzsynconcreteblock:A)",
    );
    expect(withWeight("cement", "B")).toBe("cement:B");
  });
});

describe("buildTextQueries: relaxing from nothing", () => {
  it("refuses when the kept terms would hold under half of the words asked with", () => {
    // "toilet seat soft close": two unknown words dropped, two terms kept, a relaxed match keeps one.
    expect(buildTextQueries([word("seat"), word("soft")], [], [], { dropped: 2 })!.relaxesFromNothing).toBe(false);
    expect(buildTextQueries([word("osb"), word("groove")], [], [], { dropped: 1 })!.relaxesFromNothing).toBe(false);
    expect(buildTextQueries([word("hanson"), word("cement")])!.relaxesFromNothing).toBe(true);
    const three = [word("fixing"), word("window"), word("frame")];
    expect(buildTextQueries(three, [], [], { dropped: 1 })!.relaxesFromNothing).toBe(true);
  });

  it("does not count a word for how the product is sold ('plasterboard full sheets')", () => {
    const board: QueryTerm = { words: ["plasterboard"], groupKeys: ["plasterboard"] };
    const q = buildTextQueries([board, word("sheet")], [], [], { dropped: 1 })!;
    expect(q.relaxesFromNothing).toBe(true);
    expect(q.relaxedAlone).toBe("(plasterboard:ABC | zzsynplasterboard:ABC)");
  });
});

describe("buildTextQueries: session 9", () => {
  it("relaxes two terms to the product word when the last only says how it is sold", () => {
    const dpc: QueryTerm = { words: ["dpc"], groupKeys: ["dpc"] };
    expect(buildTextQueries([dpc, word("roll")])!.relaxed).toBe("(dpc:ABC | zzsyndpc:ABC)");
    expect(buildTextQueries([word("loft"), word("roll")])!.relaxed).toBe("loft:ABC");
    expect(buildTextQueries([word("hanson"), word("cement")])!.relaxed).toBe("cement:ABC");
  });

  it("matches a phrase PostgreSQL would cut to one word through its group only", () => {
    const nails: QueryTerm = { words: ["no", "more", "nail"], groupKeys: ["grabadhesive"] };
    expect(buildTextQueries([nails])!.required).toBe("zzsyngrabadhesive:ABC");
    const ballast: QueryTerm = { words: ["sharp", "sand"], groupKeys: ["sharpsand"] };
    expect(buildTextQueries([ballast])!.required).toBe("((sharp:ABC <-> sand:ABC) | zzsynsharpsand:ABC)");
  });
});

describe("packLeftOut", () => {
  const board: QueryTerm = { words: ["plasterboard"], groupKeys: ["plasterboard"] };

  it("says the relaxed query leaves out only a pack word beside a named kind", () => {
    const q = buildTextQueries([board, word("sheet")], [], [], { sized: true })!;
    expect(q.relaxed).toBe("(plasterboard:ABC | zzsynplasterboard:ABC)");
    expect(q.packLeftOut).toBe(true);
  });

  it("is absent beside a plain word or when the kind comes last", () => {
    expect(buildTextQueries([word("roof"), word("box")], [], [], { sized: true })!.packLeftOut).toBeUndefined();
    expect(buildTextQueries([word("sheet"), board], [], [], { sized: true })!.packLeftOut).toBeUndefined();
  });
});

describe("buildTextQueries: session 19", () => {
  it("keeps the maker before a word for who the product is sold to or its tier", () => {
    // "acme trade": no Acme product says trade, so the maker's products, not another maker's trade range.
    expect(buildTextQueries([word("acme"), word("trade")])!.relaxedAlone).toBe("acme:ABC");
    expect(buildTextQueries([word("acme"), word("professional")])!.relaxed).toBe("acme:ABC");
  });

  it("reads a set as how things come: beside a guessed word, nothing from nothing", () => {
    // "brush set": the brushes; "lego sets" read "leg set": neither a leg nor every quick-setting product.
    expect(buildTextQueries([word("brush"), word("set")])!.relaxed).toBe("brush:ABC");
    expect(buildTextQueries([word("leg"), word("set")], [], ["leg"])!.relaxedAlone).toBeNull();
  });
});
