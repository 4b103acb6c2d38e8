/** The request a browser sends when a plain HTML form posts `fields` to `path` on `origin`. */
export function formPost(path: string, fields: Record<string, string>, origin = "http://127.0.0.1:3000"): Request {
  return new Request(`${origin}${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields),
  });
}
