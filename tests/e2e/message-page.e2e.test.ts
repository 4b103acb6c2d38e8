import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { setUpBrowserSession, setUpE2eServer } from "./support/suite.ts";
import { axeViolations } from "./support/browser.ts";
import { MESSAGE_FAQ } from "../../app/content/message-page.ts";

const server = setUpE2eServer(async () => ({}));
const session = setUpBrowserSession();

const DESKTOP = { width: 1280, height: 900 };
const MOBILE = { width: 375, height: 812 };
const NUMBER = "07700 900321";

async function open(options: { javaScript?: boolean; viewport?: typeof DESKTOP } = {}) {
  const opened = await session.open(options.viewport ?? DESKTOP, { javaScriptEnabled: options.javaScript ?? true });
  // The network is closed here: the chat app's page is answered locally so the new tab has somewhere to land.
  await opened.context.route("https://wa.me/**", (route) =>
    route.fulfill({ contentType: "text/html", body: "<!doctype html><title>Chat</title><p>Chat</p>" }),
  );
  await opened.page.goto(`${server.baseUrl}/message`);
  return opened;
}

const toast = (page: Page, title: string) => page.locator("[data-sonner-toast]").filter({ hasText: title });

function quickDetails(page: Page) {
  const form = page.getByRole("region", { name: "Quick details" });
  return {
    form,
    projectType: form.getByRole("combobox", { name: "Project type (optional)" }),
    location: form.getByRole("textbox", { name: "Location (optional)" }),
    budget: form.getByRole("combobox", { name: "Budget (optional)" }),
    timeline: form.getByRole("combobox", { name: "Timeline (optional)" }),
    details: form.getByRole("textbox", { name: "Extra details (optional)" }),
    preview: form.getByRole("status"),
    send: form.getByRole("button", { name: "Open WhatsApp chat (opens in a new tab)" }),
  };
}

describe("message page", () => {
  for (const [label, viewport] of [
    ["desktop", DESKTOP],
    ["mobile", MOBILE],
  ] as const) {
    it(`shows the form, the number, e-mail and phone, and four questions, axe clean (${label})`, async () => {
      const { page } = await open({ viewport });
      await page.getByRole("heading", { level: 1, name: "Message us about your project" }).waitFor();
      expect(await page.getByText(NUMBER, { exact: true }).first().isVisible()).toBe(true);
      const main = page.getByRole("main");
      expect(await main.getByRole("link", { name: "hello@buildcompare.co.uk" }).getAttribute("href")).toMatch(
        /^mailto:hello@buildcompare\.co\.uk\?subject=/,
      );
      expect(await main.getByRole("link", { name: NUMBER }).getAttribute("href")).toBe("tel:+447700900321");
      for (const item of MESSAGE_FAQ) {
        expect(await page.getByRole("button", { name: item.question }).getAttribute("aria-expanded")).toBe("false");
      }
      expect(await axeViolations(page)).toEqual([]);
    });
  }

  it("serves contact and FAQ structured data, a title and a canonical link in the server HTML", async () => {
    const html = await (await fetch(`${server.baseUrl}/message`)).text();
    expect(html).toContain("<title>Message Us | BuildCompare</title>");
    expect(html).toMatch(/<link rel="canonical" href="https?:\/\/[^"]+\/message"\/>/);
    const blocks = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
      (m) => JSON.parse(m[1]!) as Record<string, unknown>,
    );
    const types = blocks.map((b) => b["@type"]);
    expect(types).toEqual(expect.arrayContaining(["ContactPage", "FAQPage"]));
    const faq = blocks.find((b) => b["@type"] === "FAQPage") as { mainEntity: { name: string }[] };
    expect(faq.mainEntity.map((q) => q.name)).toEqual(MESSAGE_FAQ.map((q) => q.question));
  });

  it("opens a chat with only the filled fields in the text, previewed as typed", async () => {
    const { page, context } = await open();
    const f = quickDetails(page);
    await f.projectType.selectOption("Extension");
    await f.timeline.selectOption("1–3 months");
    await f.location.fill("Bristol BS5");
    await f.preview.getByText("Location: Bristol BS5").waitFor();
    const expected =
      "Hi BuildCompare, I'd like some help with my project.\nProject type: Extension\nLocation: Bristol BS5\nTimeline: 1–3 months";
    expect(await f.preview.innerText()).toBe(expected);

    const [chat] = await Promise.all([context.waitForEvent("page"), f.send.click()]);
    await chat.waitForURL(/^https:\/\/wa\.me\//);
    const url = new URL(chat.url());
    expect(url.pathname).toBe("/447700900321");
    expect(url.searchParams.get("text")).toBe(expected);
    await chat.close();
  });

  it("works without JavaScript: the form's GET answer redirects to the chat link", async () => {
    const { page, context } = await open({ javaScript: false });
    const f = quickDetails(page);
    await f.budget.selectOption("£5k–£25k");
    const [chat] = await Promise.all([context.waitForEvent("page"), f.send.click()]);
    await chat.waitForURL(/^https:\/\/wa\.me\//);
    expect(new URL(chat.url()).searchParams.get("text")).toBe(
      "Hi BuildCompare, I'd like some help with my project.\nBudget: £5k–£25k",
    );
    await chat.close();
    expect(await page.getByRole("button", { name: "Copy number" }).count()).toBe(0);
  });

  it("says which value to fix when an address carries a value not in the list, and keeps the rest", async () => {
    const { page } = await open();
    await page.goto(`${server.baseUrl}/message?send=1&budget=lots&location=Hull`);
    const f = quickDetails(page);
    await f.form.getByRole("alert").getByText("Choose a budget from the list, or leave it empty.").waitFor();
    expect(await f.location.inputValue()).toBe("Hull");
    const answer = await fetch(`${server.baseUrl}/message?send=1&details=${"x".repeat(1001)}`, { redirect: "manual" });
    expect(answer.status).toBe(200);
    expect(await answer.text()).toContain("please keep it under 1000 characters");
    const ok = await fetch(`${server.baseUrl}/message?send=1`, { redirect: "manual" });
    expect(ok.status).toBe(303);
    expect(ok.headers.get("location")).toMatch(/^https:\/\/wa\.me\/447700900321\?text=Hi%20BuildCompare/);
  });

  it("copies the number with a 'Number copied' toast", async () => {
    const { page, context } = await open();
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: server.baseUrl });
    await page.getByRole("button", { name: `Copy number ${NUMBER}` }).click();
    await toast(page, "Number copied").getByText(NUMBER).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(NUMBER);
  });

  it("says 'Copy failed' when the browser refuses the clipboard", async () => {
    const opened = await session.open(DESKTOP);
    await opened.context.addInitScript(() => {
      Object.defineProperty(navigator, "clipboard", {
        value: { writeText: () => Promise.reject(new Error("Denied")) },
      });
    });
    await opened.page.goto(`${server.baseUrl}/message`);
    await opened.page.getByRole("button", { name: /^Copy number/ }).click();
    await toast(opened.page, "Copy failed").getByText("Please copy the number manually.").waitFor();
  });

  it("opens one answer at a time by keyboard, and closes the open one again", async () => {
    const { page } = await open();
    const [first, second] = MESSAGE_FAQ.map((q) => page.getByRole("button", { name: q.question }));
    await first!.focus();
    await page.keyboard.press("Enter");
    await page.getByText(MESSAGE_FAQ[0]!.answer).waitFor();
    expect(await first!.getAttribute("aria-expanded")).toBe("true");
    await page.keyboard.press("ArrowDown");
    expect(await second!.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press("Space");
    await page.getByText(MESSAGE_FAQ[1]!.answer).waitFor();
    expect(await first!.getAttribute("aria-expanded")).toBe("false");
    await page.keyboard.press("Enter");
    await expect.poll(() => second!.getAttribute("aria-expanded")).toBe("false");
    expect(await page.getByText(MESSAGE_FAQ[1]!.answer).count()).toBe(0);
  });
});
