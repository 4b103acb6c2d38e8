import { describe, expect, it } from "vitest";
import { checkWebConcurrency, webRole } from "./web-cluster.server.ts";

describe("web processes (WEB_CONCURRENCY)", () => {
  it("serves alone with one process, and forks from the primary with more", () => {
    expect(webRole(1)).toBe("single");
    // The test runner is not a cluster worker.
    expect(webRole(2)).toBe("primary");
  });

  it("refuses several processes on an embedded PGlite database, with what to do instead", () => {
    expect(() => checkWebConcurrency(2, "pglite")).toThrow(/needs PostgreSQL.*WEB_CONCURRENCY/s);
    expect(() => checkWebConcurrency(1, "pglite")).not.toThrow();
    expect(() => checkWebConcurrency(4, "postgres")).not.toThrow();
  });
});
