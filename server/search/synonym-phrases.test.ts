import { describe, expect, it } from "vitest";
import { canonPhrase } from "../ingest/normalise/phrase-match.ts";
import { normaliseText } from "../ingest/normalise/text.ts";
import { TRADE_SYNONYMS } from "./trade-synonyms.ts";
import { isTableUse } from "./use-words.ts";
import {
  clauseAsPhrase,
  indexOnlyGroupsOf,
  documentGroupKeys,
  groupToken,
  matchSynonymPhrases,
  phraseWordFor,
  synonymGroupsOf,
  vocabularyWordFor,
} from "./synonym-phrases.ts";

const groupsIn = (title: string) => documentGroupKeys(normaliseText(title)).sort();

describe("trade synonym data", () => {
  it("has at least 60 groups", () => {
    expect(TRADE_SYNONYMS.length).toBeGreaterThanOrEqual(60);
  });

  it("uses unique, letters-only keys", () => {
    const keys = TRADE_SYNONYMS.map((g) => g.key);
    for (const key of keys) expect(key).toMatch(/^[a-z]+$/);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it("has at least two equivalent terms per group, each non-empty after canonicalisation", () => {
    for (const group of TRADE_SYNONYMS) {
      expect(group.terms.length, group.key).toBeGreaterThanOrEqual(1);
      const phrases = [...group.terms, ...(group.alsoFrom ?? [])];
      expect(phrases.length, group.key).toBeGreaterThanOrEqual(2);
      for (const phrase of phrases) expect(canonPhrase(phrase), `${group.key}: "${phrase}"`).not.toBe("");
    }
  });

  // alsoFrom may point an equivalent term of one group at another ("breeze block" also asks for aircrete): one-way.
  it("never makes one phrase an equivalent term of two groups", () => {
    const owners = new Map<string, Set<string>>();
    for (const group of TRADE_SYNONYMS) {
      for (const phrase of group.terms) {
        const canon = canonPhrase(phrase);
        owners.set(canon, (owners.get(canon) ?? new Set()).add(group.key));
      }
    }
    const shared = [...owners].filter(([, keys]) => keys.size > 1).map(([p, keys]) => `${p}: ${[...keys].join(", ")}`);
    expect(shared).toEqual([]);
  });

  it("covers the issue's examples", () => {
    const sameGroup = (a: string, b: string) => {
      const [x] = matchSynonymPhrases(canonPhrase(a).split(" "));
      const [y] = matchSynonymPhrases(canonPhrase(b).split(" "));
      return x!.groupKeys.some((k) => y!.groupKeys.includes(k));
    };
    expect(sameGroup("ballast", "all in aggregate")).toBe(true);
    expect(sameGroup("breeze block", "concrete block")).toBe(true);
    expect(sameGroup("ply", "plywood")).toBe(true);
    expect(sameGroup("sheetrock", "plasterboard")).toBe(true);
    expect(sameGroup("drywall", "plasterboard")).toBe(true);
    expect(sameGroup("jumbo bag", "bulk bag")).toBe(true);
    expect(sameGroup("postcrete", "post fix")).toBe(true);
    expect(sameGroup("type 1", "mot type 1")).toBe(true);
    expect(sameGroup("kingspan", "pir board")).toBe(true);
    expect(sameGroup("celotex", "pir board")).toBe(true);
    expect(sameGroup("ballast", "plasterboard")).toBe(false);
  });
});

describe("matchSynonymPhrases", () => {
  it("takes the longest phrase first, left to right", () => {
    expect(matchSynonymPhrases(["mot", "type", "1", "red"])).toEqual([
      { words: ["mot", "type", "1"], groupKeys: ["subbase"] },
      { words: ["red"], groupKeys: [] },
    ]);
    expect(matchSynonymPhrases(["marine", "ply"])).toEqual([{ words: ["marine", "ply"], groupKeys: ["marineply"] }]);
    expect(matchSynonymPhrases(["ply"])).toEqual([{ words: ["ply"], groupKeys: ["plywood"] }]);
  });

  it("leaves words outside any phrase on their own", () => {
    expect(matchSynonymPhrases(["red", "brick"])).toEqual([
      { words: ["red"], groupKeys: [] },
      { words: ["brick"], groupKeys: [] },
    ]);
    expect(matchSynonymPhrases([])).toEqual([]);
  });
});

describe("documentGroupKeys", () => {
  it("reads a kind whose term stands inside another kind's term as that other kind only", () => {
    // A patio or a plumbers' jointing compound holds the plasterboard compound's "jointing compound".
    expect(groupsIn("Patio Jointing Compound Buff 15kg")).toContain("pavingjoint");
    expect(groupsIn("Patio Jointing Compound Buff 15kg")).not.toContain("jointfiller");
    expect(groupsIn("Plumbers Jointing Compound 400g")).not.toContain("jointfiller");
    expect(groupsIn("Jointing Compound Ready Mixed 12.5kg")).toContain("jointfiller");
  });

  it("finds the groups a product title names", () => {
    expect(groupsIn("All-in Aggregate 850kg Bulk Bag")).toEqual(["ballast", "bulkbag"]);
    expect(groupsIn("Dense Concrete Block 7N 100mm")).toEqual(["concreteblock"]);
    expect(groupsIn("British Gypsum Gyproc WallBoard Plasterboard 12.5mm")).toEqual(["plasterboard"]);
    expect(groupsIn("Hardwood Plywood 18mm")).toEqual(["plywood"]);
    expect(groupsIn("Celotex GA4000 PIR Insulation Board 100mm")).toContain("pir");
  });

  it("reads makers' names buyers use for a kind as that kind, beside the kind's own word", () => {
    expect(matchSynonymPhrases(["unibond", "pva"]).map((m) => [...m.groupKeys].sort())).toEqual([
      ["caulk", "grabadhesive", "pva", "sealant"],
      ["pva"],
    ]);
    // One-way: a product is not indexed under a kind for carrying the maker's name.
    expect(groupsIn("Unibond Repair Express Power Epoxy")).toEqual([]);
    expect(matchSynonymPhrases(["hartfield", "tool"])[1]!.groupKeys).toContain("handtool");
  });

  it("indexes an indexOnly group's products but never reads its terms in a query", () => {
    // "decking screws" stays two words in a query (wood screws still rank after), yet a fixing job finds the kind.
    expect(groupsIn("Gripwell Decking Screws Green Coated 4.5 x 60mm")).toContain("deckingscrew");
    expect(matchSynonymPhrases(["decking", "screw"]).map((m) => m.groupKeys)).toEqual([["decking"], []]);
    // Its alsoFrom words still ask for it.
    expect(matchSynonymPhrases(["flashband"])).toEqual([{ words: ["flashband"], groupKeys: ["flashingtape"] }]);
  });

  it("does not index a product under a group by its alsoFrom words alone", () => {
    // "kingspan" finds PIR boards, but a Kingspan product is not a PIR board for that reason.
    expect(groupsIn("Kingspan Kooltherm K7 Pitched Roof Board")).toEqual([]);
    expect(groupsIn("Visqueen Gas Barrier")).toEqual([]);
    // A maker that makes nothing but aircrete is an equivalent term: its blocks are aircrete.
    expect(groupsIn("Thermalite Shield Block")).toEqual(["aircrete"]);
  });

  it("finds nothing in an unrelated title", () => {
    expect(groupsIn("Stainless Steel Screws 4 x 40mm")).toEqual([]);
  });
});

describe("synonymGroupsOf and groupToken", () => {
  it("lists the terms of the groups a phrase names", () => {
    const [terms] = synonymGroupsOf("Breeze Blocks");
    expect(terms).toContain("concrete block");
    expect(terms).toContain("breeze block");
    expect(synonymGroupsOf("xylophone")).toEqual([]);
  });

  it("makes a letters-only index token", () => {
    for (const group of TRADE_SYNONYMS) expect(groupToken(group.key)).toMatch(/^[a-z]+$/);
  });
});

describe("documentGroupKeys: a fitting's shape between a phrase's words", () => {
  it("reads past equal, straight and reducing", () => {
    expect(groupsIn("Acme Compression Equal Tee 15mm")).toContain("compressionfitting");
    expect(groupsIn("Acme Compression Straight Coupler 22mm")).toContain("compressionfitting");
  });
});

describe("phraseWordFor", () => {
  it("corrects a typo to the word that completes a trade phrase with its neighbour", () => {
    expect(phraseWordFor(["sharp", "san"], 1)).toBe("sand");
    expect(phraseWordFor(["bulk", "bagg"], 1)).toBe("bag");
    // Spelt as it sounds (session 16): two edits, one sound.
    expect(phraseWordFor(["painter", "cork"], 1)).toBe("caulk");
    expect(phraseWordFor(["sharo", "sand"], 0)).toBe("sharp");
  });

  it("finds nothing without a phrase neighbour, for numbers, or for words too far off", () => {
    expect(phraseWordFor(["sharp", "xyz"], 1)).toBeNull();
    expect(phraseWordFor(["zebra", "san"], 1)).toBeNull();
    expect(phraseWordFor(["type", "2"], 1)).toBeNull();
    expect(phraseWordFor(["sharp", "sandwich"], 1)).toBeNull();
  });
});

describe("session-7 synonym data (decision 034, second amendment)", () => {
  it("indexes an underslating felt whose title puts a word inside the phrase", () => {
    expect(groupsIn("Topweld Underslating Roofing Felt type 1F, 15m x 1m Roll")).toContain("roofunderlay");
  });

  it("asks for sub-base after crusher run's own group, and for both undercoats with undercoat plaster", () => {
    expect(matchSynonymPhrases(["crusher", "run"])[0]!.groupKeys.sort()).toEqual(["scalpings", "subbase"]);
    expect(matchSynonymPhrases(["undercoat", "plaster"])[0]!.groupKeys.sort()).toEqual(["bondingplaster", "hardwall"]);
    expect(matchSynonymPhrases(["sound", "insulation"])[0]!.groupKeys.sort()).toEqual([
      "acousticinsulation",
      "soundboard",
    ]);
  });

  it("never indexes drywall: a drywall screw joins no board group", () => {
    expect(groupsIn("Gripstar Drywall Screw Black Phosphate 3.5 x 35mm")).not.toContain("plasterboard");
  });
});

describe("session-8 synonym data (decision 034, third amendment)", () => {
  it("knows a phrase holding a joining word without it, as queries lose it", () => {
    expect(matchSynonymPhrases(["dot", "dab", "adhesive"])[0]!.groupKeys).toEqual(["dabadhesive"]);
    expect(matchSynonymPhrases(["soil", "vent", "pipe"])[0]!.groupKeys).toEqual(["soilpipe"]);
  });

  it("reads the trade's tool and fixing names as one group each", () => {
    expect(matchSynonymPhrases(["lump", "hammer"])[0]!.groupKeys).toEqual(["clubhammer"]);
    expect(matchSynonymPhrases(["brick", "chisel"])[0]!.groupKeys).toEqual(["bolster"]);
    expect(matchSynonymPhrases(["rawlplug"])[0]!.groupKeys).toEqual(["wallplug"]);
    expect(matchSynonymPhrases(["drainpipe"])[0]!.groupKeys).toEqual(["downpipe"]);
  });

  it("indexes a fire board titled in merchants' word order, and a maker's grab adhesive line", () => {
    expect(groupsIn("Calcara Flame Plasterboard Fire Resistant Tapered Edge 12.5mm")).toContain("fireboard");
    expect(groupsIn("Everbuild Gripfill Solvent Free 350ml")).toContain("grabadhesive");
  });
});

describe("session-9 synonym data and reading (decision 034, fourth amendment)", () => {
  it("indexes a trade phrase whose two words a title swaps, but never a colour put after the noun", () => {
    expect(groupsIn("Aircrete Block Trench 440 x 215 x 300mm (Lumacell)")).toContain("trenchblock");
    expect(groupsIn("Sand Building 25kg")).toContain("buildingsand");
    expect(groupsIn("Decking Board Green Treated 28 x 144mm")).not.toContain("mrboard");
  });

  it("corrects a typo to a word only the synonym list knows, when exactly one is an edit away", () => {
    expect(vocabularyWordFor("gutering")).toBe("guttering");
    // Short words are never bent into trade words; nor is a word nothing is near.
    expect(vocabularyWordFor("ply")).toBeNull();
    expect(vocabularyWordFor("extractor")).toBeNull();
  });

  it("corrects a short word to a trade word only when the fit restores a dropped letter", () => {
    expect(vocabularyWordFor("mastc")).toBe("mastic");
    // Six letters take any one edit; four or five only a restored letter, never a changed one ("lambr").
    expect(vocabularyWordFor("mastik")).toBe("mastic");
    expect(vocabularyWordFor("lumbr")).toBe("lumber");
    expect(vocabularyWordFor("lumbar")).toBe("lumber");
    expect(vocabularyWordFor("lamber")).toBe("lumber");
    expect(vocabularyWordFor("lambr")).toBeNull();
  });

  it("reads the session's trade words as their groups", () => {
    expect(matchSynonymPhrases(["chemical", "anchor"])[0]!.groupKeys).toEqual(["resinanchor"]);
    expect(matchSynonymPhrases(["plumber", "tape"])[0]!.groupKeys).toEqual(["ptfetape"]);
    expect(matchSynonymPhrases(["squirty", "foam"])[0]!.groupKeys).toEqual(["expandingfoam"]);
    expect(matchSynonymPhrases(["speedfit"])[0]!.groupKeys).toEqual(["pushfit"]);
    expect(matchSynonymPhrases(["loft", "quilt"])[0]!.groupKeys).toEqual(["mineralwool"]);
    expect([...matchSynonymPhrases(["wbp", "ply"])[0]!.groupKeys].sort()).toEqual(["marineply", "plywood"]);
    expect(groupsIn("Polythene Sheeting 500 Gauge Clear 4m x 25m")).toContain("dpm");
    expect(groupsIn("Anchorfix Self Drill Metal P/Board Fixings x50")).toContain("cavityfixing");
  });

  it("reads the family audit's names (trade-synonyms-counter.ts) as their groups", () => {
    expect(matchSynonymPhrases(["black", "jack"])[0]!.groupKeys).toEqual(["roofcoating", "guttersealant"]);
    expect(matchSynonymPhrases(["flexi", "hose"])[0]!.groupKeys).toEqual(["tapconnector"]);
    expect(matchSynonymPhrases(["carriage", "bolt"])[0]!.groupKeys).toEqual(["coachbolt"]);
    expect(groupsIn("Corrugated Bitumen Roof Sheet Green 2m x 0.95m")).toContain("roofsheet");
    expect(groupsIn("uPVC Soffit Board White 10 x 200mm x 5m")).toContain("soffit");
    // A kind's word another kind's titles use stays query-only: one coat render is no one coat plaster.
    expect(groupsIn("One Coat Render Grey 25kg")).not.toContain("onecoatplaster");
    expect(groupsIn("Hardwall Undercoat Plaster 25kg")).not.toContain("primer");
  });

  it("names a kind known by its use when a whole query is one of its terms", () => {
    expect(indexOnlyGroupsOf(["corner", "bead"])).toEqual(["anglebead"]);
    expect(indexOnlyGroupsOf(["pipe", "insulation"])).toEqual(["pipelagging"]);
    expect(indexOnlyGroupsOf(["corner", "bead", "galvanised"])).toEqual([]);
  });
});

describe("plain head words (session 16)", () => {
  it("never makes the plain word a phrase of the kind before another word", () => {
    expect(matchSynonymPhrases(["wood", "screw"]).flatMap((m) => m.groupKeys)).not.toContain("timber");
    expect(matchSynonymPhrases(["wood"])[0]!.groupKeys).toEqual([]);
  });

  // Session 18: a clause naming what the head is for reads as the trade phrase it makes ("boards for skirting").
  it("reads a clause that names the head's trade phrase as that phrase", () => {
    expect(clauseAsPhrase(["board"], ["skirting"])).toEqual(["skirting", "board"]);
    expect(clauseAsPhrase(["paint"], ["masonry"])).toEqual(["masonry", "paint"]);
    expect(clauseAsPhrase(["sand"], ["block", "paving"])).toEqual(["block", "paving", "sand"]);
    // No phrase, or a phrase only part of the words make: the clause stays a clause.
    expect(clauseAsPhrase(["cement"], ["fence", "post"])).toBeNull();
    expect(clauseAsPhrase(["roofing", "felt"], ["shed"])).toBeNull();
    expect(clauseAsPhrase(["board"], [])).toBeNull();
    // A use the use table reads for the head keeps the table's reading.
    expect(clauseAsPhrase(["mortar"], ["bricklaying"])).toEqual(["bricklaying", "mortar"]);
    expect(clauseAsPhrase(["mortar"], ["bricklaying"], isTableUse)).toBeNull();
  });
});
