import { z } from "zod";

const EnvSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    DATABASE_URL: z
      .string()
      .default("pglite:./data/db")
      .refine((v) => /^(postgres(ql)?:\/\/|pglite:)/.test(v), {
        message: "must start with postgres://, postgresql:// or pglite:",
      }),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default("127.0.0.1"),
    SITE_URL: z
      .url({ protocol: /^https?$/ })
      .default("http://localhost:3000")
      .transform((v) => v.replace(/\/+$/, "")),
    SMTP_URL: z
      .string()
      .refine((v) => /^smtps?:\/\//.test(v), { message: "must start with smtp:// or smtps://" })
      .optional(),
    /** The From address of every e-mail. */
    MAIL_FROM: z.string().min(3).default("BuildCompare <no-reply@buildcompare.localhost>"),
    /** Where contact messages and quote requests are notified. */
    OPERATOR_EMAIL: z.email().default("hello@buildcompare.co.uk"),
    /** The message page's chat and phone number, international form, read at run time (decision 008). */
    MESSAGE_PHONE: z
      .string()
      .default("+44 7700 900321")
      .refine((v) => /^\+[1-9][\d ]{7,18}$/.test(v.trim()), {
        message: "must be an international number starting with +, like +44 7700 900321",
      })
      .transform((v) => v.trim()),
    /** The message page's e-mail alternative. */
    MESSAGE_EMAIL: z.email().default("hello@buildcompare.co.uk"),
    BUILDCOMPARE_DEMO: z.enum(["on", "off"]).default("on"),
    /** Seconds a rendered page is reused for every visitor (production only); 0 turns the cache off. */
    PAGE_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(5),
    /**
     * Longest a search or suggestion answer is reused by this process; answers are dropped within a second
     * of any catalogue change anyway (server/search/cached-search.server.ts). 0 turns the cache off.
     */
    /**
     * Web processes sharing the port (node:cluster, server/web-cluster.server.ts); 1 = this process serves alone.
     * PostgreSQL only. About one per CPU core: a page render uses one core of one process (issue 15).
     */
    WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(1),
    SEARCH_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(300),
    /**
     * Hours after its feed last refreshed it that an offer's price shows its age ("Price checked 3 days ago");
     * 0: never labelled (decision 047).
     */
    STALE_OFFER_LABEL_HOURS: z.coerce.number().int().min(0).max(8760).default(48),
    /** Hours after which an offer leaves every comparison until its feed refreshes; 0: never (decision 047). */
    STALE_OFFER_HIDE_HOURS: z.coerce.number().int().min(0).max(8760).default(168),
    /**
     * Which peers' X-Forwarded-For / -Proto / -Host are believed (Express "trust proxy"): the client address
     * that form rate limits count comes from it. Addresses or subnets (comma-separated, or Express's names
     * loopback, linklocal, uniquelocal), a number of proxy hops, or `false` (no proxy: the peer is the client).
     */
    TRUST_PROXY: z
      .string()
      .trim()
      .min(1)
      .default("loopback, linklocal, uniquelocal")
      .transform((v): string | number | boolean => (v === "false" ? false : /^\d{1,2}$/.test(v) ? Number(v) : v)),
  })
  .refine(
    // An offer is labelled with its age before it leaves comparisons; 0 (off) on either side is always allowed.
    (e) =>
      e.STALE_OFFER_LABEL_HOURS === 0 ||
      e.STALE_OFFER_HIDE_HOURS === 0 ||
      e.STALE_OFFER_HIDE_HOURS >= e.STALE_OFFER_LABEL_HOURS,
    { path: ["STALE_OFFER_HIDE_HOURS"], message: "must be at least STALE_OFFER_LABEL_HOURS (or 0)" },
  );

export type Env = z.infer<typeof EnvSchema>;

let cached: Env | undefined;

/** Reads and validates the environment once; a bad value stops start-up with a clear message. */
export function getEnv(source: NodeJS.ProcessEnv = process.env): Env {
  if (cached && source === process.env) return cached;
  const parsed = EnvSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join("\n")}`);
  }
  if (source === process.env) cached = parsed.data;
  return parsed.data;
}
