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
} as const satisfies Record<string, RateLimit>;

/** Confirmation e-mails to one address: more than this a day would make us a nuisance sender. */
export const CONFIRMATIONS_PER_ADDRESS: RateLimit = { max: 3, windowSeconds: 24 * 60 * 60 };

export type FormName = keyof typeof FORM_LIMITS;

/** A form body over this many bytes is refused before it is read. */
export const MAX_FORM_BYTES = 16 * 1024;

/** The honeypot field: hidden from people, irresistible to form-filling bots. */
export const HONEYPOT_FIELD = "website";
