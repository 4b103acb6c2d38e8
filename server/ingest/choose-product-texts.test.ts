import { describe, expect, it } from "vitest";
import { chooseProductDescription, chooseProductName } from "./choose-product-texts.ts";

const shouting = { title: "BRITISH GYPSUM LTD GYPROC WB PLASTERBOARD TE 15MM 2400X1200", brand: "British Gypsum" };
const shoutingShort = { title: "GYPROC WALLBOARD TE 15MM", brand: null };
const calm = { title: "Gyproc WallBoard Tapered Edge 15mm 2400 x 1200mm", brand: "British Gypsum" };
const otherCalm = { title: "British Gypsum Gyproc WallBoard 15mm TE", brand: "British Gypsum" };

describe("chooseProductName", () => {
  it("keeps the current name when there are no offers", () => {
    expect(chooseProductName([], "Gyproc WallBoard 15mm")).toBe("Gyproc WallBoard 15mm");
  });

  it("recases the current name's offer when every merchant shouts", () => {
    expect(chooseProductName([shoutingShort, shouting], shouting.title)).toBe(
      "British Gypsum Ltd Gyproc WB Plasterboard TE 15mm 2400x1200",
    );
  });

  it("recognises its own earlier recasing as the current name, so the name does not flip", () => {
    const first = chooseProductName([shouting], shouting.title);
    expect(chooseProductName([shoutingShort, shouting], first)).toBe(first);
  });

  it("otherwise recases the shortest title with enough words", () => {
    expect(chooseProductName([shouting, shoutingShort], "Something else")).toBe("Gyproc Wallboard TE 15mm");
  });

  it("takes the title with the most words when none has enough", () => {
    const bare = [
      { title: "CEMENT", brand: null },
      { title: "PORTLAND CEMENT", brand: null },
    ];
    expect(chooseProductName(bare, "Cement 25kg")).toBe("Portland Cement");
  });

  it("keeps a calm current name when some offer is calm", () => {
    expect(chooseProductName([shouting, calm, otherCalm], otherCalm.title)).toBe(otherCalm.title);
  });

  it("replaces a shouting current name with the first calm offer title", () => {
    expect(chooseProductName([shouting, calm, otherCalm], shouting.title)).toBe(calm.title);
    expect(chooseProductName([shouting, otherCalm], "")).toBe(otherCalm.title);
  });

  it("replaces a recased name once a merchant writes the title itself", () => {
    const recased = chooseProductName([shouting], shouting.title);
    expect(chooseProductName([shouting, calm], recased)).toBe(calm.title);
  });

  it("leaves titles in caseless scripts alone", () => {
    const offers = [{ title: "石膏板 15mm 2400x1200", brand: null }];
    expect(chooseProductName(offers, "石膏板 15mm 2400x1200")).toBe("石膏板 15mm 2400x1200");
  });
});

describe("chooseProductDescription", () => {
  const short = "Portland cement.";
  const plain = "General purpose Portland cement for mortar and concrete.";
  const richer = "General purpose Portland cement for mortar, concrete and rendering. Bag weight 25kg; store dry.";

  it("prefers the description with the most distinct words", () => {
    expect(chooseProductDescription([plain, richer, short])).toBe(richer);
  });

  it("breaks a tie on distinct words by length, then by order", () => {
    const repeated = "Sharp sand for screeds. Sharp sand for screeds.";
    const once = "Sharp sand for screeds and floors.";
    // Both have four distinct words: the longer wins.
    expect(chooseProductDescription(["Sharp sand, for screeds", repeated])).toBe(repeated);
    // Same words, same length: the first wins.
    expect(chooseProductDescription([once, "Sharp sand for floors and screeds."])).toBe(once);
  });

  it("skips texts that are too short or only repeat the title", () => {
    const title = "Blue Circle Mastercrete Cement 25kg";
    expect(chooseProductDescription([short, "BLUE CIRCLE MASTERCRETE CEMENT 25KG."], [title])).toBe("");
    expect(chooseProductDescription(["Blue Circle Mastercrete Cement 25kg", plain], [title])).toBe(plain);
  });

  it("returns '' when there is nothing to choose from, and trims what it returns", () => {
    expect(chooseProductDescription([])).toBe("");
    expect(chooseProductDescription(["", "   "])).toBe("");
    expect(chooseProductDescription([`  ${plain}\n`])).toBe(plain);
  });
});
