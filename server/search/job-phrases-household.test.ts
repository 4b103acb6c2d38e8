import { describe, expect, it } from "vitest";
import { jobPhraseOf } from "./job-phrases.ts";
import { tokeniseQuery } from "./parse-search-query.ts";

const of = (q: string) => jobPhraseOf(tokeniseQuery(q).words)?.groups;

describe("household symptoms (job-phrases-household.ts)", () => {
  it("reads a symptom in a room or on a fitting as what fixes it there", () => {
    expect(of("silicone round the shower tray gone black")).toEqual(["sealant"]);
    expect(of("en suite walls always mouldy")).toEqual(["mrboard"]);
    expect(of("kitchen basin smells awful")).toEqual(["trap"]);
    expect(of("back bedroom always cold at night")).toEqual(["mineralwool"]);
    expect(of("condensation on the gable end inside")).toEqual(["insulatedplasterboard", "pir"]);
    expect(of("garage is freezing to work in")).toEqual(["pir", "mineralwool", "multifoil"]);
    expect(of("draughty floorboards in the hall")).toEqual(["scotia", "caulk"]);
  });

  it("lets the thing decide between products of one symptom", () => {
    expect(of("rain soaking through the pebbledash")).toEqual(["waterproofer", "render"]);
    expect(of("rain soaking through the brickwork")).toEqual(["waterproofer", "masonrypaint"]);
    expect(of("ceiling plasterboard seams cracking again")).toEqual(["scrimtape", "jointfiller"]);
    expect(of("hairline crack along the top of the coving")).toEqual(["caulk", "interiorfiller"]);
    expect(of("architrave has come loose by the front door")).toEqual(["grabadhesive"]);
    expect(of("gate post is wobbly again")).toEqual(["postfix", "postsupport"]);
    expect(of("repainting the spindles on the landing")).toEqual(["glosspaint", "satinwood", "primer"]);
    expect(of("two fence panels blown down in the storm")).toEqual(["fencepanel", "fencepost"]);
    expect(of("guttering sagging over the back door")).toEqual(["rainwaterfitting", "gutterunion", "gutter"]);
    expect(of("shed roof letting water in at the back")).toEqual(["roofingfelt", "epdm", "cloutnail"]);
  });

  it("reads worn and failed parts of the house as their replacement or their fixing", () => {
    expect(of("two slates slipped on the porch roof")).toEqual(["rooftile", "plaintile", "slate", "ridgetile"]);
    expect(of("kitchen wall tiles sound hollow")).toEqual(["tileadhesive", "grout"]);
    expect(of("mortar washed out of the garden wall joints")).toEqual(["mortarmix", "buildingsand"]);
    // On old or stone masonry the trade repoints in lime (job-phrases-fabric.ts).
    expect(of("soft mortar falling out of the flint wall")).toEqual(["hydrauliclime", "hydratedlime", "buildingsand"]);
    expect(of("front path flags rocking underfoot")).toEqual(["sharpsand", "mortarmix", "opc"]);
    expect(of("block drive sinking by the gate")).toEqual(["sharpsand", "kilndried"]);
    expect(of("summerhouse floor gone soft in one corner")).toEqual(["osb", "plywood"]);
    expect(of("soffit boards rotting over the bay")).toEqual(["fasciaboard", "soffit"]);
    expect(of("old lath ceiling bowing in the hall")).toEqual(["plasterboard", "drywallscrew"]);
  });

  it("reads grout, seals, cracks and holes by what they are in", () => {
    expect(of("grout round the shower tray going black")).toEqual(["grout"]);
    expect(of("silicone along the worktop has perished")).toEqual(["sealant"]);
    expect(of("cracked brickwork under the bay window")).toEqual(["mortarmix", "buildingsand"]);
    expect(of("fist sized hole in the stud wall")).toEqual(["interiorfiller", "jointfiller", "scrimtape"]);
    expect(of("hairline cracks across the landing ceiling")).toEqual(["interiorfiller"]);
    expect(of("plaster for patching holes")).toBeUndefined();
  });

  it("keeps problems on pipes with the pipe families before the noise entry", () => {
    expect(of("noisy pipes banging under the floor")).toEqual(["pipeclip"]);
    expect(of("loud music from the flat next door")).toEqual(["acousticinsulation", "soundboard"]);
    expect(of("a quieter ceiling under the nursery")).toEqual(["acousticinsulation", "soundboard"]);
  });

  it("reads nothing from a product's own name", () => {
    expect(of("white sanitary silicone")).toBeUndefined();
    expect(of("bottle trap 40mm")).toBeUndefined();
    expect(of("loft insulation roll 200mm")).toBeUndefined();
  });
});

describe("quiet symptoms", () => {
  it("leaves the symptom's words out of the words that rank, keeping the thing's", () => {
    const words = tokeniseQuery("silicone round the shower tray gone black").words;
    const context = jobPhraseOf(words)?.context ?? [];
    expect(context).not.toContain("black");
    expect(context).toContain("shower");
  });

  it("fills the holes a fixing left, wherever they are", () => {
    expect(of("holes left where the old shelves were")).toEqual(["interiorfiller"]);
    // In plasterboard the hole is taped too (the entry that knows the board reads first).
    expect(of("screw holes in the plasterboard")).toEqual(["interiorfiller", "jointfiller", "scrimtape"]);
  });

  it("re-decks an outbuilding floor that gives underfoot and stiffens a house floor that bounces", () => {
    expect(of("summerhouse floor feels spongy near the door")).toEqual(["osb", "plywood"]);
    expect(of("the workshop floor has started sagging")).toEqual(["osb", "plywood"]);
    expect(of("upstairs floor really bouncy when you walk")).toEqual(["strengthgraded", "sawn", "joisthanger"]);
    // One soft board in a house is a board, not its joists.
    expect(of("soft floorboard by the bathroom door")).toEqual(["floorchipboard", "osb", "plywood"]);
  });

  it("fits a dry verge where tiles or mortar come off a gable", () => {
    expect(of("verge mortar keeps falling out")).toEqual(["dryverge"]);
    expect(of("slates sliding off at the gable")).toEqual(["dryverge"]);
  });

  it("re-brackets a gutter that overflows or pours over, and re-sets a leaning garden structure's post", () => {
    expect(of("guttering overflows over the porch every storm")).toEqual(["rainwaterfitting", "gutterunion", "gutter"]);
    expect(of("the arbour has started leaning")).toEqual(["postfix", "postsupport", "treated"]);
  });

  it("replaces coping that has come off a wall and re-boards a ceiling a leak has damaged", () => {
    expect(of("two coping stones knocked off the front wall")).toEqual(["coping", "mortarmix"]);
    expect(of("bedroom ceiling water damaged from the tank")).toEqual(["plasterboard", "drywallscrew"]);
  });
});
