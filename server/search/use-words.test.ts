import { describe, expect, it } from "vitest";
import { buildQueryTerms, tokeniseQuery } from "./parse-search-query.ts";
import { applyUseWords } from "./use-words.ts";

/** The head terms and the "for…" clause's words of a query, as prepare-search reads them. */
function read(q: string) {
  const t = tokeniseQuery(q);
  return applyUseWords(buildQueryTerms(t.words.slice(0, t.contextFrom)).terms, t.words.slice(t.contextFrom));
}

/** As read(), for a task phrase (prepare-search passes taskShape's answer). */
function readTask(q: string) {
  const t = tokeniseQuery(q);
  const terms = buildQueryTerms(t.words.slice(0, t.contextFrom)).terms;
  return applyUseWords(terms, t.words.slice(t.contextFrom), { task: true });
}

describe("a plain verb of fitting before a named kind", () => {
  it("leaves the verb out and keeps the kind when no verb entry reads it", () => {
    expect(read("fitting dry verge on the gable end").terms.map((t) => t.words.join(" "))).toEqual(["dry verge"]);
    expect(read("swapping the water butt").terms.map((t) => t.groupKeys)).toEqual([["waterbutt"]]);
    // A word no synonym group names keeps the verb as typed (no kind to buy).
    expect(read("fitting instructions").terms.map((t) => t.words.join(" "))).toEqual(["fitting", "instruction"]);
  });
});

describe("applyUseWords", () => {
  it("ranks a job's main material first, and reads a job done without its usual method", () => {
    expect(read("building a brick wall round the yard").lead).toEqual({ words: [], groupKeys: ["facingbrick"] });
    expect(read("building a block wall").lead).toEqual({ words: [], groupKeys: ["concreteblock"] });
    expect(read("repairing the fence rails").terms[0]!.groupKeys).toEqual(["arrisrail"]);
    expect(read("repairing the fence rails").lead).toBeUndefined();
    expect(read("insulating the rafters of a dormer").terms[0]!.groupKeys).toEqual([
      "pir",
      "multifoil",
      "insulatedplasterboard",
    ]);
    expect(read("plumbing a basin in the cloakroom").lead).toEqual({ words: [], groupKeys: ["trap"] });
    expect(read("bolting a pergola beam to a timber post").terms[0]!.groupKeys).toEqual([
      "coachbolt",
      "coachscrew",
      "threadedrod",
    ]);
    expect(read("overlaying the floorboards in a hallway").terms[0]!.groupKeys).toEqual(["hardboard", "plywood"]);
    expect(read("mounting a mirror in the hall").lead).toEqual({ words: [], groupKeys: ["wallplug"] });
    expect(read("installing an internal door frame in the hallway").terms[0]!.groupKeys).toEqual([
      "doorlining",
      "architrave",
    ]);
    // Concrete named for foundations is the product, not the foundation-block job.
    expect(readTask("concrete for the foundations of a porch").terms[0]!.groupKeys).toEqual(["concretemix", "ballast"]);
    const t = tokeniseQuery("connecting a radiator valve without soldering");
    const head = buildQueryTerms(t.words.slice(0, t.contextFrom)).terms;
    const r = applyUseWords(head, t.words.slice(t.contextFrom), { without: t.without });
    expect(r.terms).toEqual([{ words: [], groupKeys: ["compressionfitting", "pushfit"] }]);
    expect(r.lead).toEqual({ words: [], groupKeys: ["compressionfitting"] });
  });

  it("reads a task typed as its problem or place as the products that treat it, every word as context", () => {
    const r = readTask("burst pipes under the floor every winter");
    expect(r.terms).toEqual([{ words: [], groupKeys: ["pipelagging"] }]);
    expect(r.rest).toEqual(expect.arrayContaining(["burst", "pipe", "floor", "winter"]));
    expect(r.jobObjects).toEqual(["burst", "pipe"]);
    // A problem with its thing needs no joining word ("flat roof leaking again"); a problem alone does.
    expect(read("flat roof leaking again").terms[0]!.groupKeys).toEqual(["epdm", "roofingfelt", "roofcoating"]);
    expect(read("greasy kitchen walls").terms[0]!.groupKeys).not.toContain("sugarsoap");
    expect(readTask("greasy walls in the kitchen").terms[0]!.groupKeys).toEqual(["sugarsoap"]);
    expect(read("flat roof").terms[0]!.groupKeys).not.toContain("epdm");
  });

  it("reads stones for a border as decorative, and a mix for bricks as mortar", () => {
    expect(read("stones for a rockery").terms[0]!.groupKeys).toEqual(["chippings", "peagravel", "pebble"]);
    // Mortar or a mix typed brings the cement it is made with; sand typed stays sand and mortar.
    expect(read("mix for bricklaying").terms[0]!.groupKeys).toEqual(["mortarmix", "buildingsand", "opc"]);
    expect(read("mortar for a blockwork garage").terms[0]!.groupKeys).toEqual(["mortarmix", "buildingsand", "opc"]);
    expect(read("sand for brickwork").terms[0]!.groupKeys).toEqual(["mortarmix", "buildingsand"]);
  });

  it("keeps a named product whose use the table reads, and a leading verb over an entry with no thing", () => {
    expect(readTask("sand for laying block paving").terms[0]!.groupKeys).toEqual(["kilndried"]);
    expect(readTask("soundproofing a bedroom wall from noise").terms[0]!.groupKeys).toEqual([
      "acousticinsulation",
      "soundboard",
    ]);
    // An entry with a thing is read before the verb table's broader "filling" (fillers and foam).
    expect(readTask("filling the joints between patio slabs").terms[0]!.groupKeys).toEqual([
      "pavingjoint",
      "kilndried",
    ]);
  });

  it("asks for a new fence's panels first, and for a repair's posts and post mix only", () => {
    expect(read("putting up a new fence").terms[0]!.groupKeys[0]).toBe("fencepanel");
    expect(read("erecting a garden fence").terms[0]!.groupKeys).toContain("gravelboard");
    expect(read("repairing a fence").terms[0]!.groupKeys).toEqual(["fencepost", "postfix", "featheredge"]);
  });

  it("reads decorating and garden-upkeep jobs by their object", () => {
    expect(read("painting a bedroom ceiling").terms[0]!.groupKeys).toEqual(["emulsion"]);
    expect(read("painting rendered walls outside").terms[0]!.groupKeys).toEqual(["masonrypaint"]);
    expect(read("staining a garden fence").terms[0]!.groupKeys).toEqual(["fencestain"]);
    expect(read("washing paintwork before decorating").terms[0]!.groupKeys).toEqual(["sugarsoap"]);
    expect(read("stop weeds growing in a path").terms[0]!.groupKeys).toEqual(["weedfabric"]);
    // A job named without its object is not one of these: "painting" alone stays the word.
    expect(read("painting tools").terms[0]!.groupKeys).not.toContain("emulsion");
  });

  it("reads two jobs joined by 'and' as asking for both jobs' products, but not a later job", () => {
    const both = read("repointing and rendering a wall").terms[0]!.groupKeys;
    expect(both).toEqual(expect.arrayContaining(["mortarmix", "render"]));
    const later = read("priming a dusty wall before plastering").terms[0]!.groupKeys;
    expect(later).toEqual(expect.arrayContaining(["pva"]));
    expect(later).not.toContain("hardwall");
  });

  it("widens the head a use applies to and ranks the use's group, not its words", () => {
    const r = read("cement for fence posts");
    expect(r.terms).toEqual([{ words: ["cement"], groupKeys: ["postfix"] }]);
    expect(r.useTerms).toEqual([{ words: [], groupKeys: ["postfix"] }]);
    expect(r.rest).toEqual([]);
  });

  it("prefers the longest use: 'block paving' is not 'block'", () => {
    const r = read("sand for block paving");
    expect(r.useTerms).toEqual([{ words: [], groupKeys: ["kilndried"] }]);
  });

  it("widens every head the use applies to", () => {
    const r = read("treated timber for decking frame");
    expect(r.terms.map((t) => t.groupKeys.includes("joist"))).toEqual([true, true]);
  });

  it("leaves a clause without an applicable head as plain context", () => {
    const r = read("paint for fence posts");
    // "paint" asks for emulsion too (trade-synonyms-regional.ts); no use entry names paint as its head.
    expect(r.terms).toEqual([{ words: ["paint"], groupKeys: ["emulsion"] }]);
    expect(r.useTerms).toEqual([]);
    expect(r.rest).toEqual(["fence", "post"]);
  });

  it("keeps words no use covers as context beside a use", () => {
    const r = read("glue for skirting on a wall");
    expect(r.useTerms).toEqual([{ words: [], groupKeys: ["grabadhesive"] }]);
    expect(r.rest).toEqual(["wall"]);
  });

  it("reads a clause word that only asks for a group as that group's use; a group's own term stays context", () => {
    const r = read("plasterboard for bathroom walls");
    expect(r.useTerms).toEqual([{ words: [], groupKeys: ["mrboard"] }]);
    expect(r.rest).toEqual(["bathroom", "wall"]);
    expect(read("nails for roofing felt").rest).toEqual(["roofing", "felt"]);
  });

  it("reads a query that starts with what is done as the product that does it, the rest as context", () => {
    const r = read("sealing a cracked window sill");
    expect(r.terms).toEqual([{ words: ["sealing"], groupKeys: ["sealant"] }]);
    expect(r.rest).toEqual(["cracked", "window", "sill"]);
    // prepare-search.server.ts finds nothing when no product text uses any of them ("sealing wax").
    expect(r.verbObjects).toEqual(["cracked", "window", "sill"]);
    // A problem with its thing (job-phrases.ts) is read before a verb's plain entry.
    expect(read("sealing a leaking gutter joint").terms[0]!.groupKeys).toEqual(["gutterunion", "sealant"]);
    expect(read("sealant for gutters").verbObjects).toEqual([]);
    expect(read("cutting bricks").terms[0]!.groupKeys).toEqual(["bolster"]);
    // After a noun the verb is part of a name.
    expect(read("gutter sealing").terms.map((t) => t.groupKeys)).toEqual([["gutter"], []]);
  });

  it("reads fixing one thing to another as the fixings and adhesives that do it, only with a clause", () => {
    const r = read("fixing a mirror to a wall");
    expect(r.terms[0]!.groupKeys).toEqual(["framefixing", "wallplug", "cavityfixing", "grabadhesive"]);
    expect(r.rest).toEqual(["mirror", "wall"]);
    expect(read("frame fixings").terms.every((t) => !t.groupKeys.includes("grabadhesive"))).toBe(true);
    expect(read("fixings").terms).toEqual([{ words: ["fixing"], groupKeys: [] }]);
  });

  it("reads stone for a base as sub-base and boards for a floor as OSB or chipboard flooring", () => {
    expect(read("stone for driveway base").terms[0]!.groupKeys).toEqual(["subbase", "scalpings"]);
    expect(read("board for a shed floor").terms[0]!.groupKeys).toEqual(["osb", "floorchipboard"]);
    expect(read("sand for laying block paving").useTerms).toEqual([{ words: [], groupKeys: ["kilndried"] }]);
  });

  it("reads a job by what it is done to: the object picks the product (session 9)", () => {
    const damp = read("stopping damp coming through a wall");
    // Groups only: "stopping" as typed would find stop beads.
    expect(damp.terms).toEqual([{ words: [], groupKeys: ["dpm", "dpc", "cavitytray"] }]);
    // With a floor, the problem's own entry (job-phrases.ts) asks for the floor's membrane only.
    expect(read("stopping damp coming up through a concrete floor").terms[0]!.groupKeys).toEqual(["dpm"]);
    expect(damp.verbObjects).toContain("damp");
    expect(read("stopping noise through a wall").terms[0]!.groupKeys).toEqual(["acousticinsulation", "soundboard"]);
    // An uneven floor is a household family (job-phrases-household.ts): the compound and the primer under it.
    expect(read("levelling an uneven floor").terms[0]!.groupKeys).toEqual(["selflevelling", "pva", "sbr"]);
    expect(read("capping a garden wall").terms[0]!.groupKeys).toEqual(["coping"]);
    expect(read("joining copper pipe").terms[0]!.groupKeys).toEqual(["pushfit", "compressionfitting"]);
    expect(read("priming a dusty wall").terms[0]!.groupKeys).toEqual(["pva", "sbr"]);
  });

  it("names the object words a job's entry read to choose its products, not the rest of the clause", () => {
    expect(read("stopping noise through a wall").jobObjects).toEqual(["noise"]);
    expect(read("stopping damp coming through a wall").jobObjects).toEqual(["damp"]);
    // An entry without objects reads none; no leading verb, none.
    expect(read("sealing a cracked window sill").jobObjects).toEqual([]);
    expect(read("sealant for gutters").jobObjects).toEqual([]);
  });

  it("needs the verb's object: without it the verb is a plain word", () => {
    // A spirit level is not a floor job, a stop bead not a damp one.
    expect(read("level 1200mm").terms).toEqual([{ words: ["level"], groupKeys: [] }]);
    expect(read("stop bead").terms.map((t) => t.groupKeys)).toEqual([[], []]);
  });

  it("reads fixing to masonry and plasterboard to studs as their own fixings", () => {
    expect(read("fixing battens to a brick wall").terms[0]!.groupKeys).toEqual([
      "framefixing",
      "concretescrew",
      "wallplug",
    ]);
    // Both words are needed: plasterboard onto studs is screwed; a batten onto studs is not a drywall job.
    expect(read("fixing plasterboard to studs").terms[0]!.groupKeys).toEqual(["drywallscrew"]);
    expect(read("fixing battens to studs").terms[0]!.groupKeys).not.toContain("drywallscrew");
    expect(read("hanging a shelf on a plasterboard wall").terms[0]!.groupKeys).toEqual(["cavityfixing"]);
  });

  it("reads the trade's jobs by their verb and object (use-verbs.ts)", () => {
    expect(read("repointing a brick wall").terms[0]!.groupKeys).toEqual(["mortarmix", "buildingsand"]);
    // Old or soft masonry is pointed in lime, even where the verb's own objects (brick, wall) are named too.
    const lime = ["hydrauliclime", "hydratedlime", "buildingsand"];
    expect(read("repointing the brickwork of a georgian terrace").terms[0]!.groupKeys).toEqual(lime);
    expect(read("raking out and pointing a flint wall").terms[0]!.groupKeys).toEqual(lime);
    // A gutter run renewed is its system, gutter lengths first; a joint repaired is still the union.
    const renewed = read("renewing the guttering round a garage");
    expect(renewed.terms[0]!.groupKeys).toEqual(["gutter", "downpipe", "rainwaterfitting"]);
    expect(renewed.lead).toEqual({ words: [], groupKeys: ["gutter"] });
    expect(read("connecting the gutter run to the next house").terms[0]!.groupKeys).toEqual(["gutterunion"]);
    // A loft boarded is floored in sheets; over deep insulation it stands on loft legs first.
    expect(read("boarding the attic").lead).toEqual({ words: [], groupKeys: ["floorchipboard"] });
    expect(read("boarding over 270mm loft insulation").lead).toEqual({ words: [], groupKeys: ["loftleg"] });
    expect(read("floor tiles for a loft shower room").lead).toBeUndefined();
    expect(read("splitting bricks").terms[0]!.groupKeys).toEqual(["bolster", "clubhammer"]);
    expect(read("waterproofing a cellar").terms[0]!.groupKeys).toEqual(["tanking", "dpm"]);
    // Plaster corners are a household family (job-phrases-household.ts), read before the verb: angle and stop beads.
    expect(read("protecting plaster corners").terms[0]!.groupKeys).toEqual(["anglebead", "stopbead"]);
    expect(read("tying floor joists into the wall").terms[0]!.groupKeys).toEqual(["restraintstrap", "joisthanger"]);
    expect(read("laying decking").terms[0]!.groupKeys).toEqual(["decking", "joist", "deckingscrew"]);
    expect(read("mixing concrete for a path").terms[0]!.groupKeys).toEqual(["ballast", "opc", "concretemix"]);
    expect(read("sealing round a pipe through a wall").terms[0]!.groupKeys).toEqual(["expandingfoam", "sealant"]);
    expect(read("laying a garden path").terms[0]!.groupKeys).toEqual([
      "subbase",
      "pavingslab",
      "blockpaving",
      "chippings",
    ]);
    expect(read("knocking through a wall").terms[0]!.groupKeys).toEqual(["lintel", "padstone"]);
    // Without a cellar, waterproofing is still a sealant job.
    expect(read("waterproofing a shower").terms[0]!.groupKeys).toEqual(["sealant"]);
  });

  it("never reads a product's own noun as a job", () => {
    // "screws", "tiles", "boards" and "ties" are what is bought: no verb entry takes their bare form.
    expect(read("screws for decking").terms[0]!.words).toEqual(["screw"]);
    expect(read("tiles for a kitchen wall").terms[0]!.words).toEqual(["tile"]);
    expect(read("boards for loft flooring").terms[0]!.words).toEqual(["board"]);
    expect(read("ties for a cavity wall").terms[0]!.words).toEqual(["tie"]);
  });

  it("reads bricks below ground as engineering bricks and pointing a patio as a jointing compound", () => {
    expect(read("bricks below ground level").useTerms).toEqual([{ words: [], groupKeys: ["engineeringbrick"] }]);
    expect(read("sand for pointing patio slabs").useTerms[0]!.groupKeys).toEqual(["pavingjoint", "kilndried"]);
  });
});
