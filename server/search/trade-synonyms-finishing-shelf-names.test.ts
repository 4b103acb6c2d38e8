import { describe, expect, it } from "vitest";
import { canonPhrase } from "../ingest/normalise/phrase-match.ts";
import { matchSynonymPhrases } from "./synonym-phrases.ts";
import { FINISHING_SHELF_NAMES } from "./trade-synonyms-finishing-shelf-names.ts";
import { TRADE_SYNONYMS } from "./trade-synonyms.ts";

const asked = (query: string) => matchSynonymPhrases(canonPhrase(query).split(" ")).flatMap((m) => m.groupKeys);

describe("session-20 finishing shelf names (trade-synonyms-finishing-shelf-names.ts)", () => {
  it("reads makers' names said as the kind", () => {
    expect(asked("ballofix 15mm")).toContain("isolatingvalve");
    expect(asked("polycell stain stop aerosol")).toContain("stainblock");
    expect(asked("pliolite white")).toContain("masonrypaint");
  });

  it("asks for the neighbour the trade calls by the same name", () => {
    expect(asked("coach screws m10")).toEqual(expect.arrayContaining(["coachscrew", "coachbolt"]));
    expect(asked("coach bolts m10")).toEqual(expect.arrayContaining(["coachbolt", "coachscrew"]));
    expect(asked("lag screws")).toEqual(expect.arrayContaining(["coachscrew", "coachbolt"]));
  });

  it("leaves a system maker's name alone with the fittings, and copper with no name", () => {
    expect(asked("speedfit")).not.toContain("plasticpipe");
    expect(asked("copper fittings")).not.toContain("endfeed");
  });

  it("adds names only to groups that exist", () => {
    const keys = new Set(TRADE_SYNONYMS.map((group) => group.key));
    expect(Object.keys(FINISHING_SHELF_NAMES).filter((key) => !keys.has(key))).toEqual([]);
  });
});
