import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { startWebServerForFile } from "./web-server.ts";
import type { Db } from "../../server/db/client.server.ts";
import { queryRows } from "../../server/db/query-rows.server.ts";
import { listEnquiries } from "../../server/enquiries/list-enquiries.server.ts";
import { FORM_LIMITS } from "../../shared/form-limits.ts";

/*
 * Issue 16 item 7 against the production build: hostile form posts get 400s with field messages, never a 500,
 * and spend no rate-limit slot; a 429 says when to come back; what is stored cannot forge lines or reorder text.
 */

const server = startWebServerForFile();

async function post(path: string, body: string | URLSearchParams, contentType?: string) {
  const headers: Record<string, string> = { origin: server().baseUrl };
  if (contentType) headers["content-type"] = contentType;
  const res = await fetch(`${server().baseUrl}${path}`, { method: "POST", headers, body, redirect: "manual" });
  return { status: res.status, retryAfter: res.headers.get("retry-after"), body: await res.text() };
}

const contact = (fields: Record<string, string>) =>
  new URLSearchParams({ name: "Sam", email: "sam@example.co.uk", subject: "Feed", message: "Hello", ...fields });

describe("form posts", () => {
  it("refuse a NUL or another control character with a field message, before any rate-limit slot is spent", async () => {
    const hostile: Record<string, string>[] = [
      { name: "Sa\u0000m" },
      { subject: "Fe\u0007ed" },
      { message: "Hel\u001blo" },
      { name: "\u0085" },
    ];
    // More hostile posts than the limit allows: had any of them taken a slot, the valid posts below would be refused.
    for (let round = 0; round < 2; round += 1) {
      for (const fields of hostile) {
        for (const path of ["/contact", "/contact.data"]) {
          const answer = await post(path, contact(fields));
          expect(answer.status, `${path} ${JSON.stringify(fields)}`).toBe(400);
          expect(answer.body).toContain("contains characters we cannot accept");
        }
      }
    }
    const [attempts] = await queryAttempts();
    expect(attempts?.used).toBe(0);
  });

  it("refuse malformed bodies with 400, multipart included", async () => {
    const bodies: [string, string][] = [
      ["multipart/form-data", "no boundary at all"],
      ["multipart/form-data; boundary=zz", '--zz\r\nContent-Disposition: form-data; name="name"\r\n\r\nSam'],
      ["multipart/form-data; boundary=zz", "\u0000\u00ff\u0000 not multipart"],
    ];
    for (const [type, body] of bodies) {
      for (const path of ["/contact", "/contact.data", "/newsletter.data", "/alerts.data"]) {
        expect((await post(path, body, type)).status, `${path} ${JSON.stringify(body)}`).toBe(400);
      }
    }
  });

  it("collapse line breaks in one-line fields, keep them in the message, and strip bidi overrides", async () => {
    const answer = await post(
      "/contact.data",
      contact({
        name: "Sam\r\nBcc: victim@example.com",
        subject: "Price\u202Egnp.exe",
        message: "Line one\r\nLine two",
      }),
    );
    expect(answer.status).toBe(200);
    const { enquiry, mail } = await server().whileStopped(async (db) => ({
      enquiry: (await listEnquiries(db, { kind: "contact", limit: 1 }))[0],
      mail: (
        await queryRows<{ text: string }>(db, sql`select text_body as text from outbox order by id desc limit 1`)
      )[0],
    }));
    expect(enquiry?.name).toBe("Sam Bcc: victim@example.com");
    expect(enquiry?.fields).toMatchObject({ subject: "Pricegnp.exe", message: "Line one\r\nLine two" });
    expect(mail?.text.split("\n").filter((line) => line.startsWith("Bcc:"))).toEqual([]);
  });

  it("answer 429 with Retry-After on the page and on the data request", async () => {
    const { max } = FORM_LIMITS.newsletter;
    const signUp = (n: number) => new URLSearchParams({ email: `reader${n}@example.co.uk`, list: "newsletter" });
    for (let n = 0; n < max; n += 1) expect((await post("/newsletter.data", signUp(n))).status).toBe(200);
    for (const path of ["/newsletter", "/newsletter.data"]) {
      const limited = await post(path, signUp(99));
      expect(limited.status, path).toBe(429);
      expect(Number(limited.retryAfter), path).toBeGreaterThan(0);
    }
  });
});

function queryAttempts() {
  return server().whileStopped((db: Db) =>
    queryRows<{ used: number }>(db, sql`select count(*)::int as used from form_attempts`),
  );
}
