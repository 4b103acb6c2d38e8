import { Command } from "commander";
import { z } from "zod";
import { addImageOverride } from "../server/curation/image-overrides.server.ts";
import { listCurationRules } from "../server/curation/list-curation-rules.server.ts";
import { addNameExclusion, removeNameExclusion } from "../server/curation/name-exclusions.server.ts";
import { hideProduct, unhideProduct } from "../server/curation/product-visibility.server.ts";
import { mergeProducts } from "../server/curation/merge-products.server.ts";
import { splitOffer, type OfferRef } from "../server/curation/split-offer.server.ts";
import { withDatabase } from "./with-database.ts";

const ProductId = z.coerce.number().int().positive();
const ImageUrl = z
  .string()
  .refine(
    (v) => /^https?:\/\/\S+$/i.test(v) || /^\/(?!\/)\S*$/.test(v),
    "image must be an http(s) URL or a /path on this site",
  );

/** `<merchant-slug>:<item id>` (the item id may itself contain colons) or a numeric offer id. */
function parseOfferRef(value: string): OfferRef {
  if (/^\d+$/.test(value)) return { offerId: Number(value) };
  const colon = value.indexOf(":");
  if (colon <= 0 || colon === value.length - 1) fail(`"${value}" is not <merchant-slug>:<item id> or an offer id`);
  return { merchantSlug: value.slice(0, colon), itemId: value.slice(colon + 1) };
}

function fail(message: string): never {
  throw new Error(message);
}

export function curateCommand(): Command {
  const curate = new Command("curate").description(
    "Hide products, exclude names, override images, merge products and split offers (applies everywhere)",
  );

  curate
    .command("list")
    .description("Show every curation rule")
    .action(() =>
      withDatabase(async ({ db }) => {
        const rules = await listCurationRules(db);
        console.log("Hidden products:");
        for (const h of rules.hidden) console.log(`  #${h.productId} ${h.name}${h.reason ? ` — ${h.reason}` : ""}`);
        console.log("Name exclusions:");
        for (const p of rules.nameExclusions) console.log(`  "${p}"`);
        console.log("Image overrides:");
        for (const o of rules.imageOverrides)
          console.log(`  ${o.productId ? `#${o.productId}` : `name "${o.nameMatch}"`} → ${o.imageUrl}`);
      }),
    );

  curate
    .command("hide")
    .argument("<productId>")
    .option("--reason <text>")
    .action((id: string, opts: { reason?: string }) =>
      withDatabase(async ({ db }) => {
        const productId = ProductId.parse(id);
        if (!(await hideProduct(db, productId, opts.reason ?? null))) fail(`No product #${productId}`);
        console.log(`Product #${productId} hidden.`);
      }),
    );

  curate
    .command("unhide")
    .argument("<productId>")
    .action((id: string) =>
      withDatabase(async ({ db }) => {
        const productId = ProductId.parse(id);
        if (!(await unhideProduct(db, productId))) fail(`Product #${productId} was not hidden`);
        console.log(`Product #${productId} visible again.`);
      }),
    );

  curate
    .command("exclude")
    .description("Hide every product whose name contains the phrase (case-insensitive)")
    .argument("<phrase>")
    .action((phrase: string) =>
      withDatabase(async ({ db }) => {
        if (!phrase.trim()) fail("The phrase is empty");
        await addNameExclusion(db, phrase);
        console.log(`Products named like "${phrase.trim()}" are now hidden.`);
      }),
    );

  curate
    .command("include")
    .description("Remove a name exclusion")
    .argument("<phrase>")
    .action((phrase: string) =>
      withDatabase(async ({ db }) => {
        if (!(await removeNameExclusion(db, phrase))) fail(`No exclusion "${phrase}"`);
        console.log(`Exclusion "${phrase}" removed.`);
      }),
    );

  curate
    .command("image")
    .description("Override a product's image, by id or by exact product name")
    .option("--product <id>")
    .option("--name <productName>")
    .argument("<imageUrl>")
    .action((imageUrl: string, opts: { product?: string; name?: string }) =>
      withDatabase(async ({ db }) => {
        const url = ImageUrl.parse(imageUrl);
        if (!opts.product && !opts.name) fail("Give --product <id> or --name <product name>");
        await addImageOverride(db, {
          productId: opts.product ? ProductId.parse(opts.product) : undefined,
          nameMatch: opts.name,
          imageUrl: url,
        });
        console.log("Image override saved.");
      }),
    );

  curate
    .command("merge")
    .description("Make two products one: <other>'s offers join <keep>, pinned there for every later import and rematch")
    .argument("<keep>")
    .argument("<other>")
    .option("--allow-same-merchant", "merge even when one merchant sells items on both")
    .action((keep: string, other: string, opts: { allowSameMerchant?: boolean }) =>
      withDatabase(async ({ db }) => {
        const outcome = await mergeProducts(db, ProductId.parse(keep), ProductId.parse(other), opts);
        if (!outcome.ok) fail(outcome.reason);
        console.log(`Product #${other} merged into #${keep}: ${outcome.moved} offers moved, ${outcome.pinned} pinned.`);
      }),
    );

  curate
    .command("split")
    .description("Take an offer (<merchant-slug>:<item id> or offer id) off its product onto one of its own, pinned")
    .argument("<offer>")
    .action((offer: string) =>
      withDatabase(async ({ db }) => {
        const outcome = await splitOffer(db, parseOfferRef(offer));
        if (!outcome.ok) fail(outcome.reason);
        console.log(
          `Offer ${offer} split from product #${outcome.fromProductId} onto new product #${outcome.productId} (pinned).`,
        );
      }),
    );

  return curate;
}
