import { describe, expect, it } from "vitest";
import { normaliseText } from "../ingest/normalise/text.ts";
import { qualifiesByForm, unknownBesideKind } from "./unknown-beside-kind.ts";

const ENGLISH = new Set(["premixed", "bagged", "boxed", "jet", "vinyl", "garden", "copper", "speed", "treated"]);
const isEnglish = (w: string) => ENGLISH.has(w);

/** Words as typed; `known` lists the ones some product name holds. */
function head(typed: string, known: string) {
  const strong = new Set(known.split(" "));
  return typed.split(" ").map((w) => ({ typed: w, canonical: normaliseText(w).trim(), strong: strong.has(w) }));
}

describe("unknownBesideKind", () => {
  it("leaves out a maker's name, shop slang, a shape letter or a participle before a stocked kind", () => {
    expect(unknownBesideKind(head("flumbrite polystyrene insulation", "polystyrene insulation"), isEnglish)).toEqual([
      0,
    ]);
    expect(unknownBesideKind(head("boxed bagged mortar", "mortar"), isEnglish)).toEqual([0, 1]);
    expect(unknownBesideKind(head("t sealant", "sealant"), isEnglish)).toEqual([0]);
    // The head ends a trade phrase whose group finds the products, though no title prints "hose".
    expect(unknownBesideKind(head("flumbi tap hose 15mm", "tap 15mm"), isEnglish)).toEqual([0]);
  });

  it("keeps an English noun or adjective before the kind: the query is about another thing", () => {
    expect(unknownBesideKind(head("jet sealant", "sealant"), isEnglish)).toBeNull();
    expect(unknownBesideKind(head("vinyl board", "board"), isEnglish)).toBeNull();
    expect(unknownBesideKind(head("copper pipe", "pipe"), isEnglish)).toBeNull();
  });

  it("needs a head noun the catalogue's names hold and the trade's vocabulary names as a kind", () => {
    // The head itself unknown: nothing is left to answer.
    expect(unknownBesideKind(head("flumbrite hozer", ""), isEnglish)).toBeNull();
    // A held word that names no kind ("set", "controller"): a toy or a gadget, not sold here.
    expect(unknownBesideKind(head("flumbrite set", "set"), isEnglish)).toBeNull();
    // Nothing before the head.
    expect(unknownBesideKind(head("insulation", "insulation"), isEnglish)).toBeNull();
  });
});

describe("qualifiesByForm", () => {
  it("reads letters, pronounceable non-English words and participles as qualifiers", () => {
    expect(qualifiesByForm("y", isEnglish)).toBe(true);
    expect(qualifiesByForm("flexo", isEnglish)).toBe(true);
    expect(qualifiesByForm("treated", isEnglish)).toBe(true);
  });

  it("leaves initialisms, keyboard noise, articles and other English words alone", () => {
    // "gardem": the English "garden" misspelt.
    for (const w of ["a", "i", "upvc", "qwzx", "hdmi", "sds", "speed", "jet", "garden", "gardem"])
      expect(qualifiesByForm(w, isEnglish), w).toBe(false);
  });
});

describe("unknownBesideKind after the head", () => {
  it("leaves out a describing word no title prints after the kind", () => {
    expect(unknownBesideKind(head("mortar mini", "mortar"), isEnglish)).toEqual([1]);
    expect(unknownBesideKind(head("building sand sack", "building sand"), isEnglish)).toEqual([2]);
  });

  it("refuses when a word after the head is another thing, not a description", () => {
    expect(unknownBesideKind(head("sealant gun", "sealant"), isEnglish)).toBeNull();
  });
});
