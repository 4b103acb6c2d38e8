import type { Reporter } from "vitest/node";
import type { SerializedError } from "vitest";

/**
 * Repeats each unhandled error (message and first stack lines) after the run's summary. CI keeps only the
 * tail of the output, and the default reporter prints these errors above the summary, where a failed run
 * once showed only "This error originated in …" and not the error itself.
 */
export default class UnhandledErrorsLast implements Reporter {
  onTestRunEnd(_modules: unknown, unhandledErrors: ReadonlyArray<SerializedError>): void {
    if (unhandledErrors.length === 0) return;
    const lines = [`\n${unhandledErrors.length} unhandled error(s), repeated from above:`];
    for (const error of unhandledErrors) {
      // Errors thrown as plain objects (a pg server notice) have no message: show their short fields instead.
      const fields = Object.entries(error)
        .filter(([, v]) => typeof v === "string" && v.length < 200)
        .map(([k, v]) => `${k}=${String(v)}`);
      lines.push(`- ${error.name ?? "Error"}: ${error.message ?? fields.join(" ")}`);
      const stack = (error.stack ?? "").split("\n").slice(1, 8);
      lines.push(...stack.map((l) => `    ${l.trim()}`));
    }
    process.stdout.write(`${lines.join("\n")}\n`);
  }
}
