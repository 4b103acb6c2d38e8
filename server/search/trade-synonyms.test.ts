import { describe, expect, it } from "vitest";
import { BRAND_WORDS } from "./trade-synonyms-brands.ts";
import { REGIONAL_WORDS } from "./trade-synonyms-regional.ts";
import { YARD_WORDS } from "./trade-synonyms-yard.ts";
import { COUNTER_WORDS } from "./trade-synonyms-counter.ts";
import { SLANG_WORDS } from "./trade-synonyms-slang.ts";
import { ELSEWHERE_WORDS } from "./trade-synonyms-elsewhere.ts";
import { EVERYDAY_WORDS } from "./trade-synonyms-everyday.ts";
import { SITE_TITLES, SITE_WORDS } from "./trade-synonyms-site-trades.ts";
import { FINISHING_TITLES, FINISHING_WORDS } from "./trade-synonyms-finishing-trades.ts";
import { matchSynonymPhrases } from "./synonym-phrases.ts";
import { TRADE_SYNONYMS } from "./trade-synonyms.ts";

// Makers' and regional names are merged into groups by key: a key no group has would drop its names unseen.
describe("TRADE_SYNONYMS", () => {
  const keys = new Set(TRADE_SYNONYMS.map((group) => group.key));

  it("has a group for every key the makers' and regional name lists add to", () => {
    expect(Object.keys(BRAND_WORDS).filter((key) => !keys.has(key))).toEqual([]);
    expect(Object.keys(REGIONAL_WORDS).filter((key) => !keys.has(key))).toEqual([]);
    expect(Object.keys(YARD_WORDS).filter((key) => !keys.has(key))).toEqual([]);
    expect(Object.keys(COUNTER_WORDS).filter((key) => !keys.has(key))).toEqual([]);
    expect(Object.keys(SLANG_WORDS).filter((key) => !keys.has(key))).toEqual([]);
    expect(Object.keys(ELSEWHERE_WORDS).filter((key) => !keys.has(key))).toEqual([]);
    expect(Object.keys(EVERYDAY_WORDS).filter((key) => !keys.has(key))).toEqual([]);
    for (const words of [SITE_WORDS, SITE_TITLES, FINISHING_WORDS, FINISHING_TITLES])
      expect(Object.keys(words).filter((key) => !keys.has(key))).toEqual([]);
  });

  it("carries those names in the group's alsoFrom", () => {
    for (const [key, names] of [
      ...Object.entries(REGIONAL_WORDS),
      ...Object.entries(YARD_WORDS),
      ...Object.entries(COUNTER_WORDS),
      ...Object.entries(SLANG_WORDS),
      ...Object.entries(ELSEWHERE_WORDS),
      ...Object.entries(BRAND_WORDS),
      ...Object.entries(EVERYDAY_WORDS),
      ...Object.entries(SITE_WORDS),
      ...Object.entries(FINISHING_WORDS),
    ]) {
      const group = TRADE_SYNONYMS.find((g) => g.key === key)!;
      expect(group.alsoFrom).toEqual(expect.arrayContaining([...names]));
    }
  });

  // Session 16's families: a maker's name, an American word and a chemist's name each read as the stocked kind.
  it("reads everyday makers', American and chemists' names as the kind", () => {
    const kindsOf = (typed: string) => matchSynonymPhrases(typed.split(" "))[0]!.groupKeys;
    expect(kindsOf("turbogold")).toContain("woodscrew");
    expect(kindsOf("illbruck")).toContain("expandingfoam");
    expect(kindsOf("rain trough")).toContain("gutter");
    expect(kindsOf("calcium hydroxide")).toContain("hydratedlime");
    expect(kindsOf("styrene butadiene")).toContain("sbr");
    expect(kindsOf("skeleton gun")).toEqual(["sealantgun"]);
    expect(kindsOf("painting sheet")).toContain("dustsheet");
  });

  // Session 17's families: a yard name, a kit's name and an American word each read as the stocked kind.
  it("reads everyday, kit and yard names as the kind", () => {
    const kindsOf = (typed: string) => matchSynonymPhrases(typed.split(" "))[0]!.groupKeys;
    expect(kindsOf("slating lath")).toContain("batten");
    expect(kindsOf("jamb set")).toContain("doorlining");
    expect(kindsOf("yorkshire tee")).toContain("endfeed");
    expect(kindsOf("rainwater barrel")).toContain("waterbutt");
    expect(kindsOf("taping compound")).toContain("jointfiller");
    expect(kindsOf("ornamental gravel")).toContain("peagravel");
    // Bare "yorkshire" names stone as often as fittings: it stays no kind.
    expect(matchSynonymPhrases(["yorkshire"]).flatMap((m) => m.groupKeys)).not.toContain("endfeed");
  });

  it("indexes the further catalogue titles as the group's terms", () => {
    for (const [key, titles] of [...Object.entries(SITE_TITLES), ...Object.entries(FINISHING_TITLES)]) {
      const group = TRADE_SYNONYMS.find((g) => g.key === key)!;
      expect(group.terms).toEqual(expect.arrayContaining([...titles]));
    }
  });

  // Session 18's trade-by-trade names: a fitter's slang, an old maker's name and a yard's grading read as the kind.
  it("reads each trade's other names as the stocked kind", () => {
    const kindsOf = (typed: string) => matchSynonymPhrases(typed.split(" "))[0]!.groupKeys;
    expect(kindsOf("monkey tail")).toContain("tapconnector");
    expect(kindsOf("molly bolt")).toContain("cavityfixing");
    expect(kindsOf("rad thermostat")).toContain("radiatorvalve");
    expect(kindsOf("concreting gravel")).toContain("ballast");
    expect(kindsOf("washed plastering sand")).toContain("plasteringsand");
    expect(kindsOf("fence dye")).toContain("fencestain");
    expect(kindsOf("counter batten")).toContain("batten");
    expect(kindsOf("snowcrete")).toEqual(["whitecement"]);
    expect(kindsOf("priming slurry")).toEqual(["slurryprimer"]);
    // A colour that is also a fitting's part names no kind alone.
    expect(matchSynonymPhrases(["olive"]).flatMap((m) => m.groupKeys)).not.toContain("compressionfitting");
  });

  it("never uses one key for two groups", () => {
    expect(keys.size).toBe(TRADE_SYNONYMS.length);
  });
});
