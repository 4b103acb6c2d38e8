import { listMerchants } from "../../server/merchants/list-merchants.server.ts";
import { absoluteUrl } from "../../shared/site.ts";
import type { Route } from "./+types/api.merchants";

export async function loader({ context }: Route.LoaderArgs) {
  const merchants = await listMerchants(context.db);
  return { merchants: merchants.map((m) => ({ ...m, logoUrl: absoluteUrl(context.env.SITE_URL, m.logoUrl) })) };
}
