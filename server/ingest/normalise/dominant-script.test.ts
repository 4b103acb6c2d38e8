import { describe, expect, it } from "vitest";
import { dominantScript } from "./dominant-script.ts";

describe("dominantScript", () => {
  it("names the script most letters are in", () => {
    expect(dominantScript("Платье летнее красное 25kg")).toBe("cyrillic");
    expect(dominantScript("Gyproc Wallboard 12.5mm")).toBe("latin");
    expect(dominantScript("Πράσινο τσιμέντο")).toBe("greek");
    expect(dominantScript("红色砖块")).toBe("han");
    expect(dominantScript("コンクリートブロック 赤")).toBe("kana");
    expect(dominantScript("시멘트 25kg")).toBe("hangul");
    expect(dominantScript("أسمنت بورتلاندي")).toBe("arabic");
    expect(dominantScript("מלט פורטלנד")).toBe("hebrew");
    expect(dominantScript("सीमेंट बैग")).toBe("other");
  });
  it("counts letters only, and is null without any", () => {
    expect(dominantScript("Кирпич 250x120x65 mm")).toBe("cyrillic");
    expect(dominantScript("25kg - 10% off!")).toBe("latin");
    expect(dominantScript("123 × 456 — 7")).toBeNull();
    expect(dominantScript("")).toBeNull();
  });
  it("breaks a tie by the order of the script list", () => {
    expect(dominantScript("ab вг")).toBe("latin");
  });
});
