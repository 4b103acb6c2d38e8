import { describe, expect, it } from "vitest";
import { inflected, taskShape } from "./intent-fallback.server.ts";

describe("taskShape", () => {
  it("reads a clause with a pronoun as its subject as a sentence", () => {
    expect(taskShape("hallway paint you can scrub")).toBe("link");
    expect(taskShape("a board we can leave out in the rain")).toBe("link");
  });

  it("reads a damage word before its thing as a sentence, not a product's adjective", () => {
    expect(taskShape("rotten sills")).toBe("leading verb");
    expect(taskShape("leaky downpipe")).toBe("leading verb");
    expect(taskShape("sliding door")).toBeNull();
    expect(taskShape("loose fill")).toBeNull();
    expect(taskShape("blown vinyl")).toBeNull();
  });

  it("reads a sentence about a job as a task phrase", () => {
    expect(taskShape("stop pipes freezing in the attic")).toBe("link");
    expect(taskShape("timber to hang roof tiles on")).toBe("link");
    expect(taskShape("extending a pipe without a blowtorch")).toBe("link");
  });

  it("reads a relative clause or a question as a sentence", () => {
    expect(taskShape("lawn that never needs mowing")).toBe("link");
    expect(taskShape("panelling which will not swell")).toBe("link");
    expect(taskShape("decking roughly six by three metres")).toBe("link");
    expect(taskShape("what sand do i need")).toBe("link");
  });

  it("reads a thing said to be in a state as a sentence", () => {
    expect(taskShape("cellar is damp")).toBe("link");
    expect(taskShape("gate has dropped")).toBe("link");
    expect(taskShape("oak sleepers railway")).toBeNull();
  });

  it("reads a leading -ing word as a task only tentatively: it may be a product's adjective", () => {
    expect(taskShape("soldering copper pipe")).toBe("leading verb");
    expect(taskShape("engineering brick class b")).toBe("leading verb");
  });

  it("reads a leading imperative verb as a task tentatively, but not a verb that also leads products' names", () => {
    expect(taskShape("stop weeds coming through gravel")).toBe("leading verb");
    expect(taskShape("keep damp out of a cellar")).toBe("link");
    expect(taskShape("paint roller tray")).toBeNull();
    expect(taskShape("level 600mm spirit")).toBeNull();
  });

  it("reads a thing and what is wrong with it, with no joining word, as a task tentatively", () => {
    expect(taskShape("garage door rattling badly")).toBe("leading verb");
    expect(taskShape("porch roof panels leaking")).toBe("leading verb");
    expect(taskShape("pond liner black")).toBeNull();
  });

  it("reads two words, a thing then its state, as a task tentatively, but not a state word leading a name", () => {
    expect(taskShape("soffits rotten")).toBe("leading verb");
    expect(taskShape("downpipe leaking")).toBe("leading verb");
    expect(taskShape("decking slippery")).toBe("leading verb");
    expect(taskShape("stained glass")).toBeNull();
    expect(taskShape("sliding door")).toBeNull();
    expect(taskShape("copper pipe")).toBeNull();
  });

  it("reads a bare noun phrase as a product's name, however long", () => {
    expect(taskShape("white masonry paint")).toBeNull();
    expect(taskShape("kitchen sink mixer tap chrome")).toBeNull();
    expect(taskShape("wood burning stove")).toBeNull();
  });

  it("does not count words of product names as joining words", () => {
    expect(taskShape("twin and earth cable")).toBeNull();
    expect(taskShape("led downlights pack of 10")).toBeNull();
    expect(taskShape("black half round gutter")).toBeNull();
    expect(taskShape("m10 through bolt 100mm")).toBeNull();
  });

  it("needs three words", () => {
    expect(taskShape("for decking")).toBeNull();
    expect(taskShape("sealing")).toBeNull();
  });
});

describe("inflected", () => {
  it("reads a task's -ing and -ed words as what is done or its state", () => {
    expect(inflected("replacing", "replacing a cracked roof tile")).toBe(true);
    expect(inflected("cracked", "replacing a cracked roof tile")).toBe(true);
    expect(inflected("waterlogged", "my lawn is waterlogged how do i drain it")).toBe(true);
  });

  it("reads an -ing word after a determiner as a thing, and short or other words as no verb form", () => {
    expect(inflected("wiring", "some wiring for a garden light")).toBe(false);
    expect(inflected("ceiling", "painting the ceiling")).toBe(false);
    expect(inflected("shed", "felt for a shed roof")).toBe(false);
    expect(inflected("roof", "felt for a shed roof")).toBe(false);
  });
});
