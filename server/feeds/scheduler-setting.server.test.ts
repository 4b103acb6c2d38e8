import { describe, expect, it } from "vitest";
import { feedSchedulerSetting } from "./scheduler-setting.server.ts";

describe("FEED_SCHEDULER", () => {
  it("is off unless set to on, and refuses anything else", () => {
    expect(feedSchedulerSetting({})).toBe("off");
    expect(feedSchedulerSetting({ FEED_SCHEDULER: "" })).toBe("off");
    expect(feedSchedulerSetting({ FEED_SCHEDULER: "on" })).toBe("on");
    expect(() => feedSchedulerSetting({ FEED_SCHEDULER: "yes" })).toThrow(/FEED_SCHEDULER must be "on" or "off"/);
  });
});
