import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { sql } from "drizzle-orm";
import { setUpBrowserSession, setUpE2eServer } from "./support/suite.ts";
import { axeViolations } from "./support/browser.ts";
import { openAsNewClient } from "./support/new-client.ts";
import { queryRows } from "../../server/db/query-rows.server.ts";
import { newsletterCheckInbox } from "../../shared/newsletter-result.ts";

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
