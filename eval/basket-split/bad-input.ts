/**
 * The 400 cases of /api/basket, and the boundaries just inside them (which must answer 200). A 400 must carry
 * `{ error }` naming the problem (matched loosely by `names`) and no stack trace.
 */
import { getJson } from "../../scripts/black-box/json-api.ts";

interface InputCase {
  what: string;
  query: string;
  status: 200 | 400;
  /** What the error must mention (400 only). */
  names?: RegExp;
}

export interface InputResult {
  what: string;
  query: string;
  ok: boolean;
  detail: string;
}

function cases(ids: readonly number[], unknownId: number): InputCase[] {
  const [a, b] = [ids[0]!, ids[1]!];
  const many = (n: number) =>
    ids
      .slice(0, n)
      .map((id) => `${id}:1`)
      .join(",");
  const quantity = /quantit/i;
  const maxM = /maxMerchants/i;
  return [
    { what: "no items parameter", query: "", status: 400, names: /items/i },
    { what: "empty items", query: "items=", status: 400, names: /items/i },
    { what: "items not id:quantity", query: "items=cement", status: 400, names: /items|entry|productId/i },
    { what: "id without a quantity", query: `items=${a}`, status: 400, names: /items|entry|quantit/i },
    { what: "three parts", query: `items=${a}:1:2`, status: 400, names: /items|entry/i },
    { what: "hexadecimal id", query: "items=0x1:1", status: 400, names: /id|items|entry/i },
    { what: "id 0", query: "items=0:1", status: 400, names: /id|items|entry/i },
    { what: "quantity 0", query: `items=${a}:0`, status: 400, names: quantity },
    { what: "negative quantity", query: `items=${a}:-1`, status: 400, names: quantity },
    { what: "fractional quantity", query: `items=${a}:1.5`, status: 400, names: quantity },
    { what: "quantity over 100,000", query: `items=${a}:100001`, status: 400, names: quantity },
    { what: "huge quantity", query: `items=${a}:99999999999999999999`, status: 400, names: quantity },
    {
      what: "unknown product id",
      query: `items=${a}:1,${unknownId}:2`,
      status: 400,
      names: new RegExp(`\\b${unknownId}\\b`),
    },
    { what: "trailing comma", query: `items=${a}:1,`, status: 400, names: /items|entry/i },
    {
      what: "product listed twice",
      query: `items=${a}:1,${b}:1,${a}:2`,
      status: 400,
      names: new RegExp(`\\b${a}\\b|twice|once|duplicate`, "i"),
    },
    { what: "101 lines", query: `items=${many(101)}`, status: 400, names: /\b100\b|101|lines/i },
    { what: "maxMerchants 0", query: `items=${a}:1&maxMerchants=0`, status: 400, names: maxM },
    { what: "maxMerchants -1", query: `items=${a}:1&maxMerchants=-1`, status: 400, names: maxM },
    { what: "maxMerchants text", query: `items=${a}:1&maxMerchants=two`, status: 400, names: maxM },
    { what: "maxMerchants fractional", query: `items=${a}:1&maxMerchants=1.5`, status: 400, names: maxM },
    {
      what: "maxMerchants 51 (over the contract's 50)",
      query: `items=${a}:1&maxMerchants=51`,
      status: 400,
      names: maxM,
    },
    { what: "quantity 100,000 (the limit)", query: `items=${a}:100000`, status: 200 },
    { what: "100 lines (the limit)", query: `items=${many(100)}`, status: 200 },
    { what: "maxMerchants 50 (the limit)", query: `items=${a}:1,${b}:3&maxMerchants=50`, status: 200 },
    { what: "maxMerchants empty (no limit)", query: `items=${a}:1&maxMerchants=`, status: 200 },
    { what: "spaces around entries", query: `items=${a}:1,%20${b}:2`, status: 200 },
  ];
}

export async function checkInputs(base: string, ids: readonly number[], unknownId: number): Promise<InputResult[]> {
  const results: InputResult[] = [];
  for (const c of cases(ids, unknownId)) {
    const query = c.query ? `?${c.query}` : "";
    const r = await getJson<{ error?: unknown; lines?: unknown[] }>(base, `/api/basket${query}`);
    const error = typeof r.body?.error === "string" ? r.body.error : null;
    const problems: string[] = [];
    if (r.status !== c.status)
      problems.push(
        `status ${r.status}, expected ${c.status}${error ? ` (error: ${error})` : r.error ? ` (${r.error})` : ""}`,
      );
    if (c.status === 400 && r.status === 400) {
      if (!error) problems.push(`no { error } string in ${JSON.stringify(r.body).slice(0, 120)}`);
      else if (c.names && !c.names.test(error))
        problems.push(`error "${error}" does not name the problem (${c.names})`);
      if (error && /\n\s+at |\.tsx?:\d+/.test(error)) problems.push("error carries a stack trace");
    }
    if (c.what === "100 lines (the limit)" && r.status === 200 && r.body?.lines?.length !== 100)
      problems.push(`answered ${r.body?.lines?.length ?? "no"} lines for 100`);
    const shown = c.query.length > 90 ? `${c.query.slice(0, 90)}…` : c.query;
    results.push({ what: c.what, query: shown, ok: problems.length === 0, detail: problems.join("; ") });
  }
  return results;
}
