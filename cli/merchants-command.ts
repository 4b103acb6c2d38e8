import { Command } from "commander";
import { z } from "zod";
import { listMerchants } from "../server/merchants/list-merchants.server.ts";
import { updateMerchant, type MerchantChanges } from "../server/merchants/update-merchant.server.ts";
import { withDatabase } from "./with-database.ts";

const Url = z.url({ protocol: /^https?$/ });
const LogoUrl = z
  .string()
  .refine((v) => Url.safeParse(v).success || /^\/(?!\/)\S*$/.test(v), "logo must be an http(s) URL or a /path");

export function merchantsCommand(): Command {
  const merchants = new Command("merchants").description("List merchants and edit their details");

  merchants.command("list").action(() =>
    withDatabase(async ({ db }) => {
      for (const m of await listMerchants(db)) {
        console.log(
          `${m.slug.padEnd(28)} ${m.name.padEnd(36)} ${m.verified ? "verified  " : "unverified"} ${String(m.productCount).padStart(6)} products  ${m.websiteUrl ?? ""}`,
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
    .action(
      (
        slug: string,
        opts: { name?: string; website?: string; logo?: string; verified?: boolean; unverified?: boolean },
      ) =>
        withDatabase(async ({ db }) => {
          const changes: MerchantChanges = {
            name: opts.name,
            websiteUrl: opts.website === undefined ? undefined : Url.parse(opts.website),
            logoUrl: opts.logo === undefined ? undefined : LogoUrl.parse(opts.logo),
            verified: opts.verified ? true : opts.unverified ? false : undefined,
          };
          if (!(await updateMerchant(db, slug, changes))) throw new Error(`No merchant with slug "${slug}"`);
          console.log(`Merchant ${slug} updated.`);
        }),
    );

  return merchants;
}
