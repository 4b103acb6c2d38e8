import { describe, expect, it } from "vitest";
import { canonPhrase } from "../ingest/normalise/phrase-match.ts";
import { normaliseText } from "../ingest/normalise/text.ts";
import { documentGroupKeys, matchSynonymPhrases } from "./synonym-phrases.ts";
import { FINISHING_NAMES } from "./trade-synonyms-finishing-names.ts";
import { TRADE_SYNONYMS } from "./trade-synonyms.ts";

const groupsIn = (title: string) => documentGroupKeys(normaliseText(title)).sort();
const asked = (query: string) => matchSynonymPhrases(canonPhrase(query).split(" ")).flatMap((m) => m.groupKeys);

describe("session-19 finishing kinds (trade-synonyms-finishing-kinds.ts)", () => {
  it("indexes metal paint, the decorator's undercoat and the foam gun by their titles", () => {
    expect(groupsIn("Brockley Direct to Metal Paint Red Smooth, 750ml")).toContain("metalpaint");
    expect(groupsIn("Brockley Undercoat White 2.5L")).toContain("paintundercoat");
    expect(groupsIn("Tanfield Foam Applicator Gun")).toEqual(["foamgun"]);
  });

  it("keeps the plasterer's undercoats out of the paint's group", () => {
    expect(groupsIn("Hardwall Undercoat Plaster 25kg")).toEqual(["hardwall"]);
    expect(groupsIn("Bonding Undercoat 25kg")).not.toContain("paintundercoat");
  });

  it("indexes gloss titled by its finish alone", () => {
    expect(groupsIn("Brockley Liquid Gloss Pure Brilliant White, 750ml")).toContain("glosspaint");
    expect(groupsIn("Non Drip Gloss Magnolia 2.5L")).toContain("glosspaint");
  });

  it("reads makers' names said as the kind", () => {
    expect(asked("hammerite for the railings")).toContain("metalpaint");
    expect(asked("hammerite for the railings")).not.toContain("glosspaint");
    expect(asked("smoothrite black")).toContain("metalpaint");
    expect(asked("monkey flex for a mixer")).toContain("tapconnector");
    expect(asked("hep 2o fittings 22mm")).toContain("pushfit");
  });

  it("reads a merchant's decorating sundries as its brushes, tapes, sheets and abrasives", () => {
    expect(asked("decorating sundries").sort()).toEqual(["dustsheet", "maskingtape", "painttool", "sandpaper"]);
  });

  it("adds names only to groups that exist", () => {
    const keys = new Set(TRADE_SYNONYMS.map((group) => group.key));
    expect(Object.keys(FINISHING_NAMES).filter((key) => !keys.has(key))).toEqual([]);
  });
});
