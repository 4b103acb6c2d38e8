import { describe, expect, it } from "vitest";
import { correctSpelling, correctWord } from "./spelling.ts";
import { extractProductFacts } from "./extract-product-facts.ts";

describe("correctWord", () => {
  it("reads a trade word one edit away as that word", () => {
    expect(correctWord("treaed")).toBe("treated"); // a letter dropped
    expect(correctWord("skirtng")).toBe("skirting");
    expect(correctWord("architrive")).toBe("architrave"); // a letter changed
    expect(correctWord("plasterbaord")).toBe("plasterboard"); // two neighbours swapped
    expect(correctWord("insulaation")).toBe("insulation"); // a letter added
    expect(correctWord("chpipings")).toBe("chipping"); // a plural, read as the singular the vocabulary holds
  });

  it("leaves real words, known names, short words and far-off words alone", () => {
    expect(correctWord("sealer")).toBe("sealer"); // English, though one edit from "sealed"
    expect(correctWord("celotex")).toBe("celotex"); // a brand
    expect(correctWord("thermapitch")).toBe("thermapitch"); // unknown range name, nothing one edit away
    expect(correctWord("skoartng")).toBe("skoartng"); // several edits away ("skrtng", its vowels dropped, is read below)
    expect(correctWord("torsu")).toBe("torsu"); // under six letters
    expect(correctWord("kreated")).toBe("kreated"); // the first letter must agree
    expect(correctWord("plasterb")).toBe("plasterb"); // a cut "plasterboard", not "plaster" misspelt
  });
});

describe("correctSpelling", () => {
  it("keeps everything but the misspelt words, numbers and case included", () => {
    expect(correctSpelling("C16 Treaed Sawn Timber 47x100mm 4.8m")).toBe("C16 treated Sawn Timber 47x100mm 4.8m");
  });

  it("never corrects the row's brand, nor a title mostly in another language", () => {
    expect(correctSpelling("Fibrex Standard MDF Board 18mm", "Fibrex")).toBe("Fibrex Standard MDF Board 18mm");
    expect(correctSpelling("Huile d'olive vierge extra AOP Haute-Provence 50cl")).toBe(
      "Huile d'olive vierge extra AOP Haute-Provence 50cl",
    );
    expect(correctSpelling("Roof Vierge Tile")).toBe("Roof verge Tile");
  });

  it("lets a misspelt title keep the facts of the right spelling", () => {
    const facts = (title: string) => extractProductFacts({ title, brand: null, gtin: null, mpn: null });
    expect(facts("mdf torus skirtng 18 x 169mm x 4.2m").keys).toEqual(
      facts("MDF Torus Skirting 18 x 169mm x 4.2m").keys,
    );
    expect(facts("Sawn Timber C16 Treaed 47x150mm 4.8m").keys).toEqual(
      facts("Sawn Timber C16 Treated 47x150mm 4.8m").keys,
    );
  });
});

describe("a word written without its vowels (session 19)", () => {
  it("reads it as the one vocabulary word it shortens", () => {
    expect(correctWord("cncrt")).toBe("concrete");
    expect(correctWord("glvnsd")).toBe("galvanised");
    expect(correctWord("mmbrn")).toBe("membrane");
    expect(correctWord("tmbr")).toBe("timber");
    expect(correctWord("adhsv")).toBe("adhesive"); // a first vowel stays
    expect(correctSpelling("Slotted Cncrt Fnc Post 2.4m")).toBe("Slotted concrete fence Post 2.4m");
  });

  it("leaves ambiguous, acronym and dictionary words alone", () => {
    expect(correctWord("blck")).toBe("blck"); // block or black
    expect(correctSpelling("FSC Sawn Post")).toBe("FSC Sawn Post"); // three capitals: an acronym
    expect(correctSpelling("PIR Board 50mm")).toBe("PIR Board 50mm");
    expect(correctWord("rhythm")).toBe("rhythm"); // English
  });

  it("reads a doubled letter written once (session 22)", () => {
    expect(correctWord("prstrsd")).toBe("prestressed");
    expect(correctWord("prstrssd")).toBe("prestressed");
    expect(correctSpelling("Cmn Brick Frgd")).toBe("common Brick frogged");
    const facts = (title: string) => extractProductFacts({ title });
    expect(facts("Prstrsd Cncrt Lntl 100 x 65mm 1200mm").keys).toEqual(
      facts("Prestressed Concrete Lintel 100 x 65mm 1200mm").keys,
    );
  });

  it("counts as a known word, so a title mostly written short is still read", () => {
    expect(correctSpelling("Brthbl Rfng Mmbrn 1m x 50m")).toContain("membrane");
    const facts = (title: string) => extractProductFacts({ title });
    expect(facts("Glvnsd Rstrnt Strap Bent 1m").keys).toEqual(facts("Galvanised Restraint Strap Bent 1m").keys);
  });
});

describe("a word cut short before a full stop (session 23)", () => {
  it("reads as the one vocabulary word it begins", () => {
    expect(correctSpelling("Facing Brick Perf. Red")).toBe("Facing Brick perforated Red");
    expect(correctSpelling("Treated Sawn Timb. 22 x 100mm")).toBe("Treated Sawn timber 22 x 100mm");
  });
  it("stays when several words begin it, when it is a word, when it is short or when no full stop closes it", () => {
    expect(correctSpelling("Facing Brick. Red")).toBe("Facing Brick. Red"); // a word ending a sentence
    expect(correctSpelling("Plas. Skim 25kg")).toBe("Plas. Skim 25kg"); // plaster, plasterboard, plastic
    expect(correctSpelling("Ext. Gloss White")).toBe("Ext. Gloss White"); // three letters
    expect(correctSpelling("Timb Frame Screws")).toBe("Timb Frame Screws");
  });
  it("keys the offer like the title written out", () => {
    const key = (title: string) =>
      extractProductFacts({ title, description: "", productType: "", brand: null, merchantName: "m" }).keys[0]?.value;
    expect(key("Pressure Trtd Timb. 47 x 200mm 3.6m")).toBe(key("Pressure Trtd Timber 47 x 200mm 3.6m"));
  });
});
