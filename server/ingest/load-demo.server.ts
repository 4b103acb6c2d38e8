import fs from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../db/client.server.ts";
import { importFeed, type ImportSummary } from "./import-feed.server.ts";
import { addImageOverride } from "../curation/image-overrides.server.ts";
import { addNameExclusion } from "../curation/name-exclusions.server.ts";
import { queryRows } from "../db/query-rows.server.ts";

export const DEMO_FEEDS_DIR = fileURLToPath(new URL("../../data/feeds/", import.meta.url));

const ManifestSchema = z.object({
  imageOrigin: z.string().url(),
  merchants: z
    .array(
      z.object({
        slug: z.string(),
        name: z.string(),
        websiteUrl: z.string().url(),
        logoUrl: z.string().optional(),
        verified: z.boolean().default(false),
        feed: z.string(),
      }),
    )
    .min(1),
  curation: z
    .object({
      nameExclusions: z.array(z.string()).default([]),
      imageOverrides: z.array(z.object({ name: z.string(), imageUrl: z.string() })).default([]),
    })
    .default({ nameExclusions: [], imageOverrides: [] }),
});

export interface DemoLoadResult {
  merchants: number;
  offers: number;
  summaries: ImportSummary[];
}

/** Imports every demo feed listed in data/feeds/merchants.json, through the same pipeline as a real feed. */
export async function loadDemo(
  db: Db,
  options: { dir?: string; onMerchant?: (summary: ImportSummary) => void } = {},
): Promise<DemoLoadResult> {
  const dir = options.dir ?? DEMO_FEEDS_DIR;
  const manifest = ManifestSchema.parse(JSON.parse(await fs.readFile(path.join(dir, "merchants.json"), "utf8")));
  const summaries: ImportSummary[] = [];
  for (const merchant of manifest.merchants) {
    const summary = await importFeed(db, {
      merchant: {
        slug: merchant.slug,
        name: merchant.name,
        websiteUrl: merchant.websiteUrl,
        logoUrl: merchant.logoUrl,
        verified: merchant.verified,
      },
      sources: [path.join(dir, merchant.feed)],
      rewriteImageOrigin: { from: manifest.imageOrigin, to: "/demo-images/" },
    });
    summaries.push(summary);
    options.onMerchant?.(summary);
  }
  for (const phrase of manifest.curation.nameExclusions) await addNameExclusion(db, phrase);
  for (const rule of manifest.curation.imageOverrides)
    await addImageOverride(db, { nameMatch: rule.name, imageUrl: rule.imageUrl });
  return { merchants: summaries.length, offers: summaries.reduce((n, s) => n + s.rowsImported, 0), summaries };
}

/** `npm start` on an empty database: load the demo so a new user sees a working site. */
export async function loadDemoIfEmpty(db: Db, options: { quiet?: boolean } = {}): Promise<DemoLoadResult | null> {
  const result = await queryRows(db, sql`select exists(select 1 from merchants) as has_data`);
  if ((result[0] as { has_data: boolean }).has_data) return null;
  if (!options.quiet) console.log("Empty database: loading the demo merchant feeds…");
  return loadDemo(db);
}
