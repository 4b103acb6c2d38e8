import { describe, expect, it } from "vitest";
import { isReaderWord, jobDoneAgain, readerWordFor } from "./reader-words.ts";

describe("readerWordFor", () => {
  it("corrects a typo of a clause word, a job or its object that no title uses", () => {
    expect(readerWordFor("uner")).toBe("under");
    expect(readerWordFor("layng")).toBe("laying");
    expect(readerWordFor("celing")).toBe("ceiling");
  });

  it("corrects a typo of a number word a trade section is named with", () => {
    // "thre by two", "two by tree": read again as "three by two", the 3 x 2 section.
    expect(readerWordFor("thre")).toBe("three");
    expect(readerWordFor("tree")).toBe("three");
    expect(readerWordFor("eigt")).toBe("eight");
  });

  it("knows the problems and things the job-phrase table reads, so they are never corrected away", () => {
    // "brighten" was corrected to "bright", "send" to "sand", before the table could read them.
    expect(isReaderWord("brighten")).toBe(true);
    expect(isReaderWord("rainwater")).toBe(true);
    expect(readerWordFor("rainwatr")).toBe("rainwater");
  });

  it("reaches the trade phrases' words as before", () => {
    expect(readerWordFor("guuttering")).toBe("guttering");
  });

  it("reaches a phrase or reader word spelt as it sounds, too far by letters", () => {
    expect(readerWordFor("speedphit")).toBe("speedfit");
    expect(readerWordFor("raphters")).toBe("rafter");
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
