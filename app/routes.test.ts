import { describe, expect, it } from "vitest";
import routes, { messagePathFor } from "./routes";
import { DEFAULT_MESSAGE_PATH } from "../shared/message-path";

describe("the message page's path", () => {
  it("defaults to /message, placed among the pages", () => {
    expect(messagePathFor(undefined)).toBe(DEFAULT_MESSAGE_PATH);
    expect(routes.find((route) => route.file === "routes/message.tsx")?.path).toBe("message");
  });

  it("may be any free segment", () => {
    expect(messagePathFor("/talk-to-us")).toBe("/talk-to-us");
    expect(messagePathFor("/message")).toBe("/message");
  });

  it("may not shadow a route of app/routes.ts, nor the paths reserved outside them", () => {
    const firstSegments = routes
      .filter((route) => route.file !== "routes/message.tsx")
      .map((route) => (route.path ?? "").split("/")[0]!)
      .filter((segment) => /^[a-z0-9-]+$/.test(segment));
    expect(firstSegments).toEqual(expect.arrayContaining(["compare", "product", "subscriptions", "sitemaps", "api"]));
    for (const segment of [...firstSegments, "assets", "price-comparison"]) {
      expect(() => messagePathFor(`/${segment}`), segment).toThrow(/already a page of the site/);
    }
  });
});
