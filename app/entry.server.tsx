import { Writable } from "node:stream";
import type { EntryContext } from "react-router";
import { ServerRouter } from "react-router";
import { renderToPipeableStream } from "react-dom/server";

export const streamTimeout = 5_000;

/**
 * Pages and their `.data` loads are rendered for the trade-price cookie (decision 022): any cache between us
 * and the visitor must keep one copy per Cookie value. The page cache keys on the preference itself.
 */
export function handleDataRequest(response: Response): Response {
  response.headers.append("Vary", "Cookie");
  return response;
}

/**
 * Renders the whole page before answering, instead of React Router's default streaming.
 * No page suspends (loaders resolve everything first), so streaming sent the same bytes in
 * ~2 KB pieces that the compressor then handled one by one: buffering once made fresh
 * renders ~30 % cheaper and lets the page cache store a finished page. Crawlers got the
 * whole page before too. Where to extend: a page that streams deferred data needs this back.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  responseHeaders.append("Vary", "Cookie");
  // https://httpwg.org/specs/rfc9110.html#HEAD
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const chunks: Buffer[] = [];
    const timeoutId = setTimeout(() => abort(), streamTimeout + 1000);
    const page = new Writable({
      write(chunk: Buffer | string, _encoding, callback) {
        chunks.push(typeof chunk === "string" ? Buffer.from(chunk) : chunk);
        callback();
      },
      final(callback) {
        clearTimeout(timeoutId);
        responseHeaders.set("Content-Type", "text/html; charset=utf-8");
        resolve(new Response(Buffer.concat(chunks), { headers: responseHeaders, status: responseStatusCode }));
        callback();
      },
    });

    const { pipe, abort } = renderToPipeableStream(<ServerRouter context={routerContext} url={request.url} />, {
      // Every Suspense boundary (deferred parts: app/components/ui/deferred-island.tsx) goes out in place. React
      // otherwise moves boundaries after the first 12.8 KB into hidden markup that a script reveals, which a
      // visitor without JavaScript would never see.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onShellReady() {
        shellRendered = true;
      },
      onAllReady() {
        pipe(page);
      },
      onShellError(error: unknown) {
        clearTimeout(timeoutId);
        reject(error);
      },
      onError(error: unknown) {
        responseStatusCode = 500;
        // Shell errors reach handleDocumentRequest, which logs them; log only the later ones.
        if (shellRendered) console.error(error);
      },
    });
  });
}
