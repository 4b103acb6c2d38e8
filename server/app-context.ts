import type { Db } from "./db/client.server.ts";
import type { Env } from "./env.server.ts";

/** What every loader and action receives: the one database handle and the validated env. */
export interface AppContext {
  db: Db;
  env: Env;
}

declare module "react-router" {
  interface AppLoadContext extends AppContext {}
}
