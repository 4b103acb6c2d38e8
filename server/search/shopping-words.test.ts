import { describe, expect, it } from "vitest";
import { tokeniseQuery } from "./parse-search-query.ts";
import { isShoppingWordAsTyped } from "./shopping-words.ts";
import { taskShape } from "./intent-fallback.server.ts";
import { isPackWordAsTyped } from "./pack-and-tier-words.ts";

const words = (q: string) => tokeniseQuery(q).words;

describe("shopping words in a query", () => {
  it("drops words for money off, how cheap and how it is priced", () => {
    expect(words("ballast discount")).toEqual(["ballast"]);
    expect(words("bargain decking boards")).toEqual(["decking", "board"]);
    expect(words("wholesale plasterboard")).toEqual(["plasterboard"]);
    expect(words("clearance emulsion")).toEqual(["emulsion"]);
    expect(words("lintels lowest price ex vat")).toEqual(["lintel"]);
    expect(words("cheapest screws inc vat")).toEqual(["screw"]);
    expect(words("compare prices cement")).toEqual(["cement"]);
  });

  it("drops words for where and when it comes", () => {
    expect(words("topsoil local")).toEqual(["topsoil"]);
    expect(words("gravel next day delivery")).toEqual(["gravel"]);
    expect(words("blocks free delivery")).toEqual(["block"]);
    expect(words("kerbs click and collect")).toEqual(["kerb", "collect"]); // "collect" names a job in the tables
    expect(words("timber delivered to site")).toEqual(["timber"]);
    expect(words("lime day delivery")).toEqual(["lime"]);
    expect(words("builders merchants near me ply")).toEqual(["ply"]);
  });

  it("drops a phrase's first word only with the phrase's next word after it", () => {
    expect(words("half price guttering")).toEqual(["guttering"]);
    expect(words("half round guttering")).toEqual(["half", "round", "guttering"]);
    expect(words("solvent free grab adhesive")).toEqual(["solvent", "free", "grab", "adhesive"]);
    expect(words("low cost primer")).toEqual(["primer"]);
    expect(words("low modulus silicone")).toEqual(["low", "modulus", "silicone"]);
    expect(words("builders bucket")).toEqual(["builder", "bucket"]);
  });

  it("keeps a closing word typed before the thing it names", () => {
    expect(words("site hut")).toEqual(["site", "hut"]);
    expect(words("day bed")).toEqual(["day", "bed"]);
    expect(words("brand new fence")).toEqual(["brand", "new", "fence"]);
    expect(words("paint top brands")).toEqual(["paint"]);
    expect(words("trade vinyl matt")).toEqual(["trade", "vinyl", "matt"]);
    expect(words("sealant trade")).toEqual(["sealant"]);
  });

  it("never makes a query a sentence (session 24)", () => {
    expect(isShoppingWordAsTyped("Cheapest")).toBe(true);
    expect(isShoppingWordAsTyped("blocks")).toBe(false);
    expect(taskShape("fixing plates cheapest")).toBeNull();
    expect(taskShape("fixing plates to a wall")).not.toBeNull();
  });

  it("drops a pack's size word before the pack word, which stays (session 24)", () => {
    expect(words("nails big box")).toEqual(["nail", "box"]);
    expect(words("wall plugs bumper pack")).toEqual(["wall", "plug", "pack"]);
    expect(words("value emulsion")).toEqual(["value", "emulsion"]);
    // A trade phrase holding it is kept: a "big bag" is a bulk bag.
    expect(words("big bag")).toEqual(["big", "bag"]);
  });

  it("reads a quantity beside a kind as how it comes, not a kind (session 24)", () => {
    expect(isPackWordAsTyped("bulk")).toBe(true);
    expect(isPackWordAsTyped("nail")).toBe(false);
  });
});
