/**
 * Abuse limits for the public forms. Counted per client address (and, for e-mails we send, per
 * recipient) over a sliding window, in the database so they hold across processes and restarts.
 */
export interface RateLimit {
  /** Accepted posts allowed in the window. */
  max: number;
  windowSeconds: number;
}

export const FORM_LIMITS = {
  newsletter: { max: 5, windowSeconds: 10 * 60 },
  contact: { max: 5, windowSeconds: 60 * 60 },
  quote: { max: 5, windowSeconds: 60 * 60 },
  alerts: { max: 10, windowSeconds: 10 * 60 },
} as const satisfies Record<string, RateLimit>;

/** Confirmation e-mails to one address: more than this a day would make us a nuisance sender. */
export const CONFIRMATIONS_PER_ADDRESS: RateLimit = { max: 3, windowSeconds: 24 * 60 * 60 };

export type FormName = keyof typeof FORM_LIMITS;

/**
 * The longest value each text field of the public forms accepts, by field name: a name or an e-mail
 * address may be as long on one form as on another. The forms' Zod schemas (shared/form-schemas.ts)
 * enforce these and the inputs' maxLength attributes come from them; they are kept apart from the schemas
 * so that pages never load Zod.
 */
export const FIELD_MAX_LENGTHS = {
  name: 100,
  email: 254,
  phone: 30,
  subject: 150,
  location: 100,
  message: 5000,
  details: 5000,
  /** "£1,234.50" at most: price alerts' target (shared/price-alerts.ts caps the amount itself). */
  targetPrice: 12,
} as const;

export type LimitedField = keyof typeof FIELD_MAX_LENGTHS;

/** A form body over this many bytes is refused before it is read. */
export const MAX_FORM_BYTES = 16 * 1024;

/** The honeypot field: hidden from people, irresistible to form-filling bots. */
export const HONEYPOT_FIELD = "website";
