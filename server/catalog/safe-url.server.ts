/**
 * Feed data is untrusted: a `javascript:` or `data:` URL rendered as a link or image
 * would run in our origin. Only absolute http(s) URLs leave the domain layer.
 */
export function safeExternalUrl(value: string | null | undefined): string | null {
  if (!value) return null;
  const trimmed = value.trim();
  if (!/^https?:\/\//i.test(trimmed)) return null;
  try {
    const url = new URL(trimmed);
    if (url.protocol !== "http:" && url.protocol !== "https:") return null;
    return url.href;
  } catch {
    return null;
  }
}

/** Images may also be our own root-relative paths (`/demo-images/…`), never protocol-relative `//host`. */
export function safeImageUrl(value: string | null | undefined): string | null {
  if (!value) return null;
  const trimmed = value.trim();
  if (/^\/(?![/\\])/.test(trimmed) && !/[\s"'<>]/.test(trimmed)) return trimmed;
  return safeExternalUrl(trimmed);
}
