import { execFileSync, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, beforeEach, describe, expect, it } from "vitest";

const SCRIPT = path.join(path.dirname(fileURLToPath(import.meta.url)), "ensure-chromium.sh");
const which = (command: string) =>
  execFileSync("sh", ["-c", `command -v ${command}`])
    .toString()
    .trim();
const BASH = which("bash");
const CHMOD = which("chmod");

/**
 * Runs the script with a PATH holding only stand-ins: `id` says which user we are, and `apt-get` (when
 * present) logs its calls and, when told to, "installs" the browser at CHROMIUM_PATH. Nothing is installed.
 */
describe("scripts/ensure-chromium.sh", () => {
  let dir: string;
  let bin: string;
  let browser: string;

  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "ensure-chromium-"));
    bin = path.join(dir, "bin");
    fs.mkdirSync(bin);
    browser = path.join(dir, "chromium");
  });
  afterEach(() => {
    fs.rmSync(dir, { recursive: true, force: true });
  });

  function stub(name: string, body: string) {
    fs.writeFileSync(path.join(bin, name), `#!${BASH}\n${body}\n`, { mode: 0o755 });
  }
  function fakeApt(install: "creates the browser" | "succeeds without it" | "fails") {
    const onInstall = {
      "creates the browser": `: > "$CHROMIUM_PATH"; ${CHMOD} +x "$CHROMIUM_PATH"`,
      "succeeds without it": ":",
      fails: "exit 100",
    }[install];
    stub(
      "apt-get",
      `echo "frontend=\${DEBIAN_FRONTEND:-} args=$*" >> "${dir}/apt.log"\nif [ "$1" = install ]; then ${onInstall}; fi`,
    );
  }
  function run(uid: number) {
    stub("id", `[ "$1" = -u ] && echo ${uid}`);
    const result = spawnSync(BASH, [SCRIPT], { env: { PATH: bin, CHROMIUM_PATH: browser }, encoding: "utf8" });
    const log = path.join(dir, "apt.log");
    const aptCalls = fs.existsSync(log) ? fs.readFileSync(log, "utf8").trim().split("\n") : [];
    return { status: result.status, stderr: result.stderr, aptCalls };
  }

  it("does nothing when the browser is there", () => {
    fs.writeFileSync(browser, "", { mode: 0o755 });
    fakeApt("creates the browser");
    expect(run(0)).toEqual({ status: 0, stderr: "", aptCalls: [] });
  });

  it("installs Debian's chromium without questions when it is missing and we are root", () => {
    fakeApt("creates the browser");
    const result = run(0);
    expect(result.status).toBe(0);
    expect(result.aptCalls).toEqual([
      "frontend= args=update -qq",
      "frontend=noninteractive args=install -y -qq chromium",
    ]);
    expect(fs.statSync(browser).mode & 0o111).not.toBe(0);
  });

  it("stops at once with the command to run when it is missing and we are not root", () => {
    fakeApt("creates the browser");
    const result = run(1000);
    expect(result.status).toBe(1);
    expect(result.aptCalls).toEqual([]);
    expect(result.stderr).toContain(`The end-to-end tests need Chromium at ${browser}.`);
    expect(result.stderr).toContain("  sudo apt-get install -y chromium\n");
  });

  it("stops with the command to run when root has no apt-get", () => {
    const result = run(0);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("  sudo apt-get install -y chromium\n");
  });

  it("fails clearly when the install fails or leaves the browser elsewhere", () => {
    fakeApt("fails");
    const failed = run(0);
    expect(failed.status).toBe(1);
    expect(failed.stderr).toContain("apt-get could not install chromium");

    fs.rmSync(path.join(dir, "apt.log"));
    fakeApt("succeeds without it");
    const elsewhere = run(0);
    expect(elsewhere.status).toBe(1);
    expect(elsewhere.stderr).toContain(`${browser} is still missing: set CHROMIUM_PATH`);
  });
});
