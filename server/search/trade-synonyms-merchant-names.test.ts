import { describe, expect, it } from "vitest";
import { canonPhrase } from "../ingest/normalise/phrase-match.ts";
import { buildQueryTerms } from "./parse-search-query.ts";
import { matchSynonymPhrases } from "./synonym-phrases.ts";
import { MERCHANT_WORDS } from "./trade-synonyms-merchant-names.ts";
import { TRADE_SYNONYMS } from "./trade-synonyms.ts";

const kindsOf = (typed: string) => matchSynonymPhrases(canonPhrase(typed).split(" ")).flatMap((m) => m.groupKeys);
const termsOf = (typed: string) => buildQueryTerms(canonPhrase(typed).split(" ")).terms;

describe("session 21 merchant-counter names", () => {
  it("adds names only to groups that exist, in their alsoFrom", () => {
    for (const [key, names] of Object.entries(MERCHANT_WORDS)) {
      const group = TRADE_SYNONYMS.find((g) => g.key === key);
      expect(group, key).toBeDefined();
      expect(group!.alsoFrom).toEqual(expect.arrayContaining([...names]));
    }
  });

  it("reads how fast a bag sets, as typed with -ing, as the rapid cement or the post mix", () => {
    expect(kindsOf("fast setting cement")).toEqual(["rapidcement"]);
    expect(kindsOf("quick setting concrete")).toEqual(["postfix"]);
    expect(termsOf("rapid setting post mix bags").map((t) => t.groupKeys)).toEqual([["postfix"], []]);
  });

  it("reads joined and American names as the stocked kind", () => {
    expect(kindsOf("breezeblock")).toEqual(expect.arrayContaining(["concreteblock", "aircrete"]));
    expect(kindsOf("flakeboard")).toEqual(["osb"]);
    expect(kindsOf("wedi board")).toEqual(["cementboard"]);
    expect(kindsOf("pier pad")).toEqual(["padstone"]);
  });

  it("adds no name whose words would pull an everyday word's spelling towards it", () => {
    const words = new Set(
      Object.values(MERCHANT_WORDS)
        .flat()
        .flatMap((n) => canonPhrase(n).split(" ")),
    );
    for (const word of ["breezer", "olive", "latex", "frame", "rsj"]) expect(words.has(word), word).toBe(false);
    // Nor an everyday word a no-match query would then be read with ("copper pipe" where nothing is copper).
    for (const word of ["copper", "reclaimed", "second", "below", "product"]) expect(words.has(word), word).toBe(false);
  });
});

describe("names whose stem is another word, typed as the thing asked for", () => {
  it("reads them as the kind's own title word, also before a pack word", () => {
    // "browning" is stemmed "brown" and would match every brown product's title.
    expect(termsOf("browning")).toEqual([{ words: ["hardwall"], groupKeys: ["hardwall"] }]);
    expect(termsOf("browning sack")[0]).toEqual({ words: ["hardwall"], groupKeys: ["hardwall"] });
    expect(termsOf("a bag of browning").at(-1)).toEqual({ words: ["hardwall"], groupKeys: ["hardwall"] });
    // "plasticizer" is stemmed "plastic".
    expect(termsOf("plasticizer")[0]!.words).toEqual(["plasticiser"]);
    // A title word typed as the head stays as typed ("facing" is in every facing brick's title).
    expect(termsOf("multi facing").at(-1)!.words).toEqual(["facing"]);
  });

  it("keeps them as typed before a word that is no pack", () => {
    expect(termsOf("browning trowel")[0]!.words).toEqual(["browning"]);
  });
});

describe("a system's name for every kind it is sold as", () => {
  it("reads a push-fit maker's name as its pipe and inserts too, and rainwater goods as gutters, pipes and fittings", () => {
    expect(kindsOf("hep2o")).toEqual(expect.arrayContaining(["pushfit", "plasticpipe", "pipeinsert"]));
    expect(kindsOf("rainwater goods")).toEqual(expect.arrayContaining(["gutter", "downpipe", "rainwaterfitting"]));
    // "goods" is a noise word a query loses: what is left still asks for the system.
    expect(kindsOf("rainwater")).toEqual(expect.arrayContaining(["gutter", "downpipe", "rainwaterfitting"]));
    expect(kindsOf("roofline")).toEqual(expect.arrayContaining(["fasciaboard", "soffit"]));
  });

  it("keeps a longer name of one part as that part", () => {
    expect(kindsOf("rainwater pipe")).toEqual(["downpipe"]);
    expect(kindsOf("hep2o pipe")).toEqual(["plasticpipe"]);
    expect(kindsOf("speedfit pipe")).toEqual(["plasticpipe"]);
  });
});

describe("a pipe system's fittings by the system's name", () => {
  it("reads drain, soil and waste fittings as that system's fittings, not push-fit elbows", () => {
    expect(kindsOf("underground drainage fittings")).toEqual(
      expect.arrayContaining(["drainbend", "drainjunction", "gully", "inspectionchamber"]),
    );
    expect(kindsOf("svp fittings")).toEqual(["soilpipe"]);
    expect(kindsOf("solvent weld fittings")).toEqual(["wastepipe"]);
  });

  it("keeps the fittings' makers' names for the fittings alone", () => {
    expect(kindsOf("speedfit")).toEqual(["pushfit"]);
  });
});

describe("a whole sold as its parts", () => {
  it("reads a balustrade as its spindles, newels and handrail, and dry lining as plasterboard", () => {
    expect(kindsOf("decking balustrade")).toEqual(expect.arrayContaining(["spindle", "newel", "handrail"]));
    expect(kindsOf("dry lining")).toEqual(["plasterboard"]);
  });
});
