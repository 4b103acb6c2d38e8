import { Command } from "commander";
import { z } from "zod";
import { listMatchReview, type ReviewItem } from "../server/curation/list-match-review.server.ts";
import { rematch, type RematchResult } from "../server/ingest/rematch-catalogue.server.ts";
import { withDatabase } from "./with-database.ts";

const Limit = z.coerce.number().int().min(1).max(10_000);

export function formatRematch(result: RematchResult): string {
  return [
    `Re-keyed ${result.offers} offers into ${result.products} products:`,
    `  ${result.productsUnchanged} unchanged (same offers, same id), ${result.productsReused} changed but kept their id,`,
    `  ${result.productsNew} new, ${result.productsRemoved} removed; ${result.offersMoved} offers moved.`,
  ].join("\n");
}

export function rematchCommand(): Command {
  return new Command("rematch")
    .description(
      "Re-key the whole catalogue with this version's matcher: offers, price history and unchanged products' ids are kept",
    )
    .option("--json", "print the counts as JSON")
    .action((opts: { json?: boolean }) =>
      withDatabase(async ({ db }) => {
        const result = await rematch(db);
        console.log(opts.json ? JSON.stringify(result) : formatRematch(result));
      }),
    );
}

function describeItem(item: ReviewItem): string {
  const margin = `${item.margin >= 0 ? "+" : ""}${item.margin.toFixed(2)}`;
  if (item.kind === "thin-merge")
    return [
      `thin merge (${margin}): ${item.offer.merchantSlug}:${item.offer.itemId} "${item.offer.title}" on #${item.product.id} "${item.product.name}"`,
      `    ${item.reason}`,
      `    if wrong: buildcompare curate split ${item.offer.merchantSlug}:${item.offer.itemId}`,
    ].join("\n");
  return [
    `near miss (${margin}): #${item.a.id} "${item.a.name}" / #${item.b.id} "${item.b.name}"`,
    `    ${item.reason}`,
    `    if one product: buildcompare curate merge ${item.a.id} ${item.b.id}`,
  ].join("\n");
}

export function reviewCommand(): Command {
  return new Command("review")
    .description("List the matcher's closest calls (thin merges, near misses), the likeliest mistakes first")
    .option("--limit <n>", "how many to list", "20")
    .option("--json", "print the list as JSON")
    .action((opts: { limit: string; json?: boolean }) =>
      withDatabase(async ({ db }) => {
        const items = await listMatchReview(db, Limit.parse(opts.limit));
        if (opts.json) return console.log(JSON.stringify(items));
        if (items.length === 0) return console.log("Nothing to review: no close calls.");
        for (const item of items) console.log(describeItem(item));
      }),
    );
}
