import { describe, expect, it } from "vitest";
import { jobPhraseOf } from "./job-phrases.ts";
import { tokeniseQuery } from "./parse-search-query.ts";

const of = (q: string) => jobPhraseOf(tokeniseQuery(q).words, true, q)?.groups;

describe("home states (job-phrases-home.ts)", () => {
  it("reads a thing in a bad state as what puts it right", () => {
    // The corner is the subject: a bead and a filler for it (part-states.ts).
    expect(of("knocked corner by the stairs plaster")).toEqual(["anglebead", "interiorfiller"]);
    expect(of("landing walls covered in scuff marks")).toEqual(["emulsion"]);
    expect(of("pebbledash looking shabby these days")).toEqual(["masonrypaint"]);
    expect(of("stop paint splashes on the new laminate")).toEqual(["dustsheet", "maskingtape"]);
    expect(of("picnic table is rickety")).toEqual(["pva", "woodscrew"]);
    expect(of("roof for the log pile")).toEqual(["roofsheet", "osb", "roofingfelt"]);
    expect(of("alleyway down the side is all mud")).toEqual(["peagravel", "weedfabric", "chippings"]);
    expect(of("grass with no mowing for a holiday let")).toEqual(["artificialgrass", "weedfabric"]);
    expect(of("knocking through the lounge into the diner")).toEqual(["lintel", "padstone"]);
  });

  it("reads a problem's words with one word between them, never a thing's", () => {
    expect(of("decking round the hot tub turned totally grey")).toEqual(["deckingoil"]);
    expect(of("side fence blew right down overnight")).toEqual(["fencepanel", "fencepost"]);
    expect(of("ceiling in the back bedroom came crashing down")).toEqual(["plasterboard", "drywallscrew"]);
    // A fence post and a panel named apart are not a "fence panel": the post's own entry reads it.
    // A rotten post is replaced by a concrete one, which cannot rot (job-phrases-symptoms.ts).
    expect(of("fence post and panel rotten")).toEqual(["concretepost", "fencepost", "postfix"]);
  });

  it("leaves a product's own name alone", () => {
    expect(of("angle bead galvanised")).toBeUndefined();
    expect(of("artificial grass roll")).toBeUndefined();
  });
});

describe("more household families (job-phrases-home.ts, -projects.ts, -trades.ts)", () => {
  it("reads rooms divided, alcoves fitted out and dripping taps", () => {
    expect(of("divide the big bedroom into two")).toEqual(["cls", "plasterboard", "sawn"]);
    expect(of("bookcase built into the alcove")?.[0]).toBe("mdf");
    expect(of("bath tap dripping all night")).toEqual(["isolatingvalve", "tapconnector"]);
  });
});

describe("damage round the house and garden (job-phrases-home.ts, -problems.ts, -household.ts)", () => {
  it("reads each thing's damage as what replaces or repairs it", () => {
    expect(of("two deck boards have gone spongy")).toEqual(["decking", "deckingscrew"]);
    expect(of("felt on the shed roof is ripped")).toEqual(["roofingfelt", "cloutnail"]);
    expect(of("water ponding on the extension flat roof")).toEqual(["epdm", "roofingfelt", "roofcoating"]);
    expect(of("frost damaged bricks in the boundary wall")).toEqual(["facingbrick", "mortarmix", "buildingsand"]);
    expect(of("ruts in the shingle drive")).toEqual(["chippings", "subbase"]);
    expect(of("basement floods after heavy rain")).toEqual(["tanking", "waterproofer"]);
    expect(of("towel rail pulled out of the wall")).toEqual(["wallplug", "cavityfixing"]);
    expect(of("big gaps around the back door frame")).toEqual(["expandingfoam", "sealant", "caulk"]);
    expect(of("mildew on the bedroom ceiling")).toEqual(["emulsion", "sugarsoap"]);
    expect(of("emulsion bubbling on the kitchen ceiling")).toEqual(["emulsion", "primer"]);
    expect(of("coving cracked where it meets the wall")).toEqual(["caulk", "interiorfiller"]);
  });
});

describe("the fabric and garden replaced in kind (job-phrases-home.ts, -fabric.ts)", () => {
  it("reads what broke as its replacement", () => {
    expect(of("utility room floor tiles have cracked")).toEqual(["tileadhesive", "grout"]);
    expect(of("skirting board in the hall is rotten")).toEqual(["skirting"]);
    expect(of("gravel board under the panel snapped")).toEqual(["gravelboard"]);
    expect(of("sleepers in the veg bed are rotting")).toEqual(["sleeper", "woodscrew"]);
    expect(of("downpipe has come away at the bottom")).toEqual(["rainwaterfitting", "downpipe"]);
    expect(of("back fence is leaning badly")).toEqual(["fencepost", "postfix", "postsupport"]);
    expect(of("brown water mark on the kitchen ceiling")).toEqual(["stainblock"]);
    expect(of("attic bedroom is sweltering in july")).toEqual(["mineralwool", "multifoil"]);
    expect(of("porch roof is leaking again")).toEqual(["epdm", "roofingfelt", "roofcoating"]);
    expect(of("crumbling front doorstep")).toEqual(["repairmortar", "rapidcement", "sbr"]);
    expect(of("condensation dripping off the tin roof of the workshop")).toEqual(["multifoil", "breathable", "pir"]);
    expect(of("rear extension flat roof is freezing")).toEqual(["pir"]);
    expect(of("rooflight in the kitchen is leaking")).toEqual(["sealant", "flashingtape"]);
    expect(of("gate pier is leaning towards the road")).toEqual(["facingbrick", "mortarmix", "buildingsand"]);
    expect(of("concrete fence post snapped in half")).toEqual(["concretepost", "fencepost", "postfix"]);
    expect(of("boundary wall has a long crack")).toEqual(["mortarmix", "buildingsand"]);
    expect(of("water lying on the back lawn for days")).toEqual(["landdrain", "soakaway"]);
  });

  it("binds and repaints masonry whose paint peels, and only repaints masonry that looks tired", () => {
    expect(of("masonry paint flaking off the rendered gable")).toEqual(["masonrypaint", "stabiliser"]);
    expect(of("pebbledash looking tired and grubby")).toEqual(["masonrypaint"]);
  });

  it("re-frames a deck whose joists have rotted, and replaces boards that have", () => {
    expect(of("rotten joists under the decking")).toEqual(["joist", "treated", "coachbolt"]);
    expect(of("decking frame gone soft at one end")).toEqual(["joist", "treated", "coachbolt"]);
    // A house's floor joists are graded timber (job-phrases-symptoms.ts), not a deck's.
    expect(of("floor joists rotten in the back bedroom")).toEqual(["strengthgraded", "sawn", "joisthanger"]);
  });

  it("sands and re-glosses woodwork whose paint flakes, and re-covers a flat roof that has split", () => {
    expect(of("gloss blistering on the shed door")).toEqual(["glosspaint", "sandpaper", "primer", "paintundercoat"]);
    expect(of("porch roof has cracked and lets the rain in")).toEqual(["epdm", "roofingfelt", "roofcoating"]);
    // A room split in two is still a partition.
    expect(of("split the garage into two rooms")).toEqual(["cls", "plasterboard", "sawn"]);
  });

  it("top-dresses a bumpy lawn and tops up a bed where nothing grows", () => {
    expect(of("back lawn full of lumps and dips")).toEqual(["topsoil"]);
    expect(of("veg bed so stony nothing grows")).toEqual(["topsoil"]);
    expect(of("foundations in heavy clay soil")).toBeUndefined();
  });

  it("reads a slow or gurgling waste as its trap, and hard brushes as white spirit", () => {
    expect(of("bath takes ages and drains slowly")).toEqual(["trap", "wastepipe"]);
    expect(of("my roller has dried up solid")).toEqual(["whitespirit"]);
    expect(of("stiff yard brush")).toBeUndefined();
  });

  it("sets fixings in resin in soft masonry, and caps a crumbling wall top with coping", () => {
    expect(of("anchor bolts keep pulling out of soft brick")).toEqual(["resinanchor", "framefixing"]);
    expect(of("wall top crumbling and letting water in")).toEqual(["coping"]);
  });

  it("re-lays a sinking drive or path on sub-base, but re-beds sinking block paving alone", () => {
    expect(of("tarmac drive sinking near the gate")).toEqual(["subbase", "sharpsand"]);
    expect(of("block drive sinking by the gate")).toEqual(["sharpsand", "kilndried"]);
    // "sink" is a thing, not a state: no sinking patio here.
    expect(of("outdoor sink on the patio")).toBeUndefined();
  });
});

describe("garden privacy (job-phrases-fabric.ts)", () => {
  it("reads neighbours seeing in, however it is said, as screening", () => {
    expect(of("stop the neighbours seeing into the garden")).toEqual(["fencepanel", "trellis"]);
    expect(of("nosy neighbours looking in over the patio")).toEqual(["fencepanel", "trellis"]);
  });
});
