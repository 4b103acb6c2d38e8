import { listMerchants } from "../merchants/list-merchants.server.ts";
import { perCatalogueVersion } from "./per-catalogue-version.server.ts";

/**
 * listMerchants (every merchant with its product count: a scan of every offer, ~0.5 s of PostgreSQL at 100k
 * products, issue 15) read once per catalogue version, shared by the home page and /merchants. The answer
 * depends on the catalogue alone, so it is as fresh as the page cache's key (decision 037's rule). The JSON API
 * still reads it afresh.
 */
export const keptMerchantList = perCatalogueVersion(listMerchants);
