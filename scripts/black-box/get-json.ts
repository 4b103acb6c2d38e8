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
