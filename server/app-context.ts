import type { Db } from "./db/client.server.ts";
import type { Env } from "./env.server.ts";

/** What every loader and action receives: the one database handle and the validated env. */
export interface AppContext {
  db: Db;
  env: Env;
  /** The client's IP address (behind a trusted proxy, from X-Forwarded-For), for per-address form limits. */
  clientAddress?: string;
  /** This response's Content-Security-Policy nonce for the page's inline scripts (security-headers.server.ts). */
  cspNonce?: string;
}

declare module "react-router" {
  // Declaration merging needs an interface; it adds AppContext's members to React Router's context type.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends AppContext {}
}
