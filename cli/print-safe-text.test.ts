import { DrizzleQueryError } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { describeError, printable } from "./print-safe-text.ts";

describe("printable", () => {
  it("turns terminal escapes, controls and bidi marks into visible escapes", () => {
    expect(printable("A\u001b[31mRED\u001b]0;title\u0007 \u202Eevil\u0000")).toBe(
      "A\\x1b[31mRED\\x1b]0;title\\x07 \\u202eevil\\x00",
    );
    expect(printable("two\nlines\ttab")).toBe("two\\x0alines\\x09tab");
    expect(printable("two\nlines\ttab\r", { keepLines: true })).toBe("two\nlines\ttab\\x0d");
    expect(printable("Ciment Gyproc® 25kg")).toBe("Ciment Gyproc® 25kg");
  });

  it("cuts long text and says how much was left out", () => {
    expect(printable("x".repeat(30), { max: 10 })).toBe(`${"x".repeat(10)}… (20 more characters)`);
  });
});

describe("describeError", () => {
  it("prints a failed statement's cause and SQLSTATE, never its parameters", () => {
    const cause = Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), { code: "22021" });
    const params = Array.from({ length: 5000 }, (_, i) => `row ${i} SECRET-PARAM`);
    const error = new DrizzleQueryError("insert into offers values ($1, $2)", params, cause);
    const line = describeError(error);
    expect(line).toBe('database error: invalid byte sequence for encoding "UTF8": 0x00 (SQLSTATE 22021)');
    expect(error.message).toContain("SECRET-PARAM");
  });

  it("escapes other errors' messages", () => {
    expect(describeError(new Error("Feed file not found: /tmp/\u001b[2Jx.tsv"))).toBe(
      "Feed file not found: /tmp/\\x1b[2Jx.tsv",
    );
  });
});
