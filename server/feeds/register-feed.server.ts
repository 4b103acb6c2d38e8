import { z } from "zod";
import { sql } from "drizzle-orm";
import type { Db } from "../db/client.server.ts";
import { queryRows } from "../db/query-rows.server.ts";
import { MerchantSlugSchema } from "../ingest/import-feed.server.ts";
import { FeedCurrencySchema } from "../ingest/parse-money.ts";
import { DEFAULT_SCHEDULE, MIN_SCHEDULE_SECONDS } from "./feed-schedule.ts";

/** Longest feed address kept; a real one is far shorter. */
const MAX_URL_LENGTH = 2048;

export const FeedRegistrationSchema = z
  .object({
    merchant: MerchantSlugSchema,
    url: z
      .url({ protocol: /^https?$/, error: "the feed address must be an https:// URL" })
      .max(MAX_URL_LENGTH, `the feed address is longer than ${MAX_URL_LENGTH} characters`),
    schedule: z
      .discriminatedUnion("kind", [
        z.object({ kind: z.literal("every"), seconds: z.number().int().min(MIN_SCHEDULE_SECONDS) }),
        z.object({ kind: z.literal("cron"), pattern: z.string().min(1) }),
      ])
      .default(DEFAULT_SCHEDULE),
    currency: FeedCurrencySchema.optional(),
    allowHttp: z.boolean().default(false),
  })
  // Plain http only with the operator's explicit word for this one feed (issue 16 item 3).
  .refine((f) => f.allowHttp || new URL(f.url).protocol === "https:", {
    message: "the feed address is plain http: give --allow-http to fetch this feed without TLS",
    path: ["url"],
  });

export type FeedRegistration = z.input<typeof FeedRegistrationSchema>;

export class FeedRegistrationError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "FeedRegistrationError";
  }
}

/**
 * Adds a merchant's feed to the registry, or replaces its address, schedule and options. Either way the feed is
 * due at once (the scheduler's next pass fetches it) and its stored validators are dropped: a new address or
 * currency must be read in full, not answered with 304 for the old one. Returns whether the merchant was new.
 */
export async function registerFeed(db: Db, input: FeedRegistration, now: Date): Promise<{ added: boolean }> {
  const parsed = FeedRegistrationSchema.safeParse(input);
  if (!parsed.success) throw new FeedRegistrationError(parsed.error.issues[0]!.message);
  const feed = parsed.data;
  const every = feed.schedule.kind === "every" ? feed.schedule.seconds : null;
  const cron = feed.schedule.kind === "cron" ? feed.schedule.pattern : null;
  const [row] = await queryRows<{ added: boolean }>(
    db,
    sql`insert into feed_sources (merchant_slug, url, every_seconds, cron, feed_currency, allow_http, next_due_at)
        values (${feed.merchant}, ${feed.url}, ${every}, ${cron}, ${feed.currency ?? null}, ${feed.allowHttp},
          ${now.toISOString()})
        on conflict (merchant_slug) do update set url = excluded.url, every_seconds = excluded.every_seconds,
          cron = excluded.cron, feed_currency = excluded.feed_currency, allow_http = excluded.allow_http,
          next_due_at = excluded.next_due_at, etag = null, last_modified = null, validators_for = null
        returning (xmax = 0) as added`,
  );
  return { added: row?.added === true };
}
