import { createHash, randomBytes } from "node:crypto";

export function newToken(): string {
  return randomBytes(24).toString("base64url");
}

/** Confirmation tokens are stored hashed: a database leak must not confirm anyone's address. */
export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** Tokens we issue are 32 url-safe characters; anything else is not worth a query. */
export function looksLikeToken(value: string | null): value is string {
  return value !== null && /^[A-Za-z0-9_-]{32}$/.test(value);
}
