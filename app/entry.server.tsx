import type { Writable } from "node:stream";
import type { AppLoadContext, EntryContext } from "react-router";
import { ServerRouter } from "react-router";
// React's Bun build of the same streaming renderer (plain JavaScript on Node's own modules): it hands the page
// out as strings, where the Node build encodes every small piece into a fresh 4 KB byte view as it goes. Joined
// once at the end, a fresh render costs less (issue 15: the Node build's writeChunk was the costliest function
// of a listing, 5–7 % of its CPU, plus the garbage of those views). Same HTML byte for byte (compared across
// pages when this was changed). Risk: an upgrade of react-dom that drops this entry point fails the build's
// import; go back to "react-dom/server" and a Writable collecting Buffers (git history of this file).
import { renderToPipeableStream } from "react-dom/server.bun";
import { PageBytes } from "~/lib/page-bytes.server";

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
  loadContext: AppLoadContext,
) {
  responseHeaders.append("Vary", "Cookie");
  // https://httpwg.org/specs/rfc9110.html#HEAD
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const parts = new PageBytes();
    const timeoutId = setTimeout(() => abort(), streamTimeout + 1000);
    // What React writes to: the few methods its pipe() calls. write() answers true (never full), so React
    // writes the whole page at once; end() comes when the last part is written.
    const page = {
      write(chunk: string) {
        parts.write(chunk);
        return true;
      },
      end() {
        clearTimeout(timeoutId);
        responseHeaders.set("Content-Type", "text/html; charset=utf-8");
        // As UTF-8 bytes, encoded here in batches (page-bytes.server.ts): a string body is checked for lone
        // surrogates, measured and then encoded again by the web-stream plumbing (~1.5 % of a fresh render,
        // issue 15). Same bytes: both encodings write U+FFFD for a lone surrogate.
        const html = parts.finish();
        // The Content-Security-Policy names this page's inline scripts by hash (decision 048: no nonce, so a
        // shared cache may give this answer to anyone); the headers go out after this, so they can.
        // Risk: a page streamed out before it is finished would need another way (see decision 048).
        loadContext.recordInlineScripts?.(html);
        resolve(new Response(html, { headers: responseHeaders, status: responseStatusCode }));
      },
      destroy(error: unknown) {
        clearTimeout(timeoutId);
        reject(error);
      },
      on() {
        return page;
      },
    };

    const router = <ServerRouter context={routerContext} url={request.url} />;
    const { pipe, abort } = renderToPipeableStream(router, {
      // Every Suspense boundary (deferred parts: app/components/ui/deferred-island.tsx) goes out in place. React
      // otherwise moves boundaries after the first 12.8 KB into hidden markup that a script reveals, which a
      // visitor without JavaScript would never see.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onShellReady() {
        shellRendered = true;
      },
      onAllReady() {
        pipe(page as unknown as Writable);
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
