/**
 * One of the processes racing for the embedded lock (tests/resilience/life-embedded-lock.test.ts). It loads the
 * lock code, says "ready", then for each `take <folder>` line on stdin tries the lock at once and answers
 * `won` or `refused <message>`; `release` lets go. Loading happens before the race, so the contenders really
 * try within the same moment: the parent sends every `take` only once all are ready.
 */
import readline from "node:readline";
import { lockEmbeddedDatabase } from "../../../server/db/embedded-lock.server.ts";

let release: (() => void) | null = null;
const lines = readline.createInterface({ input: process.stdin });
lines.on("line", (line) => {
  if (line.startsWith("take ")) {
    try {
      release = lockEmbeddedDatabase(line.slice("take ".length));
      process.stdout.write("won\n");
    } catch (error) {
      process.stdout.write(`refused ${(error as Error).message.replace(/\n/g, " ")}\n`);
    }
  } else if (line === "release") {
    release?.();
    release = null;
    process.stdout.write("released\n");
  }
});
lines.on("close", () => process.exit(0));
process.stdout.write("ready\n");
