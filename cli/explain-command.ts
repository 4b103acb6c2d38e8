import { Command } from "commander";
import { explainOfferMatch } from "../server/ingest/explain-offer-match.server.ts";
import { explainTitlePair } from "../server/ingest/explain-title-pair.ts";
import { explainRanking } from "../server/search/explain-ranking.server.ts";
import type { ProductFacts } from "../server/ingest/normalise/index.ts";
import { withDatabase } from "./with-database.ts";

function describe(label: string, facts: ProductFacts): string {
  const lines = [`${label}: ${facts.category}${facts.brandFamily ? `, brand ${facts.brandFamily}` : ""}`];
  for (const [name, value] of Object.entries(facts.facts)) lines.push(`    ${name}: ${value}`);
  lines.push(`    keys: ${facts.keys.map((k) => k.value).join(" | ") || "(none)"}`);
  return lines.join("\n");
}

interface TitleOptions {
  brandA?: string;
  brandB?: string;
  gtinA?: string;
  gtinB?: string;
  mpnA?: string;
  mpnB?: string;
  typeA?: string;
  typeB?: string;
  sizeA?: string;
  sizeB?: string;
  colorA?: string;
  colorB?: string;
  sameMerchant?: boolean;
}

export function explainCommand(): Command {
  const explain = new Command("explain").description("Say why offers were (or would be) matched to one product");

  explain
    .command("offer")
    .description("Show the product an imported offer joined, the key it matched by, and the other merchants' offers")
    .argument("<merchantSlug>")
    .argument("<itemId>")
    .action((merchantSlug: string, itemId: string) =>
      withDatabase(async ({ db }) => {
        const found = await explainOfferMatch(db, merchantSlug, itemId);
        if (!found) throw new Error(`No offer ${itemId} from merchant ${merchantSlug}`);
        console.log(`Offer ${found.offer.merchantSlug}:${found.offer.merchantItemId} "${found.offer.title}"`);
        console.log(`  → product #${found.product.id} "${found.product.name}" (${found.product.category})`);
        console.log(`  matched by: ${found.offer.matchReason}`);
        console.log(`  product keys: ${found.product.keys.join(" | ")}`);
        for (const s of found.siblings)
          console.log(`  also: ${s.merchantSlug}:${s.merchantItemId} "${s.title}" — ${s.matchReason}`);
      }),
    );

  explain
    .command("titles")
    .description("Run two feed titles through the ingest matcher on an empty catalogue and say what it decides")
    .argument("<titleA>")
    .argument("<titleB>")
    .option("--brand-a <brand>")
    .option("--brand-b <brand>")
    .option("--gtin-a <gtin>")
    .option("--gtin-b <gtin>")
    .option("--mpn-a <mpn>")
    .option("--mpn-b <mpn>")
    .option("--type-a <productType>", "the row's product_type, e.g. 'Yard > Aggregates'")
    .option("--type-b <productType>")
    .option("--size-a <size>", "the row's size column")
    .option("--size-b <size>")
    .option("--color-a <color>", "the row's color column")
    .option("--color-b <color>")
    .option("--same-merchant", "treat both as items of one merchant")
    .action((titleA: string, titleB: string, opts: TitleOptions) => {
      const verdict = explainTitlePair(
        {
          title: titleA,
          brand: opts.brandA,
          gtin: opts.gtinA,
          mpn: opts.mpnA,
          productType: opts.typeA,
          size: opts.sizeA,
          color: opts.colorA,
        },
        {
          title: titleB,
          brand: opts.brandB,
          gtin: opts.gtinB,
          mpn: opts.mpnB,
          productType: opts.typeB,
          size: opts.sizeB,
          color: opts.colorB,
        },
        opts.sameMerchant === true,
      );
      console.log(describe("A", verdict.a));
      console.log(describe("B", verdict.b));
      console.log(`${verdict.same ? "SAME product" : "DIFFERENT products"}: ${verdict.reason}`);
      if (verdict.refusal) console.log(`  not matched because: ${verdict.refusal}`);
    });

  explain
    .command("search")
    .description("Say why /search ranks its first results where it does: the query as read, each result's score parts")
    .argument("<query>")
    .option("--limit <n>", "how many results to explain", "10")
    .action((query: string, opts: { limit: string }) =>
      withDatabase(async ({ db }) => {
        const limit = Number.parseInt(opts.limit, 10);
        if (!Number.isInteger(limit) || limit < 1 || limit > 100) throw new Error("--limit must be 1 to 100");
        for (const line of await explainRanking(db, query, limit)) console.log(line);
      }),
    );

  return explain;
}
