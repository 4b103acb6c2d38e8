import { DrizzleQueryError } from "drizzle-orm";

/**
 * Text from a feed, a file name or an error, made safe to write to a terminal (issue 16 item 4): C0 and C1
 * control characters (ESC starts the sequences that recolour, retitle or rewrite a terminal), DEL, and the
 * bidirectional and zero-width marks that reorder or hide text become visible escapes such as `\x1b` and
 * `\u202e`. Line feed and tab are kept only with `keepLines` (our own multi-line messages). Long text is cut.
 */
export function printable(text: string, options: { keepLines?: boolean; max?: number } = {}): string {
  const max = options.max ?? 2000;
  const cut = text.length > max ? `${text.slice(0, max)}… (${text.length - max} more characters)` : text;
  return cut.replace(options.keepLines ? UNSAFE_KEEPING_LINES : UNSAFE, escape);
}

// eslint-disable-next-line no-control-regex -- matching control characters is the point of this pattern
const UNSAFE = /[\u0000-\u001F\u007F-\u009F\u061C\u200B-\u200F\u2028\u2029\u202A-\u202E\u2066-\u2069\uFEFF]/g;
const UNSAFE_KEEPING_LINES =
  // eslint-disable-next-line no-control-regex -- as above, keeping tab and line feed
  /[\u0000-\u0008\u000B-\u001F\u007F-\u009F\u061C\u200B-\u200F\u2028\u2029\u202A-\u202E\u2066-\u2069\uFEFF]/g;

function escape(char: string): string {
  const code = char.charCodeAt(0);
  return code <= 0xff ? `\\x${code.toString(16).padStart(2, "0")}` : `\\u${code.toString(16).padStart(4, "0")}`;
}

/**
 * One line for an error that reached the top of a command. A failed SQL statement (drizzle's DrizzleQueryError)
 * prints the database's own reason and SQLSTATE, never the statement's parameters: those can be megabytes of
 * feed rows (issue 16 found a 2 MB dump).
 */
export function describeError(error: unknown): string {
  if (error instanceof DrizzleQueryError) {
    const cause = error.cause as { message?: unknown; code?: unknown } | undefined;
    const reason = typeof cause?.message === "string" ? cause.message : "the statement failed";
    const code = typeof cause?.code === "string" ? ` (SQLSTATE ${cause.code})` : "";
    return printable(`database error: ${reason}${code}`, { max: 500 });
  }
  return printable(error instanceof Error ? error.message : String(error), { keepLines: true });
}
