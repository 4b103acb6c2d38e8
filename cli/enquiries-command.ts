import { Command, InvalidArgumentError } from "commander";
import { listEnquiries } from "../server/enquiries/list-enquiries.server.ts";
import { listSubscriptions } from "../server/subscriptions/list-subscriptions.server.ts";
import { MAILING_LIST_IDS } from "../shared/mailing-lists.ts";
import { withDatabase } from "./with-database.ts";

function oneOf(values: readonly string[]) {
  return (value: string) => {
    if (!values.includes(value)) throw new InvalidArgumentError(`use one of ${values.join(", ")}`);
    return value;
  };
}

function parseCount(value: string): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1 || n > 10_000) throw new InvalidArgumentError("use a whole number from 1 to 10000");
  return n;
}

/** `buildcompare enquiries list`: contact messages and quote requests, newest first, in full. */
export function enquiriesCommand(): Command {
  const enquiries = new Command("enquiries").description("Read contact messages and quote requests");
  enquiries
    .command("list")
    .description("newest first")
    .option("--kind <kind>", "contact or quote", oneOf(["contact", "quote"]))
    .option("--limit <n>", "how many", parseCount, 20)
    .action((opts: { kind?: string; limit: number }) =>
      withDatabase(async ({ db }) => {
        const rows = await listEnquiries(db, opts);
        if (rows.length === 0) console.log("No enquiries yet.");
        for (const e of rows) {
          console.log(
            `#${e.id} ${e.kind} from ${e.name} <${e.email}> on ${e.sourcePath}, ${e.createdAt.toISOString()}`,
          );
          for (const [field, value] of Object.entries(e.fields)) if (value) console.log(`  ${field}: ${value}`);
        }
      }),
    );
  return enquiries;
}

/** `buildcompare subscribers list`: sign-ups; only confirmed ones are subscribers. */
export function subscribersCommand(): Command {
  const subscribers = new Command("subscribers").description("Read newsletter and deals sign-ups");
  subscribers
    .command("list")
    .description("newest first")
    .option("--list <list>", MAILING_LIST_IDS.join(" or "), oneOf(MAILING_LIST_IDS))
    .option("--status <status>", "pending, confirmed or unsubscribed", oneOf(["pending", "confirmed", "unsubscribed"]))
    .option("--limit <n>", "how many", parseCount, 50)
    .action((opts: { list?: string; status?: string; limit: number }) =>
      withDatabase(async ({ db }) => {
        const rows = await listSubscriptions(db, opts);
        if (rows.length === 0) console.log("No sign-ups match.");
        for (const s of rows) {
          const confirmed = s.confirmedAt ? `, confirmed ${s.confirmedAt.toISOString()}` : "";
          console.log(
            `${s.email.padEnd(40)} ${s.list.padEnd(11)} ${s.status.padEnd(13)} signed up ${s.createdAt.toISOString()}${confirmed}`,
          );
        }
      }),
    );
  return subscribers;
}
