import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { setUpBrowserSession, setUpE2eServer } from "./support/suite.ts";
import { axeViolations } from "./support/browser.ts";
import { DESKTOP, MOBILE, openAsNewClient } from "./support/new-client.ts";
import { listEnquiries } from "../../server/enquiries/list-enquiries.server.ts";
import { BEFORE_AFTER, HELP_CARDS } from "../../app/content/coming-soon-projects.ts";
import { CONTACT } from "../../shared/site.ts";

const server = setUpE2eServer(async () => ({}));
const session = setUpBrowserSession();

const open = (path: string, options: Parameters<typeof openAsNewClient>[3] = {}) =>
  openAsNewClient(session, server.baseUrl, path, options);

const toast = (page: Page, title: string) => page.locator("[data-sonner-toast]").filter({ hasText: title });

async function fillQuote(page: Page, values: Record<string, string>) {
  const form = page.locator("#enquiry");
  const boxes: Record<string, string> = {
    name: "Name",
    email: "Email",
    phone: "Phone (optional)",
    location: "Town or postcode",
    details: "Project details (optional)",
  };
  const selects: Record<string, string> = {
    projectType: "Project type",
    budget: "Budget",
    timeline: "When would you like to start?",
  };
  for (const [field, value] of Object.entries(values)) {
    if (boxes[field]) await form.getByRole("textbox", { name: boxes[field], exact: true }).fill(value);
    else await form.getByRole("combobox", { name: selects[field]!, exact: true }).selectOption(value);
  }
  return form;
}

const QUOTE = {
  name: "Priya Shah",
  email: "priya@example.co.uk",
  location: "Leeds LS6",
  projectType: "Extension",
  budget: "£25k–£100k",
  timeline: "1–3 months",
  details: "Rear extension, 4 x 3 m.",
};

describe("how it works", () => {
  it("shows every section, the three tiers with Pro marked most popular, and is axe clean", async () => {
    const page = await open("/how-it-works");
    await page.getByRole("heading", { level: 1, name: "How BuildCompare works" }).waitFor();
    const h2s = await page.getByRole("main").getByRole("heading", { level: 2 }).allTextContents();
    expect(h2s).toEqual([
      "Why buying materials is harder than it should be",
      "What BuildCompare does about it",
      "Four steps",
      "Three ways we can help",
      "What comparing can show",
      "Materials we compare",
      "Reasons to choose BuildCompare",
      "Talk to us",
      "Request a quote",
    ]);
    const tiers = page
      .getByRole("region", { name: "Three ways we can help" })
      .getByRole("listitem")
      .filter({
        has: page.getByRole("heading", { level: 3 }),
      });
    expect(await tiers.getByRole("heading", { level: 3 }).allTextContents()).toEqual(["Free", "Pro", "Concierge"]);
    expect(await tiers.nth(1).getByText("Most popular").isVisible()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
  });

  it("serves its pictures, title, canonical link and Service JSON-LD from our server", async () => {
    const response = await fetch(`${server.baseUrl}/how-it-works`);
    const html = await response.text();
    expect(html).toContain("<title>How It Works | BuildCompare</title>");
    expect(html).toContain('<link rel="canonical" href="https://www.buildcompare.test/how-it-works"/>');
    const ld = JSON.parse(html.match(/<script type="application\/ld\+json">(.*?)<\/script>/)![1]!);
    expect(ld).toMatchObject({ "@type": "Service", url: "https://www.buildcompare.test/how-it-works" });
    for (const src of html.matchAll(/<img[^>]+src="(\/[^"]+)"/g)) {
      expect((await fetch(`${server.baseUrl}${src[1]}`)).status, src[1]).toBe(200);
    }
  });

  it("takes the mobile menu's Get a Quote to the form at #enquiry", async () => {
    const page = await open("/", { viewport: MOBILE });
    await page.getByRole("button", { name: "Menu" }).click();
    await page.getByRole("dialog", { name: "Menu" }).getByRole("link", { name: "Get a Quote" }).click();
    await page.waitForURL(/\/how-it-works#enquiry$/);
    const heading = page.getByRole("heading", { level: 2, name: "Request a quote" });
    await expect.poll(() => heading.isVisible()).toBe(true);
    await expect
      .poll(async () => {
        const box = await heading.boundingBox();
        return box !== null && box.y >= 0 && box.y < MOBILE.height;
      })
      .toBe(true);
    expect(await axeViolations(page)).toEqual([]);
  });

  it("stores a quote request, toasts and clears the form; a bad field keeps everything typed", async () => {
    const page = await open("/how-it-works");
    session.current!.expectConsoleError(/status of 400/);
    let form = await fillQuote(page, { ...QUOTE, email: "priya@", budget: "" });
    await form.getByRole("button", { name: "Request a Quote" }).click();
    await form.getByText("Enter a valid email address, like name@example.co.uk.").waitFor();
    expect(await form.getByText("Choose a budget range.").isVisible()).toBe(true);
    expect(await form.getByRole("textbox", { name: "Project details (optional)" }).inputValue()).toBe(QUOTE.details);

    form = await fillQuote(page, { email: QUOTE.email, budget: QUOTE.budget });
    await form.getByRole("button", { name: "Request a Quote" }).click();
    const sent = toast(page, "Quote request sent");
    await sent.waitFor();
    expect(await form.getByRole("textbox", { name: "Name", exact: true }).inputValue()).toBe("");
    expect(await form.getByRole("combobox", { name: "Budget" }).inputValue()).toBe("");
    // Axe must see the toast settled: while it slides in it passes over small targets near the bottom of the
    // mobile viewport, and target-size then reports them (seen once in CI under load).
    await expect.poll(() => sent.getAttribute("data-mounted")).toBe("true");
    await sent.evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished)));
    expect(await axeViolations(page)).toEqual([]);

    const stored = await server.whileStopped((db) => listEnquiries(db, { kind: "quote", limit: 10 }));
    expect(stored.find((e) => e.sourcePath === "/how-it-works")).toMatchObject({
      name: "Priya Shah",
      email: "priya@example.co.uk",
      fields: { projectType: "Extension", budget: "£25k–£100k", location: "Leeds LS6" },
    });
  });

  it("answers the sixth quote request in an hour from one address with 429", async () => {
    const page = await open("/how-it-works");
    session.current!.expectConsoleError(/status of 429/);
    for (let i = 1; i <= 6; i++) {
      const form = await fillQuote(page, { ...QUOTE, name: `Client ${i}` });
      await form.getByRole("button", { name: "Request a Quote" }).click();
      if (i <= 5) {
        await form.getByText(`Thanks, Client ${i}.`, { exact: false }).waitFor();
        await expect.poll(() => form.getByRole("textbox", { name: "Name", exact: true }).inputValue()).toBe("");
      } else {
        await form.getByText("You've sent this form several times", { exact: false }).waitFor();
      }
    }
    expect(await page.locator("#enquiry").getByRole("textbox", { name: "Name", exact: true }).inputValue()).toBe(
      "Client 6",
    );
  });
});

describe("my project", () => {
  const gallery = (page: Page) => page.getByRole("group", { name: "Before and after projects" });
  const shownTitle = (page: Page) => gallery(page).getByRole("heading", { level: 3 }).textContent();
  const toggle = (page: Page, name: "Before" | "After") =>
    gallery(page).getByRole("radiogroup", { name: "Show the project" }).getByRole("radio", { name });

  it("shows the concierge sections, mail links and illustrative stories, axe clean at both widths", async () => {
    for (const viewport of [DESKTOP, MOBILE]) {
      const page = await open("/coming-soon-projects", { viewport });
      await page.getByRole("heading", { level: 1, name: "Your project's materials, sourced for you" }).waitFor();
      const help = page.getByRole("region", { name: "How can we help?" });
      const hrefs = await Promise.all((await help.getByRole("link").all()).map((l) => l.getAttribute("href")));
      expect(hrefs).toEqual(HELP_CARDS.map((c) => c.href));
      expect(hrefs[0]).toMatch(new RegExp(`^mailto:${CONTACT.email}\\?subject=Price%20my%20materials%20list&body=`));
      const stories = page.getByRole("region", { name: "The kind of project we help with" });
      expect(await stories.getByRole("listitem").count()).toBe(6);
      expect(await stories.getByText("Illustrative examples, not customer reviews.").isVisible()).toBe(true);
      expect(await page.getByText("4.9/5").isVisible()).toBe(true);
      expect(await axeViolations(page)).toEqual([]);
      await session.current!.context.close();
      session.current = undefined;
    }
  });

  it("moves through the gallery with wraparound, resetting to Before, by mouse and keyboard", async () => {
    const page = await open("/coming-soon-projects");
    await toggle(page, "Before").waitFor();
    expect(await shownTitle(page)).toBe(BEFORE_AFTER[0]!.title);
    expect(await toggle(page, "Before").getAttribute("aria-checked")).toBe("true");

    await toggle(page, "After").click();
    expect(await toggle(page, "After").getAttribute("aria-checked")).toBe("true");
    expect(await gallery(page).getByRole("img").getAttribute("src")).toBe(BEFORE_AFTER[0]!.after);

    await gallery(page).getByRole("button", { name: "Previous project" }).click();
    expect(await shownTitle(page)).toBe(BEFORE_AFTER[2]!.title);
    expect(await toggle(page, "Before").getAttribute("aria-checked")).toBe("true");

    const next = gallery(page).getByRole("button", { name: "Next project" });
    await next.focus();
    await page.keyboard.press("Enter");
    expect(await shownTitle(page)).toBe(BEFORE_AFTER[0]!.title);
    await page.keyboard.press("Space");
    expect(await shownTitle(page)).toBe(BEFORE_AFTER[1]!.title);
    expect(
      await gallery(page)
        .getByRole("button", { name: `Project 2: ${BEFORE_AFTER[1]!.title}` })
        .getAttribute("aria-current"),
    ).toBe("true");

    await gallery(page)
      .getByRole("button", { name: `Project 3: ${BEFORE_AFTER[2]!.title}` })
      .click();
    expect(await shownTitle(page)).toBe(BEFORE_AFTER[2]!.title);
    await gallery(page)
      .getByText(`Project 3 of 3: ${BEFORE_AFTER[2]!.title}, showing before`)
      .waitFor({ state: "attached" });
    expect(await axeViolations(page)).toEqual([]);
  });

  it("works without JavaScript: every project with both pictures, and the quote form posts", async () => {
    const page = await open("/coming-soon-projects", { javaScript: false, viewport: MOBILE });
    const region = page.getByRole("region", { name: "Before and after" });
    expect(await region.getByRole("heading", { level: 3 }).allTextContents()).toEqual(BEFORE_AFTER.map((b) => b.title));
    expect(await region.getByRole("img").count()).toBe(6);

    const form = await fillQuote(page, { ...QUOTE, name: "No Script" });
    await form.getByRole("button", { name: "Request a Quote" }).click();
    await page.getByText("Thanks, No Script.", { exact: false }).waitFor();
    const stored = await server.whileStopped((db) => listEnquiries(db, { kind: "quote", limit: 20 }));
    expect(stored.find((e) => e.name === "No Script")?.sourcePath).toBe("/coming-soon-projects");
  });
});
