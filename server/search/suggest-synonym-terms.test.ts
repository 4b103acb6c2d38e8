import { describe, expect, it } from "vitest";
import type { SynonymGroup } from "./trade-synonyms.ts";
import { TRADE_SYNONYMS } from "./trade-synonyms.ts";
import { synonymTermsStartingWith } from "./suggest-synonym-terms.ts";

/** What the palette did before: every term of every group tested. */
const byScan = (groups: readonly SynonymGroup[], typed: string, perGroup: number, limit: number) =>
  groups
    .filter((g) => g.terms.some((t) => t.startsWith(typed)))
    .flatMap((g) => g.terms.slice(0, perGroup))
    .slice(0, limit);

const GROUPS: SynonymGroup[] = [
  { key: "sand", terms: ["sharp sand", "grit sand", "concreting sand"] },
  { key: "ply", terms: ["plywood", "ply"] },
  { key: "board", terms: ["plasterboard", "drywall", "gypsum board"] },
  { key: "shower", terms: ["shower tray", "plinth tray"] },
];

describe("synonymTermsStartingWith", () => {
  it("gives each matching group's first terms in table order, up to the limit", () => {
    // "pl" starts a term of ply, board and shower: table order, two terms each, three in all.
    expect(synonymTermsStartingWith(GROUPS, "pl", 2, 3)).toEqual(["plywood", "ply", "plasterboard"]);
    expect(synonymTermsStartingWith(GROUPS, "grit", 2, 3)).toEqual(["sharp sand", "grit sand"]);
    expect(synonymTermsStartingWith(GROUPS, "plinth", 1, 3)).toEqual(["shower tray"]);
    expect(synonymTermsStartingWith(GROUPS, "zz", 2, 3)).toEqual([]);
  });

  it("answers as testing every term would, for every prefix of every trade term", () => {
    const prefixes = new Set<string>();
    for (const group of TRADE_SYNONYMS)
      for (const term of group.terms)
        for (let n = 1; n <= Math.min(term.length, 6); n += 1) prefixes.add(term.slice(0, n));
    for (const typed of prefixes)
      expect(synonymTermsStartingWith(TRADE_SYNONYMS, typed, 2, 3), typed).toEqual(byScan(TRADE_SYNONYMS, typed, 2, 3));
  });
});
