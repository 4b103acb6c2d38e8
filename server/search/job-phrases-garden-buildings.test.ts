import { describe, expect, it } from "vitest";
import { GARDEN_BUILDING_JOB_PHRASES } from "./job-phrases-garden-buildings.ts";
import { jobPhraseOf } from "./job-phrases.ts";
import { tokeniseQuery } from "./parse-search-query.ts";
import { TRADE_SYNONYMS } from "./trade-synonyms.ts";

const of = (q: string, task = true) => jobPhraseOf(tokeniseQuery(q).words, task)?.groups ?? null;

describe("garden buildings worked on by their part", () => {
  it("reads insulating a timber outbuilding as insulation boards, in any sentence", () => {
    expect(of("log cabin roof and floor insulation", false)?.[0]).toBe("pir");
    expect(of("keeping the garden studio warm in winter")?.[0]).toBe("pir");
    expect(of("insulating a summerhouse")).toEqual(["pir", "multifoil", "mineralwool"]);
  });

  it("reads sheathing or boarding the walls as OSB and ply, before the frame's timber", () => {
    expect(of("skinning a timber framed workshop")).toEqual(["osb", "plywood", "breathable"]);
    expect(of("boarding out the inside of the potting shed")?.[0]).toBe("osb");
  });

  it("reads the walls cladded or reclad as cladding boards", () => {
    expect(of("re clad the playhouse")?.[0]).toBe("cladding");
    expect(of("new external walls for the bike shed")?.[0]).toBe("cladding");
  });

  it("reads its floor as sheets on treated bearers, before the walls' boarding", () => {
    expect(of("new floor for the summer house")).toEqual(["osb", "plywood", "floorchipboard", "treated"]);
    expect(of("boarding the garden studio floor")?.[0]).toBe("osb");
    expect(of("painting a concrete workshop floor")).toBeNull();
    expect(of("garden office floor joists")?.[0]).toBe("osb");
    expect(of("shed floor", false)).toBeNull();
  });

  it("leaves the roof to the verb tables, and product names alone", () => {
    expect(of("felting the roof of the tool shed")).toBeNull();
    expect(of("shed cladding boards 3.6m", false)).toBeNull();
    expect(of("frame for a summerhouse")).toEqual(["treated", "sawn"]);
  });

  it("names only synonym groups the trade tables define", () => {
    const keys = new Set(TRADE_SYNONYMS.map((g) => g.key));
    for (const entry of GARDEN_BUILDING_JOB_PHRASES)
      for (const group of entry.groups) expect(keys, group).toContain(group);
  });
});
