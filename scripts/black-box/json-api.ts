/** GET a JSON document; a network failure or a body that is not JSON is a result (status 0, or body null). */
export async function getJson<T = unknown>(
  base: string,
  urlPath: string,
): Promise<{ status: number; body: T | null; error?: string }> {
  try {
    const r = await fetch(base + urlPath, {
      signal: AbortSignal.timeout(30_000),
      headers: { accept: "application/json" },
    });
    const text = await r.text();
    try {
      return { status: r.status, body: JSON.parse(text) as T };
    } catch {
      return { status: r.status, body: null, error: `not JSON: ${text.slice(0, 120)}` };
    }
  } catch (e) {
    return { status: 0, body: null, error: String(e) };
  }
}

const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === "object" && !Array.isArray(v);

/**
 * Every offer of /api/offers, 1,000 a page, each id once (a page of repeats ends the reading). `error` names the
 * first page that was not `{ offers: [...] }`; what was read before it is kept.
 */
export async function readAllOffers(
  base: string,
): Promise<{ offers: Record<string, unknown>[]; error: string | null }> {
  const offers: Record<string, unknown>[] = [];
  const ids = new Set<string>();
  for (let offset = 0; offset < 100_000;) {
    const path = `/api/offers?limit=1000&offset=${offset}`;
    const r = await getJson<{ offers?: unknown }>(base, path);
    const page = r.status === 200 && Array.isArray(r.body?.offers) ? (r.body.offers as unknown[]) : null;
    if (!page)
      return { offers, error: `${path}: status ${r.status} ${r.error ?? JSON.stringify(r.body).slice(0, 200)}` };
    const fresh = page.filter(isObject).filter((o) => !ids.has(String(o.id)) && ids.add(String(o.id)));
    offers.push(...fresh);
    if (page.length < 1000 || fresh.length === 0) break;
    offset += page.length;
  }
  return { offers, error: null };
}
