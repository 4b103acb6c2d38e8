/**
 * The visitor's cookie choice, remembered so the banner does not return (decision 008). It lives in one
 * first-party cookie written by the browser; pages never depend on it on the server, so the page cache can
 * share one render with every visitor.
 *
 * Where to extend: any analytics or marketing script must be started through `whenConsented`, which runs it
 * only once (and if) the visitor has allowed that category. Today the site runs none.
 */
export const CONSENT_COOKIE = "bc_consent";
/** The choice is asked again after six months, the common reading of the ICO's guidance. */
export const CONSENT_MAX_AGE_SECONDS = 180 * 24 * 60 * 60;
/** The banner appears 1.5 s after load. */
export const CONSENT_BANNER_DELAY_MS = 1500;
/** The floating 'Cookie Settings' button returns 600 ms after scrolling stops. */
export const SETTINGS_BUTTON_SCROLL_DELAY_MS = 600;

export type OptionalCategory = "analytics" | "marketing";
export type ConsentChoice = Record<OptionalCategory, boolean>;

export const ACCEPT_ALL: ConsentChoice = { analytics: true, marketing: true };
export const ESSENTIAL_ONLY: ConsentChoice = { analytics: false, marketing: false };

/** Reads the choice from a Cookie header or `document.cookie`; anything unreadable counts as no choice. */
export function parseConsent(cookies: string): ConsentChoice | null {
  return choiceFromSnapshot(consentValue(cookies));
}

/** The cookie's raw value, or "none" when it is not set. */
function consentValue(cookies: string): string {
  for (const part of cookies.split(";")) {
    const [name, ...rest] = part.trim().split("=");
    if (name === CONSENT_COOKIE) return rest.join("=");
  }
  return "none";
}

export function consentCookie(choice: ConsentChoice, secure: boolean): string {
  const value = `v1.a${choice.analytics ? 1 : 0}.m${choice.marketing ? 1 : 0}`;
  return `${CONSENT_COOKIE}=${value}; Path=/; Max-Age=${CONSENT_MAX_AGE_SECONDS}; SameSite=Lax${secure ? "; Secure" : ""}`;
}

type Listener = (choice: ConsentChoice) => void;
const listeners = new Set<Listener>();

export function readStoredConsent(): ConsentChoice | null {
  return typeof document === "undefined" ? null : parseConsent(document.cookie);
}

export function saveConsent(choice: ConsentChoice): void {
  document.cookie = consentCookie(choice, location.protocol === "https:");
  for (const listener of [...listeners]) listener(choice);
}

/** For useSyncExternalStore: calls back whenever the choice is saved. */
export function subscribeConsent(onChange: () => void): () => void {
  const listener: Listener = () => onChange();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** For useSyncExternalStore: the cookie's value, a stable string ("none" before any choice). */
export function consentSnapshot(): string {
  return consentValue(document.cookie);
}

/** The choice a snapshot (the cookie's value) holds; anything unreadable counts as no choice. */
export function choiceFromSnapshot(snapshot: string): ConsentChoice | null {
  const match = /^v1\.a([01])\.m([01])$/.exec(snapshot);
  return match ? { analytics: match[1] === "1", marketing: match[2] === "1" } : null;
}

/**
 * Runs `start` once the visitor allows `category`: now if they already have, later if they opt in.
 * Returns a function that stops waiting.
 */
export function whenConsented(category: OptionalCategory, start: () => void): () => void {
  if (readStoredConsent()?.[category]) {
    start();
    return () => {};
  }
  const listener: Listener = (choice) => {
    if (!choice[category]) return;
    listeners.delete(listener);
    start();
  };
  listeners.add(listener);
  return () => listeners.delete(listener);
}
