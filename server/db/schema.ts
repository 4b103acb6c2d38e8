import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  boolean,
  customType,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from "drizzle-orm/pg-core";

const money = (name: string) => numeric(name, { precision: 12, scale: 2, mode: "number" });
const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

export const merchants = pgTable("merchants", {
  id: serial("id").primaryKey(),
  slug: text("slug").notNull().unique(),
  name: text("name").notNull(),
  websiteUrl: text("website_url"),
  logoUrl: text("logo_url"),
  verified: boolean("verified").notNull().default(false),
  /**
   * ISO 4217 code an operator set for this merchant's feed: a price without a currency code is read
   * in it. Null: such a price is rejected (nothing is assumed).
   */
  feedCurrency: text("feed_currency"),
  createdAt: createdAt(),
});

export const products = pgTable(
  "products",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    brand: text("brand"),
    category: text("category").notNull(),
    imageUrl: text("image_url"),
    gtin14: text("gtin14"),
    /** Quantity the unit price divides by, e.g. 25 for a 25 kg bag priced per kg. */
    measureQuantity: numeric("measure_quantity", { mode: "number" }),
    measureUnit: text("measure_unit"),
    /** Parsed facts (sizes, grade, treatment, pack) that the matcher used; shown as specifications. */
    facts: jsonb("facts").$type<Record<string, string>>().notNull().default({}),
    /** The founding offer's match profile: offers without a shared key are compared with it. */
    matchProfile: jsonb("match_profile"),
    /** Blocking keys of matchProfile: only products sharing one are compared with an offer. */
    matchBlocks: text("match_blocks")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("products_category_idx").on(t.category),
    index("products_match_blocks_idx").using("gin", t.matchBlocks),
    // Name-sorted listings read their page in this order (migration 0024): it must match their ORDER BY exactly.
    index("products_name_order_idx").on(sql`lower(${t.name})`, t.id),
  ],
);

/**
 * Every identity a product is known by: gtin:…, mpn:…, attr:…. An offer joins the
 * product that owns its strongest key; a key belongs to exactly one product.
 */
export const productKeys = pgTable(
  "product_keys",
  {
    key: text("key").primaryKey(),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    /**
     * PRODUCT_KEY_FORMAT of the code that wrote the key. Keys of another format mean nothing to the
     * running matcher: the catalogue is re-keyed (buildcompare rematch) before anything is matched.
     */
    formatVersion: integer("format_version").notNull().default(1),
  },
  (t) => [index("product_keys_product_idx").on(t.productId)],
);

/**
 * An operator's last word on where an offer belongs (buildcompare curate merge|split): imports and
 * rematch put a pinned offer on its product whatever the matcher thinks.
 */
export const matchPins = pgTable(
  "match_pins",
  {
    merchantId: integer("merchant_id")
      .notNull()
      .references(() => merchants.id, { onDelete: "cascade" }),
    merchantItemId: text("merchant_item_id").notNull(),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    /** merge: joined to this product by an operator; split: kept apart on a product of its own. */
    kind: text("kind").notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.merchantItemId] }), index("match_pins_product_idx").on(t.productId)],
);

/**
 * A product id that matching correction retired (`curate merge`, a `rematch` whose groups kept no product of
 * that id) and the product that now holds most of its offers: links and bookmarks to it are redirected there.
 */
export const productRedirects = pgTable(
  "product_redirects",
  {
    fromProductId: integer("from_product_id").primaryKey(),
    toProductId: integer("to_product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [index("product_redirects_to_idx").on(t.toProductId)],
);

/**
 * Two brand families seen on one GTIN or MPN are one maker (a range brand and its parent company often
 * share no word). Learned by imports; the similarity stage treats linked brands as the same maker.
 */
export const brandLinks = pgTable(
  "brand_links",
  {
    brandA: text("brand_a").notNull(),
    brandB: text("brand_b").notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.brandA, t.brandB] })],
);

export const offers = pgTable(
  "offers",
  {
    id: serial("id").primaryKey(),
    merchantId: integer("merchant_id")
      .notNull()
      .references(() => merchants.id, { onDelete: "cascade" }),
    merchantItemId: text("merchant_item_id").notNull(),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    url: text("url").notNull(),
    imageUrl: text("image_url"),
    price: money("price").notNull(),
    /** Kept even when not running: the sale window below decides, at read time, whether it applies. */
    salePrice: money("sale_price"),
    saleStartsAt: timestamp("sale_starts_at", { withTimezone: true }),
    saleEndsAt: timestamp("sale_ends_at", { withTimezone: true }),
    /** in_stock, out_of_stock, preorder, backorder, unknown (a value we could not read), not_in_feed. */
    availability: text("availability").notNull(),
    /** Can be ordered now: in_stock, preorder or backorder. */
    available: boolean("available").notNull(),
    deliveryCost: money("delivery_cost"),
    /** Unit price when last written; pages divide the running price by unitQuantity instead. */
    unitPrice: numeric("unit_price", { precision: 14, scale: 4, mode: "number" }),
    /** Always the label of the product's unit basis (products.measure_unit). */
    unitLabel: text("unit_label"),
    /** How many of the product's basis unit this offer sells (e.g. 2.88 m²); null when its pack is unknown. */
    unitQuantity: numeric("unit_quantity", { mode: "number" }),
    brand: text("brand"),
    gtin: text("gtin"),
    mpn: text("mpn"),
    productType: text("product_type"),
    /**
     * Feed fields the matcher reads that have no column of their own (unit_pricing_measure and the
     * variant attributes item_group_id, color, size, material, pattern): rematch needs them.
     */
    matchInputs: jsonb("match_inputs").$type<Record<string, string>>().notNull().default({}),
    matchReason: text("match_reason").notNull(),
    /**
     * The match profile of an offer that joined its product by key or similarity (null for the founder, whose
     * profile is the product's, and for pinned offers): an offer without a shared key is compared with every
     * member of a product, not only its founder, so one merchant's way of writing a title meets another's like it.
     */
    matchProfile: jsonb("match_profile"),
    /** Blocking keys of matchProfile. */
    matchBlocks: text("match_blocks").array(),
    /** Hash of the row as sent: an unchanged row is skipped without rewriting it. */
    contentHash: text("content_hash").notNull(),
    /** Hash of the fields that decide which product this is: a price-only change never re-matches. */
    identityHash: text("identity_hash").notNull().default(""),
    firstSeenAt: createdAt(),
    lastChecked: timestamp("last_checked", { withTimezone: true }).notNull().defaultNow(),
    lastChangedAt: timestamp("last_changed_at", { withTimezone: true }).notNull().defaultNow(),
    /**
     * Set while the feed has not refreshed this offer for STALE_OFFER_HIDE_HOURS: it is out of every comparison
     * (shownOffer(), decision 047). Kept, with its history; cleared by the sweep once lastChecked is recent again.
     */
    staleHiddenAt: timestamp("stale_hidden_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("offers_merchant_item_idx").on(t.merchantId, t.merchantItemId),
    index("offers_product_idx").on(t.productId),
    index("offers_match_blocks_idx").using("gin", t.matchBlocks),
    // Hidden offers only (usually none): the sweep's "refreshed?" question reads this, not every offer (062).
    index("offers_stale_hidden_idx")
      .on(t.id)
      .where(sql`stale_hidden_at is not null`),
  ],
);

/**
 * A floor under a merchant's check times (migration 0028, decision 062): every offer of the merchant still in its
 * feed has lastChecked >= allCheckedAt. Written by imports; dropped by a trigger when anything else leaves such an
 * offer older. Only the stale-offer sweep reads it, to skip merchants checked within the hide limit.
 */
export const merchantOffersChecked = pgTable("merchant_offers_checked", {
  merchantId: integer("merchant_id")
    .primaryKey()
    .references(() => merchants.id, { onDelete: "cascade" }),
  allCheckedAt: timestamp("all_checked_at", { withTimezone: true }).notNull(),
});

export const priceObservations = pgTable(
  "price_observations",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    offerId: integer("offer_id")
      .notNull()
      .references(() => offers.id, { onDelete: "cascade" }),
    price: money("price").notNull(),
    salePrice: money("sale_price"),
    observedAt: timestamp("observed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("price_observations_offer_idx").on(t.offerId, t.observedAt)],
);

export const feedImports = pgTable("feed_imports", {
  id: serial("id").primaryKey(),
  merchantSlug: text("merchant_slug").notNull(),
  source: text("source").notNull(),
  format: text("format"),
  /** SHA-256 of the feed files as read: an identical feed is applied without parsing it again. */
  contentSha256: text("content_sha256"),
  status: text("status").notNull(),
  rowsRead: integer("rows_read").notNull().default(0),
  rowsImported: integer("rows_imported").notNull().default(0),
  rowsRejected: integer("rows_rejected").notNull().default(0),
  rowsWarned: integer("rows_warned").notNull().default(0),
  offersNew: integer("offers_new").notNull().default(0),
  offersUpdated: integer("offers_updated").notNull().default(0),
  offersGone: integer("offers_gone").notNull().default(0),
  priceChanges: integer("price_changes").notNull().default(0),
  productsNew: integer("products_new").notNull().default(0),
  error: text("error"),
  startedAt: timestamp("started_at", { withTimezone: true }).notNull(),
  finishedAt: timestamp("finished_at", { withTimezone: true }).notNull().defaultNow(),
});

export const feedRejections = pgTable(
  "feed_rejections",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    importId: integer("import_id")
      .notNull()
      .references(() => feedImports.id, { onDelete: "cascade" }),
    line: integer("line").notNull(),
    itemId: text("item_id"),
    reason: text("reason").notNull(),
    /** 'rejected': the row was skipped; 'warning': the row was kept, with what we could not read. */
    severity: text("severity").notNull().default("rejected"),
  },
  (t) => [index("feed_rejections_import_idx").on(t.importId)],
);

export const hiddenProducts = pgTable("hidden_products", {
  productId: integer("product_id")
    .primaryKey()
    .references(() => products.id, { onDelete: "cascade" }),
  reason: text("reason"),
  createdAt: createdAt(),
});

/** Products whose name contains the phrase (case-insensitive) are hidden everywhere. */
export const nameExclusions = pgTable("name_exclusions", {
  id: serial("id").primaryKey(),
  phrase: text("phrase").notNull().unique(),
  createdAt: createdAt(),
});

/** Replaces the image of one product, or of every product whose name equals name_match. */
export const imageOverrides = pgTable(
  "image_overrides",
  {
    id: serial("id").primaryKey(),
    productId: integer("product_id").references(() => products.id, { onDelete: "cascade" }),
    nameMatch: text("name_match"),
    imageUrl: text("image_url").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("image_overrides_product_idx").on(t.productId),
    uniqueIndex("image_overrides_name_idx").on(sql`lower(${t.nameMatch})`),
  ],
);

const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

/**
 * The search engine's view of a visible-or-not product, rebuilt for every product an import
 * touches (server/search/refresh-search-documents.server.ts). Price figures cover current
 * offers only, so a search never aggregates offers at query time.
 */
export const searchDocuments = pgTable(
  "search_documents",
  {
    productId: integer("product_id")
      .primaryKey()
      .references(() => products.id, { onDelete: "cascade" }),
    /** Weighted: A name, B brand and merchants' own titles, C category, D description. */
    document: tsvector("document").notNull(),
    /** Lower-cased name with single spaces: an exact-name query ranks first. */
    nameKey: text("name_key").notNull(),
    /** Size tokens from server/search/size-tokens.ts, e.g. 47x100, 2400mm, 25kg. */
    sizes: text("sizes")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Canonical words of the name, brand, titles and category: the vocabulary for corrections. */
    words: text("words")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    category: text("category").notNull(),
    /** Over offers that can be ordered now (available), running prices; out of stock never sets them. */
    lowestPrice: money("lowest_price"),
    highestPrice: money("highest_price"),
    /** Lowest delivered total (item price where delivery is not stated) of an available offer. */
    lowestTotal: money("lowest_total"),
    /** Lowest unit price of an available offer, in the product's unit basis (unit_label). */
    lowestUnitPrice: numeric("lowest_unit_price", { precision: 14, scale: 4, mode: "number" }),
    unitLabel: text("unit_label"),
    merchantCount: integer("merchant_count").notNull().default(0),
    inStockCount: integer("in_stock_count").notNull().default(0),
    /**
     * Not hidden and not name-excluded. Kept by triggers on hidden_products and name_exclusions
     * (migration 0007), so search filters on it without joining products for every match.
     */
    visible: boolean("visible").notNull().default(true),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    /**
     * Drawn from search_document_change_seq on every insert and update (migration 0023), in commit order, so a
     * web process's in-memory index reads only the documents changed since the number it holds (decision 033).
     */
    changeSeq: bigint("change_seq", { mode: "number" })
      .notNull()
      .default(sql`nextval('search_document_change_seq')`),
  },
  (t) => [
    index("search_documents_change_seq_idx").on(t.changeSeq),
    index("search_documents_document_idx").using("gin", t.document),
    index("search_documents_sizes_idx").using("gin", t.sizes),
    index("search_documents_category_idx").on(t.category),
    // The palette's suggestions (suggest-searches.server.ts): the most-sold visible products first, so a
    // short prefix that many names share stops after a few rows; and names by prefix for longer ones.
    index("search_documents_popularity_idx")
      .on(t.merchantCount.desc(), t.inStockCount.desc(), sql`length(${t.nameKey})`, t.productId)
      .where(sql`${t.visible}`),
    index("search_documents_name_prefix_idx")
      .on(sql`${t.nameKey} text_pattern_ops`)
      .where(sql`${t.visible}`),
  ],
);

/**
 * A search document's removal, numbered from the same sequence as changes (migration 0023): a process's
 * in-memory index drops these products. A null product: every document went (TRUNCATE or a rebuild), reload all.
 */
export const searchDocumentRemovals = pgTable("search_document_removals", {
  changeSeq: bigint("change_seq", { mode: "number" }).primaryKey(),
  productId: integer("product_id"),
});

/** Words the catalogue uses, for typo corrections drawn from its own vocabulary. */
export const searchTerms = pgTable(
  "search_terms",
  {
    term: text("term").primaryKey(),
    /** Products whose name, brand or merchant titles use the word. */
    productCount: integer("product_count").notNull(),
  },
  (t) => [
    // GiST, not GIN: nearest-neighbour ordering (term <-> word) needs no similarity threshold setting.
    index("search_terms_trgm_idx").using("gist", sql`${t.term} gist_trgm_ops`),
    index("search_terms_prefix_idx").on(sql`${t.term} text_pattern_ops`),
  ],
);

/** One row: which tokeniser and synonym version built search_documents, so a change triggers a rebuild. */
export const searchIndexState = pgTable("search_index_state", {
  id: integer("id").primaryKey().default(1),
  version: text("version").notNull(),
  rebuiltAt: timestamp("rebuilt_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Every e-mail the site sends is written here first, inside the transaction that causes it, and
 * sent by server/mail/send-outbox.server.ts when SMTP_URL is set. Without SMTP it stays here for
 * the operator to read (`buildcompare outbox`).
 */
export const outbox = pgTable(
  "outbox",
  {
    id: serial("id").primaryKey(),
    /** What the e-mail is for ("newsletter-confirmation", "contact-notification"…), for the operator. */
    kind: text("kind").notNull(),
    toAddress: text("to_address").notNull(),
    subject: text("subject").notNull(),
    textBody: text("text_body").notNull(),
    /** pending → sent, or failed after too many attempts. */
    status: text("status").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    /** Set on mailing-list e-mails: sent as List-Unsubscribe with List-Unsubscribe-Post (one click, RFC 8058). */
    unsubscribeUrl: text("unsubscribe_url"),
    /** A pending e-mail is not tried before this time: retries back off, so a failing SMTP server delays mail. */
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (t) => [index("outbox_status_idx").on(t.status, t.id)],
);

/**
 * Mailing-list sign-ups (newsletter, deals notify-me) with double opt-in: a row counts only once
 * confirmed. The confirmation token is stored hashed; the unsubscribe token is stored as is because
 * every later e-mail must carry it, and all it can do is unsubscribe.
 */
export const subscriptions = pgTable(
  "subscriptions",
  {
    id: serial("id").primaryKey(),
    /** Lower-cased address. */
    email: text("email").notNull(),
    /** "newsletter" or "deals". */
    list: text("list").notNull(),
    /** pending → confirmed → unsubscribed (a new sign-up makes an unsubscribed row pending again). */
    status: text("status").notNull().default("pending"),
    confirmTokenHash: text("confirm_token_hash"),
    unsubscribeToken: text("unsubscribe_token").notNull().unique(),
    sourcePath: text("source_path"),
    createdAt: createdAt(),
    confirmationSentAt: timestamp("confirmation_sent_at", { withTimezone: true }),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    unsubscribedAt: timestamp("unsubscribed_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("subscriptions_email_list_idx").on(t.email, t.list),
    index("subscriptions_confirm_token_idx").on(t.confirmTokenHash),
  ],
);

/** Contact-form messages and quote requests: what visitors typed, kept for the operator. */
export const enquiries = pgTable(
  "enquiries",
  {
    id: serial("id").primaryKey(),
    /** "contact" or "quote". */
    kind: text("kind").notNull(),
    /** The page the form was on ("/contact", "/how-it-works", "/coming-soon-projects"). */
    sourcePath: text("source_path").notNull(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    /** The form's other fields (subject and message, or phone, project type, location, budget, timeline, details). */
    fields: jsonb("fields").$type<Record<string, string>>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("enquiries_created_idx").on(t.createdAt)],
);

/** One row per accepted form post, for per-address rate limits that hold across processes and restarts. */
export const formAttempts = pgTable(
  "form_attempts",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    form: text("form").notNull(),
    /** The client's IP address, or "email:<address>" for per-recipient limits. */
    clientKey: text("client_key").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("form_attempts_lookup_idx").on(t.form, t.clientKey, t.createdAt)],
);

/**
 * One row whose version goes up, by statement-level triggers (migration 0010), whenever anything a search
 * answer shows changes: search documents (imports, price summaries, visibility), offers, products,
 * merchants and image overrides. Web processes poll it to know when cached answers are out of date.
 */
export const catalogueVersion = pgTable("catalogue_version", {
  id: integer("id").primaryKey(),
  version: bigint("version", { mode: "number" }).notNull(),
});

/**
 * Price and back-in-stock alerts left on product pages, with double opt-in like `subscriptions`: an alert
 * fires only once confirmed. The confirmation token is stored hashed; the unsubscribe token as is, because
 * every alert e-mail carries it.
 */
export const priceAlerts = pgTable(
  "price_alerts",
  {
    id: serial("id").primaryKey(),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    /** Lower-cased address. */
    email: text("email").notNull(),
    /** "price": the lowest in-stock price is at or under targetPrice; "stock": the product is back in stock. */
    kind: text("kind").notNull(),
    targetPrice: money("target_price"),
    /** pending → confirmed → unsubscribed (a new sign-up makes an unsubscribed row pending again). */
    status: text("status").notNull().default("pending"),
    confirmTokenHash: text("confirm_token_hash"),
    unsubscribeToken: text("unsubscribe_token").notNull().unique(),
    /**
     * True while the alert may fire. Cleared when it fires; set again only once its condition has stopped
     * holding (the price went back above the target, the product went out of stock): one e-mail per drop.
     */
    armed: boolean("armed").notNull().default(true),
    firedCount: integer("fired_count").notNull().default(0),
    lastFiredAt: timestamp("last_fired_at", { withTimezone: true }),
    sourcePath: text("source_path"),
    createdAt: createdAt(),
    confirmationSentAt: timestamp("confirmation_sent_at", { withTimezone: true }),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    unsubscribedAt: timestamp("unsubscribed_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("price_alerts_email_product_kind_idx").on(t.email, t.productId, t.kind),
    index("price_alerts_product_status_idx").on(t.productId, t.status),
    index("price_alerts_confirm_token_idx").on(t.confirmTokenHash),
  ],
);

/**
 * Click-outs through /out, counted per day, merchant and offer (offerId null: the merchant's website link).
 * Nothing about the visitor is stored.
 */
export const clickCounts = pgTable(
  "click_counts",
  {
    day: date("day", { mode: "string" }).notNull(),
    merchantId: integer("merchant_id")
      .notNull()
      .references(() => merchants.id, { onDelete: "cascade" }),
    offerId: integer("offer_id").references(() => offers.id, { onDelete: "cascade" }),
    clicks: integer("clicks").notNull().default(0),
  },
  (t) => [
    unique("click_counts_key").on(t.day, t.merchantId, t.offerId).nullsNotDistinct(),
    index("click_counts_merchant_day_idx").on(t.merchantId, t.day),
  ],
);

/** One row per weekly deals e-mail queued to the confirmed "deals" list, so a week is never sent twice. */
export const dealDigests = pgTable("deal_digests", {
  weekStart: date("week_start", { mode: "string" }).primaryKey(),
  dealCount: integer("deal_count").notNull(),
  recipients: integer("recipients").notNull(),
  queuedAt: createdAt(),
});

/**
 * The feed registry (decision 041): one row per merchant whose feed the scheduler fetches. nextDueAt is the truth
 * about when it runs next; the per-merchant lock in server/feeds/merchant-run-lock.server.ts, not runningSince,
 * keeps two runs of one merchant apart.
 */
export const feedSources = pgTable(
  "feed_sources",
  {
    merchantSlug: text("merchant_slug").primaryKey(),
    url: text("url").notNull(),
    /** Exactly one of everySeconds and cron is set. */
    everySeconds: integer("every_seconds"),
    /** A cron pattern read in Europe/London time. */
    cron: text("cron"),
    feedCurrency: text("feed_currency"),
    allowHttp: boolean("allow_http").notNull().default(false),
    nextDueAt: timestamp("next_due_at", { withTimezone: true }).notNull(),
    etag: text("etag"),
    lastModified: text("last_modified"),
    /** What the validators were stored under (row rules, key format, currency); a change makes the fetch unconditional. */
    validatorsFor: text("validators_for"),
    lastImportId: integer("last_import_id"),
    lastAttemptAt: timestamp("last_attempt_at", { withTimezone: true }),
    /** imported, identical, not-modified or failed. */
    lastOutcome: text("last_outcome"),
    lastSuccessAt: timestamp("last_success_at", { withTimezone: true }),
    lastFailureAt: timestamp("last_failure_at", { withTimezone: true }),
    lastError: text("last_error"),
    consecutiveFailures: integer("consecutive_failures").notNull().default(0),
    failureNotifiedAt: timestamp("failure_notified_at", { withTimezone: true }),
    runningSince: timestamp("running_since", { withTimezone: true }),
    runningBy: text("running_by"),
    createdAt: createdAt(),
  },
  (t) => [index("feed_sources_next_due_idx").on(t.nextDueAt)],
);
