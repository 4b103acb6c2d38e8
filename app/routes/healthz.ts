import { data } from "react-router";
import { checkDatabase } from "../../server/db/check-database.server.ts";
import type { Route } from "./+types/healthz";

export async function loader({ context }: Route.LoaderArgs) {
  const ok = await checkDatabase(context.db);
  return data({ ok }, { status: ok ? 200 : 503, headers: { "Cache-Control": "no-store" } });
}
