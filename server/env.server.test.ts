import { describe, expect, it } from "vitest";
import { getEnv } from "./env.server.ts";

describe("getEnv", () => {
  it("applies the defaults when nothing is set", () => {
    expect(getEnv({})).toMatchObject({
      DATABASE_URL: "pglite:./data/db",
      PORT: 3000,
      HOST: "127.0.0.1",
      SITE_URL: "http://localhost:3000",
      BUILDCOMPARE_DEMO: "on",
    });
  });

  it("names every bad variable", () => {
    expect(() => getEnv({ DATABASE_URL: "mysql://x", PORT: "abc", BUILDCOMPARE_DEMO: "maybe" })).toThrow(
      /DATABASE_URL[\s\S]*PORT[\s\S]*BUILDCOMPARE_DEMO/,
    );
  });

  it("drops a trailing slash from SITE_URL", () => {
    expect(getEnv({ SITE_URL: "https://buildcompare.co.uk/" }).SITE_URL).toBe("https://buildcompare.co.uk");
  });

  it("reads the message page's number and refuses a national one", () => {
    expect(getEnv({ MESSAGE_PHONE: " +44 20 7946 0999 " }).MESSAGE_PHONE).toBe("+44 20 7946 0999");
    expect(getEnv({}).MESSAGE_PHONE).toBe("+44 7700 900321");
    expect(() => getEnv({ MESSAGE_PHONE: "07700 900321" })).toThrow(/MESSAGE_PHONE: must be an international number/);
  });

  it("reads the stale-offer limits (decision 047) and refuses a hide limit below the label limit", () => {
    expect(getEnv({})).toMatchObject({ STALE_OFFER_LABEL_HOURS: 48, STALE_OFFER_HIDE_HOURS: 168 });
    expect(getEnv({ STALE_OFFER_LABEL_HOURS: "24", STALE_OFFER_HIDE_HOURS: "72" })).toMatchObject({
      STALE_OFFER_LABEL_HOURS: 24,
      STALE_OFFER_HIDE_HOURS: 72,
    });
    expect(() => getEnv({ STALE_OFFER_LABEL_HOURS: "72", STALE_OFFER_HIDE_HOURS: "24" })).toThrow(
      /STALE_OFFER_HIDE_HOURS: must be at least STALE_OFFER_LABEL_HOURS/,
    );
    expect(getEnv({ STALE_OFFER_LABEL_HOURS: "72", STALE_OFFER_HIDE_HOURS: "0" }).STALE_OFFER_HIDE_HOURS).toBe(0);
    expect(() => getEnv({ STALE_OFFER_LABEL_HOURS: "-1" })).toThrow(/STALE_OFFER_LABEL_HOURS/);
  });
});
