import { describe, expect, it } from "vitest";
import { buildQueryTerms, tokeniseQuery } from "./parse-search-query.ts";
import { applyUseWords } from "./use-words.ts";

/** The groups the query's first term reads, as prepare-search reads a query's head and clause. */
function groupsOf(q: string): readonly string[] | undefined {
  const t = tokeniseQuery(q);
  const r = applyUseWords(buildQueryTerms(t.words.slice(0, t.contextFrom)).terms, t.words.slice(t.contextFrom));
  return r.terms[0]?.groupKeys;
}

describe("building jobs by the leading verb", () => {
  it("reads the weather said as a verb as a frost proofer", () => {
    expect(groupsOf("laying a footing if it freezes tonight")?.[0]).toBe("frostproofer");
    expect(groupsOf("pointing with frosts forecast")?.[0]).toBe("frostproofer");
  });

  it("reads blocks laid as the blocks, block paving laid as the pavers", () => {
    expect(groupsOf("laying breeze blocks for a garage wall")).toEqual(["concreteblock", "mortarmix", "buildingsand"]);
    expect(groupsOf("laying the inner leaf")?.[0]).toBe("concreteblock");
    expect(groupsOf("laying block paving on the drive")?.[0]).toBe("blockpaving");
    expect(groupsOf("laying facing bricks")?.[0]).toBe("mortarmix");
    // Porcelain outdoors is paving; indoors, tiles stuck with adhesive.
    expect(groupsOf("laying outdoor porcelain tiles by the pond")?.[0]).toBe("pavingslab");
    expect(groupsOf("laying porcelain tiles in the kitchen")?.[0]).toBe("tileadhesive");
  });

  it("reads a window or door put into a wall as its lintel, a replacement alone as no such job", () => {
    expect(groupsOf("cutting a window into the gable wall")).toEqual(["lintel", "padstone"]);
    expect(groupsOf("making a bigger window in the kitchen")?.[0]).toBe("lintel");
    expect(groupsOf("fitting a new window")?.[0]).not.toBe("lintel");
  });

  it("reads timber bolted to timber as coach bolts, to masonry as anchors", () => {
    expect(groupsOf("bolting the bearer onto the posts")?.[0]).toBe("coachbolt");
    expect(groupsOf("bolting two joists together")?.[0]).toBe("coachbolt");
    expect(groupsOf("bolting a beam to a brick wall")?.[0]).toBe("anchorbolt");
    // A hex-head concrete screw bolts timber to masonry too, before resin and threaded rod.
    expect(groupsOf("bolting a wall plate onto blockwork")?.[1]).toBe("concretescrew");
  });

  it("reads a roof's slope insulated as PIR and multifoil, a garage ceiling as board or roll", () => {
    expect(groupsOf("insulating the rafters in the attic")).toEqual(["pir", "multifoil", "insulatedplasterboard"]);
    expect(groupsOf("insulating a garage ceiling")).toEqual(["pir", "mineralwool"]);
  });

  it("reads a thin covering laid on concrete as a self-levelling compound", () => {
    expect(groupsOf("putting click vinyl down on the concrete")).toEqual(["selflevelling"]);
    expect(groupsOf("laying laminate on the screed")).toEqual(["selflevelling"]);
  });

  it("reads a flat roof re-covered as a rubber membrane, a shed roof re-covered as felt", () => {
    expect(groupsOf("recovering the flat roof on the extension")?.[0]).toBe("epdm");
    expect(groupsOf("recovering the shed roof")?.[0]).toBe("roofingfelt");
  });
});
