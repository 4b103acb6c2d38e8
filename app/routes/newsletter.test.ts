import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { AppLoadContext } from "react-router";
import { sql } from "drizzle-orm";
import type { Database } from "../../server/db/client.server.ts";
import { getEnv } from "../../server/env.server.ts";
import { queryRows } from "../../server/db/query-rows.server.ts";
import { testDatabases } from "../../tests/setup/test-databases.ts";
import { action as newsletterAction } from "./newsletter";
import { action as confirmAction, loader as confirmLoader } from "./subscriptions.confirm";
import { action as unsubscribeAction, loader as unsubscribeLoader } from "./subscriptions.unsubscribe";
import { newsletterCheckInbox } from "../../shared/newsletter-result";
import { MAILING_LISTS } from "../../shared/mailing-lists";

const SITE_URL = "https://www.buildcompare.test";

function unwrap(value: unknown): { status: number; body: Record<string, unknown> } {
  const d = value as { data: Record<string, unknown>; init: { status?: number } | null };
  return { status: d.init?.status ?? 200, body: d.data };
}

describe.each(testDatabases())("newsletter double opt-in on $name", (engine) => {
  let database: Database;
  let context: AppLoadContext;
  let clientAddress = "203.0.113.7";

  beforeEach(async () => {
    database = await engine.open();
    clientAddress = "203.0.113.7";
    context = {
      db: database.db,
      env: getEnv({ SITE_URL }),
      get clientAddress() {
        return clientAddress;
      },
    } as AppLoadContext;
  });
  afterEach(async () => {
    await database.close();
  });

  async function post(fields: Record<string, string>) {
    const request = new Request("http://127.0.0.1:3000/newsletter", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(fields),
    });
    return unwrap(await newsletterAction({ request, context, params: {} } as never));
  }

  const outbox = () =>
    queryRows<{ to_address: string; text_body: string; unsubscribe_url: string | null; kind: string }>(
      database.db,
      sql`select to_address, text_body, unsubscribe_url, kind from outbox order by id`,
    );
  const subscription = async (email: string, list = "newsletter") =>
    (
      await queryRows<{ status: string }>(
        database.db,
        sql`select status from subscriptions where email = ${email} and list = ${list}`,
      )
    )[0]?.status;
  const linkIn = (text: string, kind: "confirm" | "unsubscribe") =>
    new URL(text.match(new RegExp(`${SITE_URL}/subscriptions/${kind}\\?token=[\\w-]+`))![0]);
  const visit = async (loader: (args: never) => unknown, url: URL, method: "GET" | "HEAD" = "GET") =>
    (await loader({ request: new Request(url, { method }), context, params: {} } as never)) as Record<string, unknown>;
  /** The page's button: a form post of the token to the link's own URL. */
  const press = async (action: (args: never) => unknown, url: URL) =>
    (await action({
      request: new Request(url, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ token: url.searchParams.get("token")! }),
      }),
      context,
      params: {},
    } as never)) as Record<string, unknown>;

  it("stores a pending sign-up, e-mails a confirmation link, and counts the address only once confirmed", async () => {
    const answer = await post({ email: "  Builder@Example.co.uk ", returnTo: "/product/7", list: "newsletter" });
    expect(answer).toEqual({
      status: 200,
      body: {
        status: "ok",
        title: "Check your inbox",
        message: newsletterCheckInbox("builder@example.co.uk"),
        returnTo: "/product/7",
      },
    });
    expect(await subscription("builder@example.co.uk")).toBe("pending");
    const [mail] = await outbox();
    expect(mail!.to_address).toBe("builder@example.co.uk");
    expect(mail!.unsubscribe_url).toMatch(`${SITE_URL}/subscriptions/unsubscribe?token=`);

    // Opening the link (as a mail scanner would, GET or HEAD) shows what it confirms and changes nothing.
    const confirmLink = linkIn(mail!.text_body, "confirm");
    for (const method of ["GET", "HEAD"] as const) {
      expect(await visit(confirmLoader, confirmLink, method)).toEqual({
        status: "pending",
        token: confirmLink.searchParams.get("token"),
        email: "builder@example.co.uk",
        listName: MAILING_LISTS.newsletter.name,
      });
    }
    expect(await subscription("builder@example.co.uk")).toBe("pending");

    const confirmed = await press(confirmAction, confirmLink);
    expect(confirmed).toMatchObject({ status: "confirmed", email: "builder@example.co.uk" });
    expect(await subscription("builder@example.co.uk")).toBe("confirmed");
    // The link works once.
    expect(await visit(confirmLoader, confirmLink)).toEqual({ status: "unknown" });
    expect(await press(confirmAction, confirmLink)).toEqual({ status: "unknown" });

    // Signing up again while confirmed sends nothing more, and answers the same.
    expect((await post({ email: "builder@example.co.uk" })).body.message).toBe(
      newsletterCheckInbox("builder@example.co.uk"),
    );
    expect(await outbox()).toHaveLength(1);
  });

  it("unsubscribes in one click from the page link and from a mail app's POST", async () => {
    await post({ email: "a@example.co.uk" });
    await post({ email: "b@example.co.uk", list: "deals" });
    const [first, second] = await outbox();
    await press(confirmAction, linkIn(first!.text_body, "confirm"));

    // Opening the link changes nothing; the button's post unsubscribes.
    const link = linkIn(first!.text_body, "unsubscribe");
    for (const method of ["GET", "HEAD"] as const) {
      expect(await visit(unsubscribeLoader, link, method)).toMatchObject({
        status: "subscribed",
        email: "a@example.co.uk",
      });
    }
    expect(await subscription("a@example.co.uk")).toBe("confirmed");
    expect(await press(unsubscribeAction, link)).toMatchObject({ status: "unsubscribed", email: "a@example.co.uk" });
    expect(await subscription("a@example.co.uk")).toBe("unsubscribed");
    expect(await visit(unsubscribeLoader, link)).toMatchObject({ status: "already-unsubscribed" });

    const oneClick = await unsubscribeAction({
      request: new Request(second!.unsubscribe_url!, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: "List-Unsubscribe=One-Click",
      }),
      context,
      params: {},
    } as never);
    expect(oneClick).toEqual({
      status: "unsubscribed",
      email: "b@example.co.uk",
      listName: MAILING_LISTS.deals.name,
    });
    expect(await subscription("b@example.co.uk", "deals")).toBe("unsubscribed");
    // The pending confirmation link no longer confirms anything.
    expect(await visit(confirmLoader, linkIn(second!.text_body, "confirm"))).toEqual({ status: "unknown" });

    const unknown = new URL(`${SITE_URL}/subscriptions/unsubscribe?token=${"x".repeat(32)}`);
    expect(unwrap(await press(unsubscribeAction, unknown))).toEqual({ status: 404, body: { status: "unknown" } });
    expect(
      await visit(unsubscribeLoader, new URL(`${SITE_URL}/subscriptions/unsubscribe?token=${"x".repeat(32)}`)),
    ).toEqual({ status: "unknown" });
  });

  it("refuses an expired confirmation link", async () => {
    await post({ email: "late@example.co.uk" });
    await database.db.execute(sql`update subscriptions set confirmation_sent_at = now() - interval '8 days'`);
    const [mail] = await outbox();
    expect(await visit(confirmLoader, linkIn(mail!.text_body, "confirm"))).toEqual({ status: "expired" });
    expect(await press(confirmAction, linkIn(mail!.text_body, "confirm"))).toEqual({ status: "expired" });
    expect(await subscription("late@example.co.uk")).toBe("pending");
  });

  it.each<[Record<string, string>, string]>([
    [{}, "Enter your email address."],
    [{ email: "   " }, "Enter your email address."],
    [{ email: "builder@" }, "Enter a valid email address, like name@example.co.uk."],
    [{ email: `${"a".repeat(250)}@example.com` }, "That email address is too long."],
  ])("gives a field message for %j, keeps what was typed and stores nothing", async (fields, fieldError) => {
    const { status, body } = await post({ ...fields, returnTo: "//evil.example" });
    expect(status).toBe(400);
    expect(body).toMatchObject({
      status: "invalid",
      fieldErrors: { email: fieldError },
      values: { email: fields.email ?? "" },
      returnTo: "/",
    });
    expect(await outbox()).toEqual([]);
  });

  it("drops a bot that fills the honeypot while answering as if it worked", async () => {
    const answer = await post({ email: "bot@example.co.uk", website: "http://spam.example" });
    expect(answer.status).toBe(200);
    expect(answer.body.status).toBe("ok");
    expect(await subscription("bot@example.co.uk")).toBeUndefined();
    expect(await outbox()).toEqual([]);
  });

  it("limits sign-ups per client address (429) and confirmation e-mails per recipient", async () => {
    for (let i = 0; i < 5; i++) expect((await post({ email: `n${i}@example.co.uk` })).status).toBe(200);
    const limited = await post({ email: "sixth@example.co.uk" });
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({ status: "limited", values: { email: "sixth@example.co.uk" } });
    expect(String(limited.body.message)).toMatch(/Please wait 10 minutes/);
    expect(await subscription("sixth@example.co.uk")).toBeUndefined();

    // Another address is not held up; one recipient gets at most 3 confirmations a day.
    clientAddress = "198.51.100.1";
    await post({ email: "n0@example.co.uk" });
    await post({ email: "n0@example.co.uk" });
    await post({ email: "n0@example.co.uk" });
    const sent = (await outbox()).filter((m) => m.to_address === "n0@example.co.uk");
    expect(sent).toHaveLength(3);
  });

  it("refuses a body over 16 KB with 413", async () => {
    const request = new Request("http://127.0.0.1:3000/newsletter", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ email: "a@example.co.uk", padding: "x".repeat(17_000) }),
    });
    await expect(newsletterAction({ request, context, params: {} } as never)).rejects.toMatchObject({
      init: { status: 413 },
    });
  });
});
