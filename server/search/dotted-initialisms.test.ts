import { describe, expect, it } from "vitest";
import { joinDottedInitialisms, joinSpacedInitialisms } from "./dotted-initialisms.ts";
import { tokeniseQuery } from "./parse-search-query.ts";

describe("joinDottedInitialisms", () => {
  it("reads single letters typed with dots as one word", () => {
    expect(joinDottedInitialisms("c.l.s timber")).toBe("cls timber");
    expect(joinDottedInitialisms("p.v.a. glue")).toBe("pva glue");
    expect(joinDottedInitialisms("white u.p.v.c fascia")).toBe("white upvc fascia");
    expect(joinDottedInitialisms("18mm o.s.b")).toBe("18mm osb");
  });

  it("leaves sizes, words ending a sentence and longer dotted words alone", () => {
    expect(joinDottedInitialisms("2.4m c16")).toBe("2.4m c16");
    expect(joinDottedInitialisms("no.8 screws")).toBe("no.8 screws");
    expect(joinDottedInitialisms("bs.8 e.g")).toBe("bs.8 eg");
    expect(joinDottedInitialisms("sand. cement.")).toBe("sand. cement.");
    expect(joinDottedInitialisms("a. b")).toBe("a. b");
  });

  it("is how the query reader reads them", () => {
    expect(tokeniseQuery("C.L.S. timber 2.4m").words).toEqual(["cls", "timber"]);
  });
});

describe("joinSpacedInitialisms", () => {
  it("reads three to five single letters typed with spaces as one word", () => {
    expect(joinSpacedInitialisms("g r p roof")).toBe("grp roof");
    expect(joinSpacedInitialisms("u p v c trim")).toBe("upvc trim");
    expect(tokeniseQuery("p v a glue").words).toEqual(["pva", "glue"]);
  });

  it("leaves two letters, a size's x and a leading article alone", () => {
    expect(joinSpacedInitialisms("t bar")).toBe("t bar");
    expect(joinSpacedInitialisms("a u bend")).toBe("a u bend");
    expect(joinSpacedInitialisms("4 x 2 x 3")).toBe("4 x 2 x 3");
  });
});
