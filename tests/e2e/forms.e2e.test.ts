import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { sql } from "drizzle-orm";
import { setUpBrowserSession, setUpE2eServer } from "./support/suite.ts";
import { axeViolations } from "./support/browser.ts";
import { MOBILE, openAsNewClient } from "./support/new-client.ts";
import { queryRows } from "../../server/db/query-rows.server.ts";
import { listEnquiries } from "../../server/enquiries/list-enquiries.server.ts";
import { newsletterCheckInbox } from "../../shared/newsletter-result.ts";

const server = setUpE2eServer(async () => ({}));
const session = setUpBrowserSession();

const open = (path: string, options: Parameters<typeof openAsNewClient>[3] = {}) =>
  openAsNewClient(session, server.baseUrl, path, options);

function contactForm(page: Page) {
  const form = page.getByRole("region", { name: "Send us a message" });
  return {
    form,
    name: form.getByRole("textbox", { name: "Name" }),
    email: form.getByRole("textbox", { name: "Email" }),
    subject: form.getByRole("textbox", { name: "Subject" }),
    message: form.getByRole("textbox", { name: "Message" }),
    send: form.getByRole("button", { name: "Send Message" }),
  };
}

async function fillContact(page: Page, values: { name: string; email: string; subject: string; message: string }) {
  const f = contactForm(page);
  await f.name.fill(values.name);
  await f.email.fill(values.email);
  await f.subject.fill(values.subject);
  await f.message.fill(values.message);
  return f;
}

const toast = (page: Page, title: string) => page.locator("[data-sonner-toast]").filter({ hasText: title });

describe("contact form", () => {
  it("stores a message, shows a success toast and clears the fields only after the server answered", async () => {
    const page = await open("/contact");
    const fields = contactForm(page);
    // The limits the server's schema enforces (shared/form-limits.ts), shown to the browser.
    expect(
      await Promise.all(
        [fields.name, fields.email, fields.subject, fields.message].map((field) => field.getAttribute("maxlength")),
      ),
    ).toEqual(["100", "254", "150", "5000"]);
    const f = await fillContact(page, {
      name: "Sam Carter",
      email: "sam@example.co.uk",
      subject: "Feed for my yard",
      message: "We'd like to send our product feed.",
    });
    await f.send.click();
    await toast(page, "Message sent").waitFor();
    await f.form.getByRole("status").getByText("Thanks, Sam Carter.", { exact: false }).waitFor();
    expect(await f.name.inputValue()).toBe("");
    expect(await f.message.inputValue()).toBe("");
    expect(await axeViolations(page)).toEqual([]);

    // Stopping the server and reading its database proves the message was stored and survives a restart.
    const stored = await server.whileStopped((db) => listEnquiries(db, { kind: "contact", limit: 5 }));
    expect(stored.map((e) => [e.name, e.email, e.fields.subject])).toContainEqual([
      "Sam Carter",
      "sam@example.co.uk",
      "Feed for my yard",
    ]);
    const notified = await server.whileStopped((db) =>
      queryRows<{ to_address: string; subject: string }>(
        db,
        sql`select to_address, subject from outbox where kind = 'contact-notification'`,
      ),
    );
    expect(notified).toContainEqual({
      to_address: "operator@buildcompare.test",
      subject: expect.stringMatching(/^Contact form #\d+: Feed for my yard$/),
    });
  });

  it("names each field to fix, keeps everything typed and moves focus to the first problem", async () => {
    const page = await open("/contact");
    session.current!.expectConsoleError(/status of 400/);
    const f = await fillContact(page, { name: "", email: "sam@", subject: "Hello", message: "Keep this text" });
    await f.send.click();
    await toast(page, "Please check the form").waitFor();
    await f.form.getByText("Enter your name.").waitFor();
    expect(await f.email.getAttribute("aria-invalid")).toBe("true");
    expect(await f.form.getByText("Enter a valid email address, like name@example.co.uk.").isVisible()).toBe(true);
    expect(await f.subject.inputValue()).toBe("Hello");
    expect(await f.message.inputValue()).toBe("Keep this text");
    await expect.poll(() => f.name.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
  });

  it("says when a client has sent too many messages (429) and keeps the text", async () => {
    const page = await open("/contact");
    session.current!.expectConsoleError(/status of 429/);
    for (let i = 1; i <= 6; i++) {
      const f = await fillContact(page, {
        name: `Sender ${i}`,
        email: "busy@example.co.uk",
        subject: `Question ${i}`,
        message: "Another question",
      });
      await f.send.click();
      if (i <= 5) {
        await f.form.getByText(`Thanks, Sender ${i}.`, { exact: false }).waitFor();
        await expect.poll(() => f.name.inputValue()).toBe("");
      } else {
        await f.form.getByText("You've sent this form several times", { exact: false }).waitFor();
        expect(await f.subject.inputValue()).toBe("Question 6");
      }
    }
    await toast(page, "Too many attempts").waitFor();
  });

  it("works without JavaScript: errors keep the text, success clears it", async () => {
    const page = await open("/contact", { javaScript: false, viewport: MOBILE });
    // The refused post's page comes with status 400, which Chromium logs.
    session.current!.expectConsoleError(/status of 400/);
    let f = await fillContact(page, { name: "Jo", email: "", subject: "No JS", message: "Plain form post" });
    await f.send.click();
    await page.getByText("Enter your email address.").waitFor();
    f = contactForm(page);
    expect(await f.name.inputValue()).toBe("Jo");
    expect(await f.message.inputValue()).toBe("Plain form post");
    await f.email.fill("jo@example.co.uk");
    await f.send.click();
    await page.getByText("Thanks, Jo.", { exact: false }).waitFor();
    expect(await contactForm(page).message.inputValue()).toBe("");
  });
});

describe("newsletter double opt-in", () => {
  it("confirms by the e-mailed link's button and unsubscribes by its button", async () => {
    const page = await open("/deals");
    const notify = page.getByRole("region", { name: "E-mail me weekly deals" });
    await notify.getByRole("textbox", { name: "Email address" }).fill("Deals.Fan@Example.co.uk");
    await notify.getByRole("button", { name: "Sign up" }).click();
    await notify.getByText(newsletterCheckInbox("deals.fan@example.co.uk")).waitFor();
    await toast(page, "Check your inbox").waitFor();

    const [mail] = await server.whileStopped((db) =>
      queryRows<{ text_body: string; status: string }>(
        db,
        sql`select o.text_body, s.status from outbox o join subscriptions s on s.email = o.to_address
            where o.to_address = 'deals.fan@example.co.uk'`,
      ),
    );
    expect(mail!.status).toBe("pending");
    const link = (kind: string) =>
      mail!.text_body.match(new RegExp(`https://www.buildcompare.test(/subscriptions/${kind}\\?token=[\\w-]+)`))![1]!;

    await page.goto(`${server.baseUrl}${link("confirm")}`);
    await page.getByRole("button", { name: "Confirm my email address" }).click();
    await page.getByRole("heading", { level: 1, name: "You're signed up" }).waitFor();
    expect(
      await page.getByText("deals.fan@example.co.uk is now on BuildCompare weekly deals", { exact: false }).isVisible(),
    ).toBe(true);
    expect(await axeViolations(page)).toEqual([]);

    await page.goto(`${server.baseUrl}${link("confirm")}`);
    await page.getByRole("heading", { level: 1, name: "This link doesn't work" }).waitFor();

    await page.goto(`${server.baseUrl}${link("unsubscribe")}`);
    await page.getByRole("button", { name: "Unsubscribe" }).click();
    await page.getByRole("heading", { level: 1, name: "You won't hear from us again" }).waitFor();
    const [row] = await server.whileStopped((db) =>
      queryRows<{ status: string }>(db, sql`select status from subscriptions where email = 'deals.fan@example.co.uk'`),
    );
    expect(row!.status).toBe("unsubscribed");
  });
});

describe("toasts", () => {
  /** Whether the toast overlaps the sticky header, which holds the site search. */
  const headerOverlap = (page: Page, title: string) =>
    page.evaluate((text) => {
      const toastBox = [...document.querySelectorAll("[data-sonner-toast]")]
        .find((t) => t.textContent?.includes(text))!
        .getBoundingClientRect();
      const header = document.querySelector("header")!.getBoundingClientRect();
      return (
        toastBox.left < header.right &&
        toastBox.right > header.left &&
        toastBox.top < header.bottom &&
        toastBox.bottom > header.top
      );
    }, title);

  it.each([
    ["desktop", undefined],
    ["a 390px phone", { width: 390, height: 844 }],
  ])(
    "on %s, say what happened without repeating the form's own message, clear of the header and its search box",
    async (_, viewport) => {
      const page = await open("/contact", { viewport });
      session.current!.expectConsoleError(/status of 400/);
      let f = await fillContact(page, { name: "Ada", email: "ada@", subject: "Prices", message: "Keep me" });
      await f.send.click();
      const failed = toast(page, "Please check the form");
      await failed.waitFor();
      const inlineFailure = await f.form.getByRole("status").last().innerText();
      expect(inlineFailure.length).toBeGreaterThan(0);
      expect(await failed.innerText()).not.toContain(inlineFailure);
      expect(await headerOverlap(page, "Please check the form")).toBe(false);

      f = await fillContact(page, { name: "Ada", email: "ada@example.co.uk", subject: "Prices", message: "Hello" });
      await f.send.click();
      const sent = toast(page, "Message sent");
      await sent.waitFor();
      const inline = f.form.getByRole("status").getByText("Thanks, Ada.", { exact: false });
      await inline.waitFor();
      expect(await sent.innerText()).not.toContain(await inline.innerText());
      // Sliding in: measured once it has settled.
      await sent.evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished)));
      expect(await headerOverlap(page, "Message sent")).toBe(false);
    },
  );
});
