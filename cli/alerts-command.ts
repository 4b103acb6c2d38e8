import { Command, InvalidArgumentError } from "commander";
import { ALERT_STATUSES, listAlerts, type AlertFilter } from "../server/alerts/list-alerts.server.ts";
import { ALERT_KINDS } from "../shared/price-alerts.ts";
import { formatPrice } from "../shared/money.ts";
import { withDatabase } from "./with-database.ts";

function oneOf<T extends string>(values: readonly T[]) {
  return (value: string): T => {
    const found = values.find((v) => v === value);
    if (!found) throw new InvalidArgumentError(`use one of ${values.join(", ")}`);
    return found;
  };
}

function parseWhole(max: number) {
  return (value: string): number => {
    const n = Number(value);
    if (!Number.isInteger(n) || n < 1 || n > max) throw new InvalidArgumentError(`use a whole number from 1 to ${max}`);
    return n;
  };
}

/** `buildcompare alerts`: price and back-in-stock alerts with their state, newest first. */
export function alertsCommand(): Command {
  return new Command("alerts")
    .description("List price and back-in-stock alerts and their state, newest first")
    .option("--status <status>", ALERT_STATUSES.join(", "), oneOf(ALERT_STATUSES))
    .option("--kind <kind>", ALERT_KINDS.join(" or "), oneOf(ALERT_KINDS))
    .option("--email <address>", "one subscriber's alerts")
    .option("--product <id>", "one product's alerts", parseWhole(2_147_483_647))
    .option("--limit <n>", "how many", parseWhole(10_000), 50)
    .action((opts: Omit<AlertFilter, "productId"> & { product?: number }) =>
      withDatabase(async ({ db }) => {
        const rows = await listAlerts(db, { ...opts, productId: opts.product });
        if (rows.length === 0) {
          console.log("No alerts match.");
          return;
        }
        console.log(
          `${"#".padEnd(6)} ${"product".padEnd(44)} ${"email".padEnd(32)} ${"kind".padEnd(5)} ${"target".padStart(10)} ${"status".padEnd(12)} ${"armed".padEnd(5)} ${"fired".padStart(5)}  last fired`,
        );
        for (const a of rows) {
          const product = `${a.productId} ${a.productName}`.slice(0, 44);
          console.log(
            `${String(a.id).padEnd(6)} ${product.padEnd(44)} ${a.email.padEnd(32)} ${a.kind.padEnd(5)} ${(a.targetPrice === null ? "-" : formatPrice(a.targetPrice)).padStart(10)} ${a.status.padEnd(12)} ${(a.armed ? "yes" : "no").padEnd(5)} ${String(a.firedCount).padStart(5)}  ${a.lastFiredAt ? a.lastFiredAt.toISOString() : "never"}`,
          );
        }
      }),
    );
}
