import { describe, expect, it } from "vitest";
import { jobDoneAgain, readerWordFor } from "./reader-words.ts";

describe("readerWordFor", () => {
  it("corrects a typo of a clause word, a job or its object that no title uses", () => {
    expect(readerWordFor("uner")).toBe("under");
    expect(readerWordFor("layng")).toBe("laying");
    expect(readerWordFor("celing")).toBe("ceiling");
  });

  it("reaches the trade phrases' words as before", () => {
    expect(readerWordFor("guuttering")).toBe("guttering");
  });

  it("never bends a short real word by a changed letter", () => {
    // "stove" is one letter from the job object "stone", but nothing was dropped from it.
    expect(readerWordFor("stove")).toBeNull();
    expect(readerWordFor("xylophone")).toBeNull();
    expect(readerWordFor("under")).toBeNull();
  });
});

describe("jobDoneAgain", () => {
  it("reads a job done again as the job", () => {
    expect(jobDoneAgain("relaying")).toBe("laying");
    expect(jobDoneAgain("reinsulating")).toBe("insulating");
  });

  it("leaves the reader's own words and other words alone", () => {
    expect(jobDoneAgain("repointing")).toBeNull();
    expect(jobDoneAgain("rendering")).toBeNull();
    expect(jobDoneAgain("recementing")).toBeNull();
  });
});
