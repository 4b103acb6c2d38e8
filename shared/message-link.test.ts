import { describe, expect, it } from "vitest";
import { buildMessageText, chatLink, MAX_MESSAGE_CHARS, nationalPhone } from "./message-link";
import { DEFAULT_MESSAGE_PATH, reservedPathSegments, resolveMessagePath } from "./message-path";

describe("buildMessageText", () => {
  it("puts only the filled fields into the text, in a fixed order", () => {
    expect(buildMessageText({ timeline: "ASAP", projectType: "Extension", location: "  ", budget: "" })).toBe(
      "Hi BuildCompare, I'd like some help with my project.\nProject type: Extension\nTimeline: ASAP",
    );
  });

  it("sends a plain greeting when nothing is filled", () => {
    expect(buildMessageText({})).toBe("Hi BuildCompare, I'd like some help with a project.");
  });

  it("keeps multi-line details on one line and caps the length", () => {
    expect(buildMessageText({ details: "Two walls\n\nand a floor" })).toContain("Details: Two walls and a floor");
    expect(buildMessageText({ details: "x".repeat(5000) })).toHaveLength(MAX_MESSAGE_CHARS);
  });
});

describe("chatLink", () => {
  it("uses the number's digits and encodes the text", () => {
    expect(chatLink("+44 7700 900321", "Budget: £5k–£25k\nA&B")).toBe(
      "https://wa.me/447700900321?text=Budget%3A%20%C2%A35k%E2%80%93%C2%A325k%0AA%26B",
    );
  });
});

describe("nationalPhone", () => {
  it("writes a UK mobile as dialled at home", () => {
    expect(nationalPhone("+44 7700 900321")).toBe("07700 900321");
  });

  it("leaves other countries' numbers as configured", () => {
    expect(nationalPhone("+353 1 555 0100")).toBe("+353 1 555 0100");
  });
});

// app/routes.test.ts checks the site's real routes.
const taken = reservedPathSegments([undefined, "contact", "help/:slug", "api/*", "*"]);

describe("resolveMessagePath", () => {
  it("defaults to /message", () => {
    expect(resolveMessagePath(undefined, taken)).toBe(DEFAULT_MESSAGE_PATH);
    expect(resolveMessagePath(" ", taken)).toBe(DEFAULT_MESSAGE_PATH);
  });

  it("accepts one lower-case segment", () => {
    expect(resolveMessagePath("/talk-to-us", taken)).toBe("/talk-to-us");
  });

  it("refuses nested, odd or taken paths with a clear reason", () => {
    expect(() => resolveMessagePath("/a/b", taken)).toThrow(/one path segment/);
    expect(() => resolveMessagePath("message", taken)).toThrow(/one path segment/);
    expect(() => resolveMessagePath("/Contact", taken)).toThrow(/one path segment/);
    expect(() => resolveMessagePath("/contact", taken)).toThrow(/already a page/);
  });
});

describe("reservedPathSegments", () => {
  it("takes each route's first segment, skips the index and catch-all, and adds the paths served outside routes", () => {
    expect([...taken].sort()).toEqual(["api", "assets", "contact", "help", "price-comparison"]);
  });
});
