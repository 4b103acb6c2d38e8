import { Command } from "commander";
import { getEnv } from "../server/env.server.ts";
import { findDeals } from "../server/deals/find-deals.server.ts";
import { dealLine, sendWeeklyDeals } from "../server/deals/send-weekly-deals.server.ts";
import { DEAL_RULES } from "../shared/deals.ts";
import { withDatabase } from "./with-database.ts";

const count = (n: number, noun: string) => `${n} ${noun}${n === 1 ? "" : "s"}`;

/** `buildcompare deals list|send-weekly`: the rules are docs/decisions/020-typical-price-and-deals.md. */
export function dealsCommand(): Command {
  const deals = new Command("deals").description("Today's deals and the weekly deals e-mail");

  deals
    .command("list")
    .description("print today's deals, biggest percentage drop first")
    .action(() =>
      withDatabase(async ({ db }) => {
        const found = await findDeals(db);
        if (found.length === 0) {
          console.log(
            `No clear deals today: no visible product is in stock at least ${DEAL_RULES.minDropPercent}% and £${(DEAL_RULES.minDropPence / 100).toFixed(2)} below its typical price.`,
          );
          return;
        }
        for (const deal of found) console.log(`#${String(deal.productId).padEnd(7)} ${dealLine(deal)}`);
        console.log(`${count(found.length, "deal")}.`);
      }),
    );

  deals
    .command("send-weekly")
    .description("queue this ISO week's deals e-mail to confirmed 'deals' subscribers (at most once a week)")
    .action(() =>
      withDatabase(async ({ db }) => {
        const outcome = await sendWeeklyDeals(db, getEnv().SITE_URL);
        switch (outcome.status) {
          case "queued":
            console.log(
              `Week of ${outcome.weekStart}: queued ${count(outcome.recipients, "e-mail")} listing ${count(outcome.deals, "deal")}. Send them with 'buildcompare outbox send' (or the scheduled sender).`,
            );
            break;
          case "no-deals":
            console.log(`Week of ${outcome.weekStart}: no deals, so no e-mail. Recorded: this week is done.`);
            break;
          case "already-done":
            console.log(
              `Week of ${outcome.weekStart} was done at ${outcome.queuedAt.toISOString()} (${count(outcome.dealCount, "deal")}, ${count(outcome.recipients, "e-mail")}). Nothing queued.`,
            );
            break;
        }
      }),
    );

  return deals;
}
