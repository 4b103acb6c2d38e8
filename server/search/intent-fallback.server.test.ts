import { describe, expect, it } from "vitest";
import { isTaskPhrase } from "./intent-fallback.server.ts";

describe("isTaskPhrase", () => {
  it("reads a sentence about a job as a task phrase", () => {
    expect(isTaskPhrase("stop pipes freezing in the attic")).toBe(true);
    expect(isTaskPhrase("timber to hang roof tiles on")).toBe(true);
    expect(isTaskPhrase("soldering copper pipe")).toBe(true);
  });

  it("reads a bare noun phrase as a product's name, however long", () => {
    expect(isTaskPhrase("white masonry paint")).toBe(false);
    expect(isTaskPhrase("kitchen sink mixer tap chrome")).toBe(false);
    expect(isTaskPhrase("wood burning stove")).toBe(false);
  });

  it("does not count words of product names as joining words", () => {
    expect(isTaskPhrase("twin and earth cable")).toBe(false);
    expect(isTaskPhrase("led downlights pack of 10")).toBe(false);
  });

  it("needs three words", () => {
    expect(isTaskPhrase("for decking")).toBe(false);
    expect(isTaskPhrase("sealing")).toBe(false);
  });
});
