import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { sql } from "drizzle-orm";
import { setUpBrowserSession, setUpE2eServer } from "./support/suite.ts";
import { axeViolations } from "./support/browser.ts";
import { openAsNewClient } from "./support/new-client.ts";
import { queryRows } from "../../server/db/query-rows.server.ts";
import { newsletterCheckInbox } from "../../shared/newsletter-result.ts";
import { subscribeEmail } from "../../server/subscriptions/subscribe-email.server.ts";
import { MAILING_LISTS } from "../../shared/mailing-lists.ts";

const server = setUpE2eServer(async () => ({}));
const session = setUpBrowserSession();

const open = (path: string, options: Parameters<typeof openAsNewClient>[3] = {}) =>
  openAsNewClient(session, server.baseUrl, path, options);

const toast = (page: Page, title: string) => page.locator("[data-sonner-toast]").filter({ hasText: title });

function notifyBox(page: Page) {
  const box = page.getByRole("region", { name: "E-mail me weekly deals" });
  return {
    box,
    email: box.getByRole("textbox", { name: "Email address" }),
    send: box.getByRole("button", { name: "Sign up" }),
  };
}

const subscription = (email: string) =>
  server.whileStopped((db) =>
    queryRows<{ list: string; status: string }>(db, sql`select list, status from subscriptions where email = ${email}`),
  );

describe("deals notify-me", () => {
  it("keeps a bad address as typed, then stores a good one as unconfirmed across a restart", async () => {
    const page = await open("/deals");
    session.current!.expectConsoleError(/status of 400/);
    const n = notifyBox(page);
    await n.email.fill("trade@example");
    await n.send.click();
    await n.box.getByText("Enter a valid email address", { exact: false }).waitFor();
    expect(await n.email.inputValue()).toBe("trade@example");
    expect(await n.email.getAttribute("aria-invalid")).toBe("true");
    expect(await axeViolations(page)).toEqual([]);

    await n.email.fill("trade@example.co.uk");
    await n.send.click();
    await n.box.getByText(newsletterCheckInbox("trade@example.co.uk")).waitFor();
    await toast(page, "Check your inbox").waitFor();
    await expect.poll(() => n.email.inputValue()).toBe("");
    // Read with the server stopped and started again: the sign-up is in the database, not in memory.
    expect(await subscription("trade@example.co.uk")).toEqual([{ list: "deals", status: "pending" }]);
  });

  it("refuses a sixth sign-up in ten minutes from one address with 429, keeping the address", async () => {
    const page = await open("/deals");
    session.current!.expectConsoleError(/status of 429/);
    const n = notifyBox(page);
    for (let i = 1; i <= 6; i++) {
      await n.email.fill(`buyer${i}@example.co.uk`);
      await n.send.click();
      if (i <= 5) {
        await n.box.getByText(newsletterCheckInbox(`buyer${i}@example.co.uk`)).waitFor();
        // The box empties after the answer shows; typing before that would be wiped.
        await expect.poll(() => n.email.inputValue()).toBe("");
      }
    }
    await n.box.getByText("You've sent this form several times", { exact: false }).waitFor();
    await toast(page, "Too many attempts").waitFor();
    expect(await n.email.inputValue()).toBe("buyer6@example.co.uk");
    expect(await subscription("buyer6@example.co.uk")).toEqual([]);
  });

  it("works without JavaScript: the post comes back with the answer and a way back", async () => {
    const page = await open("/deals", { javaScript: false });
    const n = notifyBox(page);
    await n.email.fill("nojs@example.co.uk");
    await n.send.click();
    await page.getByText(newsletterCheckInbox("nojs@example.co.uk")).waitFor();
    expect(await page.getByRole("link", { name: "Back to the page you were on" }).getAttribute("href")).toBe("/deals");
    expect(await subscription("nojs@example.co.uk")).toEqual([{ list: "deals", status: "pending" }]);
  });
});

describe("DIY guides Stay Updated", () => {
  it("names the problem, then stores the newsletter sign-up and clears the box", async () => {
    const page = await open("/diy-guides");
    session.current!.expectConsoleError(/status of 400/);
    const box = page.getByRole("region", { name: "Stay Updated" });
    const email = box.getByRole("textbox", { name: "Email address" });
    await box.getByRole("button", { name: "Subscribe" }).click();
    await box.getByText("Enter your email address.").waitFor();
    await email.fill("guides@example.co.uk");
    await box.getByRole("button", { name: "Subscribe" }).click();
    await box.getByRole("status").getByText(newsletterCheckInbox("guides@example.co.uk")).waitFor();
    await expect.poll(() => email.inputValue()).toBe("");
    expect(await subscription("guides@example.co.uk")).toEqual([{ list: "newsletter", status: "pending" }]);
  });
});

describe("e-mailed confirm and unsubscribe links", () => {
  /** Signs `email` up as the boxes do, and returns the two links its confirmation e-mail holds. */
  const signUp = (email: string, list: "newsletter" | "deals") =>
    server.whileStopped(async (db) => {
      await subscribeEmail(db, { email, list, sourcePath: "/", siteUrl: "https://www.buildcompare.test" });
      const [mail] = await queryRows<{ text_body: string }>(
        db,
        sql`select text_body from outbox where to_address = ${email} order by id desc limit 1`,
      );
      const link = (kind: string) =>
        mail!.text_body.match(
          new RegExp(`https://www\\.buildcompare\\.test(/subscriptions/${kind}\\?token=[\\w-]+)`),
        )![1]!;
      return { confirm: link("confirm"), unsubscribe: link("unsubscribe") };
    });
  const status = async (email: string) => (await subscription(email))[0]?.status;
  /** What a mail scanner does: fetch the link with GET and HEAD, following nothing. */
  const scan = async (path: string) => {
    for (const method of ["GET", "HEAD"]) {
      const response = await fetch(`${server.baseUrl}${path}`, { method, redirect: "manual" });
      expect(response.status).toBe(200);
    }
  };

  it("changes nothing when opened (GET or HEAD); the page's button confirms, then unsubscribes", async () => {
    const links = await signUp("links@example.co.uk", "newsletter");
    await scan(links.confirm);
    const page = await open(links.confirm);
    await page.getByRole("heading", { level: 1, name: "Confirm your email address" }).waitFor();
    await page.getByText(`Press the button to add links@example.co.uk to ${MAILING_LISTS.newsletter.name}`).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await scan(links.unsubscribe);
    expect(await status("links@example.co.uk")).toBe("pending");

    const again = await open(links.confirm);
    await again.getByRole("button", { name: "Confirm my email address" }).click();
    await again.getByRole("heading", { level: 1, name: "You're signed up" }).waitFor();
    await again.getByRole("link", { name: "Changed your mind? Unsubscribe" }).click();
    await again.getByRole("heading", { level: 1, name: "Unsubscribe" }).waitFor();
    await scan(links.unsubscribe);
    expect(await status("links@example.co.uk")).toBe("confirmed");

    await again.getByRole("button", { name: "Unsubscribe" }).click();
    await again.getByRole("heading", { level: 1, name: "You won't hear from us again" }).waitFor();
    expect(await axeViolations(again)).toEqual([]);
    expect(await status("links@example.co.uk")).toBe("unsubscribed");
  });

  it("works without JavaScript, and a mail app's one-click POST unsubscribes", async () => {
    const links = await signUp("plain@example.co.uk", "deals");
    const page = await open(links.confirm, { javaScript: false });
    await page.getByRole("button", { name: "Confirm my email address" }).click();
    await page.getByRole("heading", { level: 1, name: "You're signed up" }).waitFor();
    await page.getByText(`plain@example.co.uk is now on ${MAILING_LISTS.deals.name}`, { exact: false }).waitFor();
    expect(await status("plain@example.co.uk")).toBe("confirmed");

    const oneClick = await fetch(`${server.baseUrl}${links.unsubscribe}`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    // RFC 8058 asks only for a success status; the answer is the same page the button gets.
    expect(oneClick.status).toBe(200);
    expect(await oneClick.text()).toMatch(/You won(&#x27;|')t hear from us again/);
    expect(await status("plain@example.co.uk")).toBe("unsubscribed");

    const after = await open(links.unsubscribe, { javaScript: false });
    await after.getByRole("heading", { level: 1, name: "You're already unsubscribed" }).waitFor();
  });
});
