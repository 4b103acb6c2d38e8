import { describe, expect, it } from "vitest";
import { jobPhraseOf } from "./job-phrases.ts";
import { WANTS_JOB_PHRASES } from "./job-phrases-wants.ts";
import { tokeniseQuery } from "./parse-search-query.ts";
import { TRADE_SYNONYMS } from "./trade-synonyms.ts";

const of = (q: string, task = true) => jobPhraseOf(tokeniseQuery(q).words, task)?.groups ?? null;

describe("what the buyer wants the thing to do or suit", () => {
  it("reads a wish said of a thing as the kind of product that answers it", () => {
    expect(of("paint for a landing that wipes clean")).toEqual(["emulsion"]);
    expect(of("playroom walls the kids can scuff")).toEqual(["emulsion"]);
    expect(of("lawn under the trees too shady to grow")).toEqual(["artificialgrass"]);
    expect(of("grass the dogs keep wrecking")).toEqual(["artificialgrass"]);
    expect(of("filling the sand pit in the garden")).toEqual(["playsand"]);
    expect(of("sand safe for toddlers")).toEqual(["playsand"]);
    expect(of("dressing a memorial plot with stones")).toEqual(["chippings", "pebble"]);
    expect(of("getting an oak sideboard to look darker")).toEqual(["woodstain", "varnish"]);
    expect(of("treating woodworm in the loft joists")).toEqual(["woodstain"]);
    expect(of("garage floor making dust all the time")).toEqual(["floorpaint"]);
    expect(of("gate post that sets fast")).toEqual(["postfix", "rapidcement"]);
    expect(of("concrete for a step in a hurry")).toEqual(["rapidcement", "postfix"]);
    expect(of("timber for a pergola that won't rot")).toEqual(["treated"]);
    expect(of("bearers for a shed base that lasts outside")).toEqual(["treated"]);
    expect(of("stale smell coming up through the floorboards")).toEqual(["airbrick"]);
    expect(of("no airflow under a suspended floor")).toEqual(["airbrick"]);
  });

  it("leaves a product's own name alone", () => {
    // "durable" and "hard wearing" lead wall plugs' and tiles' names: they are not wishes for a wall paint.
    expect(of("durable wall plugs red")).toBeNull();
    expect(of("hard wearing wall tiles")).toBeNull();
    // Colour words stand in products' names: read only in a sentence.
    expect(of("darker oak door", false)).toBeNull();
    expect(of("rapid set concrete post", false)).toBeNull();
  });

  it("names only synonym groups that exist", () => {
    const keys = new Set(TRADE_SYNONYMS.map((g) => g.key));
    for (const entry of WANTS_JOB_PHRASES) for (const group of entry.groups) expect(keys.has(group)).toBe(true);
  });

  it("plasticises a mix that will not work and bonds a wall plaster or render will not stay on", () => {
    expect(of("sand and cement mix too stiff to spread")).toEqual(["plasticiser", "hydratedlime"]);
    expect(of("want the mortar more workable for pointing")).toEqual(["plasticiser", "hydratedlime"]);
    expect(of("skim keeps sliding off the ceiling")).toEqual(["pva", "sbr"]);
    // Old mortar that crumbles out of a wall is repointed, not plasticised.
    expect(of("mortar crumbling out of the garden wall")).not.toEqual(["plasticiser", "hydratedlime"]);
  });
});
