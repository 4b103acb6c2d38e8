import type { Merchant } from "./merchant-types.ts";
import { CSV_MERCHANTS } from "./merchants-csv.ts";
import { TSV_MERCHANTS } from "./merchants-tsv.ts";
import { XML_MERCHANTS } from "./merchants-xml.ts";

// Order matters: it is the weighted-draw order in stockists.ts and the order of every output listing.
export const MERCHANTS: Merchant[] = [...TSV_MERCHANTS, ...CSV_MERCHANTS, ...XML_MERCHANTS];
