import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { buildcompare } from "../setup/run-cli.ts";

// Issue 16 item 4: "a feed id with terminal escape sequences is printed raw". The CLI is run as an operator runs
// it; nothing a feed or a file name carries may reach the terminal as a control or bidi character.

const UNSAFE = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/; // eslint-disable-line no-control-regex -- the point of the test

describe("buildcompare import output", () => {
  it("prints ids, reasons and file names from a hostile feed without control characters", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bc-cli-"));
    const escape = "\u001b]0;pwned\u0007\u001b[2J\u202E";
    const lines = [
      "id\ttitle\tprice\tlink\tavailability",
      "A1\tSharp sand 25kg\t3.20 GBP\thttps://shop.example/p/A1\tin_stock",
      `${escape}${"B".repeat(60)}\tBallast\t4 GBP\thttps://shop.example/p/B\tin_stock`,
      `C1\tCement\t${escape}4 GBP\thttps://shop.example/p/C\tin_stock`,
      `D1\tLime\u0000\t4 GBP\thttps://shop.example/p/D\tin_stock`,
    ];
    const feed = path.join(dir, `feed${escape}.tsv`);
    fs.writeFileSync(feed, `${lines.join("\n")}\n`);
    const missing = path.join(dir, `missing${escape}.tsv`);

    const imported = await buildcompare(["import", "--merchant", "hostile", feed], "pglite:memory");
    expect(imported.code).toBe(0);
    expect(imported.stdout).toMatch(/rows rejected:\s+3/);
    expect(imported.stdout).toContain("title contains a NUL byte");
    expect(`${imported.stdout}${imported.stderr}`).not.toMatch(UNSAFE);

    const failed = await buildcompare(["import", "--merchant", "hostile", missing], "pglite:memory");
    expect(failed.code).toBe(1);
    expect(failed.stderr).toContain("missing\\x1b]0;pwned\\x07\\x1b[2J\\u202e.tsv");
    expect(`${failed.stdout}${failed.stderr}`).not.toMatch(UNSAFE);
  }, 120_000); // two CLI processes, each starting an in-memory PGlite: slow on a loaded machine
});
