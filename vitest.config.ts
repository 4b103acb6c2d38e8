import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    include: [
      "app/**/*.test.{ts,tsx}",
      "server/**/*.test.ts",
      "shared/**/*.test.ts",
      "cli/**/*.test.ts",
      "bench/**/*.test.ts",
      "eval/**/*.test.ts",
      "scripts/**/*.test.ts",
      "tests/resilience/**/*.test.ts",
    ],
    setupFiles: ["tests/setup/fail-on-console-error.ts"],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    pool: "forks",
    reporters: ["default", "./tests/setup/unhandled-errors-last.ts"],
  },
});
