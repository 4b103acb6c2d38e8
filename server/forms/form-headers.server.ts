/**
 * The `headers` of a route whose action is a public form (runFormAction). React Router builds a page's or
 * `.data` answer's headers from the routes' `headers` exports and keeps only an action's cookies otherwise,
 * so without this a 429 lost its Retry-After (issue 16 item 7). Where to extend: another header a form's
 * action sets for the visitor goes in FORWARDED.
 */
const FORWARDED = ["Retry-After"];

export function formActionHeaders({ actionHeaders }: { actionHeaders: Headers }): Headers {
  const headers = new Headers();
  for (const name of FORWARDED) {
    const value = actionHeaders.get(name);
    if (value !== null) headers.set(name, value);
  }
  return headers;
}
