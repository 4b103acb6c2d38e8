import { defineConfig } from "vitest/config";

// Browser tests against the production build: run `react-router build` first (npm run test:e2e does).
export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    include: ["tests/e2e/**/*.e2e.test.ts"],
    setupFiles: ["tests/setup/fail-on-console-error.ts"],
    testTimeout: 120_000,
    hookTimeout: 180_000,
    fileParallelism: false,
    pool: "forks",
    reporters: ["default", "./tests/setup/unhandled-errors-last.ts"],
    // A client navigation changes the URL a moment before React commits the new page: read lists with expect.poll.
    expect: { poll: { timeout: 10_000 } },
  },
});
