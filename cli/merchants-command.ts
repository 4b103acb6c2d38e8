import { Command } from "commander";
import { z } from "zod";
import { listMerchantFeedCurrencies, listMerchants } from "../server/merchants/list-merchants.server.ts";
import { FeedCurrencySchema } from "../server/ingest/parse-money.ts";
import { updateMerchant, type MerchantChanges } from "../server/merchants/update-merchant.server.ts";
import { withDatabase } from "./with-database.ts";

const Url = z.url({ protocol: /^https?$/ });
const LogoUrl = z
  .string()
  .refine((v) => Url.safeParse(v).success || /^\/(?!\/)\S*$/.test(v), "logo must be an http(s) URL or a /path");

/** `none` clears the setting; anything else must be a currency code. */
function feedCurrencyOption(value: string): string | null {
  if (value.trim().toLowerCase() === "none") return null;
  const parsed = FeedCurrencySchema.safeParse(value);
  if (!parsed.success) throw new Error(`--currency: ${parsed.error.issues[0]!.message}, or none`);
  return parsed.data;
}

export function merchantsCommand(): Command {
  const merchants = new Command("merchants").description("List merchants and edit their details");

  merchants.command("list").action(() =>
    withDatabase(async ({ db }) => {
      const currencies = await listMerchantFeedCurrencies(db);
      for (const m of await listMerchants(db)) {
        // "-": no feed currency, so prices without a currency code are rejected.
        const currency = (currencies.get(m.slug) ?? "-").padEnd(3);
        console.log(
          `${m.slug.padEnd(28)} ${m.name.padEnd(36)} ${m.verified ? "verified  " : "unverified"} ${String(m.productCount).padStart(6)} products  currency ${currency}  ${m.websiteUrl ?? ""}`,
        );
      }
    }),
  );

  merchants
    .command("set")
    .argument("<slug>")
    .option("--name <name>")
    .option("--website <url>")
    .option("--logo <url>")
    .option("--verified", "mark as verified")
    .option("--unverified", "remove the verified mark")
    .option(
      "--currency <code>",
      "ISO 4217 code a feed price without a currency is read in (e.g. GBP); 'none' clears it (such prices are rejected)",
    )
    .action(
      (
        slug: string,
        opts: {
          name?: string;
          website?: string;
          logo?: string;
          verified?: boolean;
          unverified?: boolean;
          currency?: string;
        },
      ) =>
        withDatabase(async ({ db }) => {
          const changes: MerchantChanges = {
            name: opts.name,
            websiteUrl: opts.website === undefined ? undefined : Url.parse(opts.website),
            logoUrl: opts.logo === undefined ? undefined : LogoUrl.parse(opts.logo),
            verified: opts.verified ? true : opts.unverified ? false : undefined,
            feedCurrency: opts.currency === undefined ? undefined : feedCurrencyOption(opts.currency),
          };
          if (!(await updateMerchant(db, slug, changes))) throw new Error(`No merchant with slug "${slug}"`);
          console.log(`Merchant ${slug} updated.`);
        }),
    );

  // The verified mark is an operator's word after checking the merchant; nothing sets it automatically.
  for (const [name, verified] of [
    ["verify", true],
    ["unverify", false],
  ] as const) {
    merchants
      .command(name)
      .description(verified ? "Mark a merchant as verified (shown as a Verified badge)" : "Remove the verified mark")
      .argument("<slug>")
      .action((slug: string) =>
        withDatabase(async ({ db }) => {
          if (!(await updateMerchant(db, slug, { verified }))) throw new Error(`No merchant with slug "${slug}"`);
          console.log(`Merchant ${slug} is now ${verified ? "verified" : "not verified"}.`);
        }),
      );
  }

  return merchants;
}
