import fs from "node:fs";
import path from "node:path";
import { z } from "zod";
import { MerchantSlugSchema } from "../server/ingest/import-feed.server.ts";

/**
 * One feed of a manifest: the same choices as `buildcompare import`'s options for one merchant.
 * Sources that are not URLs are read relative to the manifest's own folder, so a manifest and its feeds move together.
 */
export const ManifestFeedSchema = z
  .object({
    merchant: MerchantSlugSchema,
    name: z.string().trim().min(1).max(200).optional(),
    website: z.url({ protocol: /^https?$/ }).optional(),
    currency: z.string().trim().min(1).max(10).optional(),
    sources: z.array(z.string().trim().min(1)).min(1, "sources must list at least one feed file or URL"),
    /** Plain http:// URLs for this feed only, as `import --allow-http` (decision 043); https only without it. */
    allowHttp: z.boolean().optional(),
  })
  .strict();

export type ManifestFeed = z.infer<typeof ManifestFeedSchema>;

/** A manifest is `{ "feeds": [ … ] }`; each entry is checked on its own so one bad entry does not stop the rest. */
const ManifestShapeSchema = z
  .object({ feeds: z.array(z.unknown()).min(1, "feeds must list at least one feed") })
  .strict();

/** An entry refused before any import ran: which one (position and merchant, if readable) and why. */
export interface ManifestProblem {
  index: number;
  merchant: string | null;
  message: string;
}

export interface Manifest {
  feeds: { index: number; feed: ManifestFeed }[];
  problems: ManifestProblem[];
}

/** Thrown when the manifest as a whole cannot be used (unreadable, not JSON, no feeds list): nothing is imported. */
export class ManifestError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "ManifestError";
  }
}

const isUrl = (source: string) => /^https?:\/\//i.test(source);

function describeIssues(error: z.ZodError): string {
  return error.issues.map((issue) => `${issue.path.join(".") || "entry"}: ${issue.message}`).join("; ");
}

/** Parses a manifest's text; `baseDir` is the folder relative feed paths are read from. */
export function parseManifest(text: string, baseDir: string): Manifest {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new ManifestError(`the manifest is not valid JSON: ${(error as Error).message}`);
  }
  const shape = ManifestShapeSchema.safeParse(json);
  if (!shape.success) throw new ManifestError(`the manifest is not usable: ${describeIssues(shape.error)}`);

  const feeds: Manifest["feeds"] = [];
  const problems: ManifestProblem[] = [];
  const firstEntryOf = new Map<string, number>();
  shape.data.feeds.forEach((entry, index) => {
    const parsed = ManifestFeedSchema.safeParse(entry);
    const merchant =
      typeof entry === "object" && entry !== null && typeof (entry as { merchant?: unknown }).merchant === "string"
        ? (entry as { merchant: string }).merchant
        : null;
    if (!parsed.success) {
      problems.push({ index, merchant, message: describeIssues(parsed.error) });
      return;
    }
    // Two entries for one merchant would each replace the other's offers: the feed is one full feed per merchant.
    const first = firstEntryOf.get(parsed.data.merchant);
    if (first !== undefined) {
      problems.push({
        index,
        merchant,
        message: `merchant ${parsed.data.merchant} is already feed ${first + 1}; list all its files in one entry's sources`,
      });
      return;
    }
    firstEntryOf.set(parsed.data.merchant, index);
    const sources = parsed.data.sources.map((s) => (isUrl(s) ? s : path.resolve(baseDir, s)));
    feeds.push({ index, feed: { ...parsed.data, sources } });
  });
  return { feeds, problems };
}

/** Reads and parses a manifest file. */
export function readManifest(file: string): Manifest {
  let text: string;
  try {
    text = fs.readFileSync(file, "utf8");
  } catch (error) {
    throw new ManifestError(`cannot read the manifest ${file}: ${(error as NodeJS.ErrnoException).code ?? error}`);
  }
  return parseManifest(text, path.dirname(path.resolve(file)));
}
