/** Progress and diagnostics go to stderr, so stdout holds only the report. */
export const log = (line: string) => process.stderr.write(`${line}\n`);

/** Runs a benchmark: exits with the code `main` returns, or 2 when the run itself failed. */
export function runMain(name: string, main: () => Promise<number>): void {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      log(`${name} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
      process.exit(2);
    },
  );
}
