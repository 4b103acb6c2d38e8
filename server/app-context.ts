import type { Db } from "./db/client.server.ts";
import type { Env } from "./env.server.ts";

/** What every loader and action receives: the one database handle and the validated env. */
export interface AppContext {
  db: Db;
  env: Env;
  /** The client's IP address (behind a trusted proxy, from X-Forwarded-For), for per-address form limits. */
  clientAddress?: string;
  /**
   * Hands a finished page to this response's Content-Security-Policy, which then names the page's inline
   * scripts by hash (security-headers.server.ts, decision 048); absent when no policy is sent (development).
   */
  recordInlineScripts?: (page: Uint8Array) => void;
}

declare module "react-router" {
  // Declaration merging needs an interface; it adds AppContext's members to React Router's context type.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends AppContext {}
}
