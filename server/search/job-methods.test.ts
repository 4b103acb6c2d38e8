import { describe, expect, it } from "vitest";
import { JOB_METHODS, jobMethodOf } from "./job-methods.ts";
import { tokeniseQuery } from "./parse-search-query.ts";
import { TRADE_SYNONYMS } from "./trade-synonyms.ts";

const of = (q: string) => jobMethodOf(tokeniseQuery(q).without)?.groups ?? null;

describe("jobMethodOf", () => {
  it("reads a job done without its usual method as the other method's products", () => {
    expect(of("teeing into a cold feed without soldering")).toEqual(["compressionfitting", "pushfit"]);
    expect(of("joining 22mm copper without a blow torch")).toEqual(["compressionfitting", "pushfit"]);
  });

  it("reads a method for the job the query names, and only for it", () => {
    const ofJob = (q: string) => jobMethodOf(tokeniseQuery(q).without, tokeniseQuery(q).words)?.groups ?? null;
    expect(ofJob("filling flagstone joints without sand and cement")).toEqual(["pavingjoint", "kilndried"]);
    expect(ofJob("gate post put in without concrete")).toEqual(["postsupport"]);
    expect(ofJob("stacking landscape sleepers three high without drilling")).toEqual(["landscapescrew"]);
    expect(ofJob("bedding a ridge without mortar")).toBeNull();
    expect(ofJob("putting up coving without nails")).toEqual(["grabadhesive"]);
    expect(ofJob("hanging a mirror on tiles without drilling")).toEqual(["grabadhesive"]);
    expect(ofJob("shed base without drilling")).toBeNull();
  });

  it("reads masonry fixings with no plug, footings with no bricks and mortar with no lime", () => {
    const ofJob = (q: string) => jobMethodOf(tokeniseQuery(q).without, tokeniseQuery(q).words)?.groups ?? null;
    expect(ofJob("screwing a batten to blockwork without plugs")).toEqual(["concretescrew", "framefixing"]);
    expect(ofJob("sticking skirting to a brick wall without plugs")).toEqual(["grabadhesive"]);
    expect(ofJob("trench foundations in blocks rather than bricks")).toEqual(["trenchblock", "concreteblock"]);
    expect(ofJob("softer bricklaying mortar instead of adding lime")).toEqual(["plasticiser"]);
    expect(ofJob("garden wall without bricks")).toBeNull();
  });

  it("reads nothing from a clause with no method it knows, or from no clause", () => {
    expect(of("fixing coving without nails")).toBeNull();
    expect(of("solder ring elbow 15mm")).toBeNull();
  });

  it("names only synonym groups the trade tables define", () => {
    const keys = new Set(TRADE_SYNONYMS.map((g) => g.key));
    for (const method of JOB_METHODS) for (const group of method.groups) expect(keys, group).toContain(group);
  });
});
