import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { setUpBrowserSession, setUpE2eServer } from "./support/suite.ts";
import { axeViolations } from "./support/browser.ts";
import { GUIDES, guideAnchor, type Guide } from "../../app/content/diy-guides.ts";
import { newsletterCheckInbox } from "../../shared/newsletter-result.ts";

const SITE = "https://www.buildcompare.test";

// The deals page has its own file (deals.e2e.test.ts); this one keeps the guides and the sitemap entry.
const server = setUpE2eServer(async () => ({}));
const session = setUpBrowserSession();

async function open(viewport?: { width: number; height: number }) {
  return (await session.open(viewport)).page;
}

async function openWithoutJs(viewport = { width: 1280, height: 900 }) {
  return (await session.open(viewport, { javaScriptEnabled: false })).page;
}

const readMore = (page: Page, guide: Guide, role: "button" | "link") =>
  page.getByRole(role, { name: `Read More: ${guide.title}`, exact: true });

async function isFocused(page: Page, locator: ReturnType<Page["getByRole"]>) {
  return locator.evaluate((el) => el === document.activeElement);
}

describe("DIY guides", () => {
  it("shows six guide cards whose Read More dialogs open by keyboard, trap focus and return it", async () => {
    const page = await open();
    const response = await page.goto(`${server.baseUrl}/diy-guides`);
    expect(response?.status()).toBe(200);
    await page.getByRole("heading", { level: 1, name: "DIY Guides & Tips" }).waitFor();
    const main = page.getByRole("main");
    expect(await main.getByRole("heading", { level: 2 }).allTextContents()).toEqual([
      ...GUIDES.map((g) => g.title),
      "Stay Updated",
    ]);
    expect(GUIDES.map((g) => g.category)).toEqual(["Materials", "Tools", "Tips", "Planning", "Finishing", "Safety"]);
    const images = main.getByRole("listitem").locator("img");
    expect(await images.count()).toBe(6);
    for (const img of await images.all()) {
      expect(await img.getAttribute("width")).toBe("400");
      expect(await img.getAttribute("height")).toBe("240");
      expect(await img.getAttribute("alt")).toBe("");
    }

    for (const guide of GUIDES) {
      const trigger = readMore(page, guide, "button");
      await trigger.focus();
      await page.keyboard.press("Enter");
      const dialog = page.getByRole("dialog", { name: guide.title });
      await dialog.waitFor();
      await dialog.getByText(guide.fullContent.introduction).waitFor();
      expect(await dialog.getByRole("heading", { level: 3 }).allTextContents()).toEqual([
        ...guide.fullContent.sections.map((s) => s.title),
        "Pro Tips",
      ]);
      const tips = dialog.locator("section").filter({ has: page.getByRole("heading", { name: "Pro Tips" }) });
      expect(await tips.getByRole("listitem").allTextContents()).toEqual(guide.fullContent.tips);
      if (guide === GUIDES[0]) expect(await axeViolations(page)).toEqual([]);
      for (let i = 0; i < 8; i++) {
        await page.keyboard.press("Tab");
        expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
      }
      await page.keyboard.press("Escape");
      await dialog.waitFor({ state: "detached" });
      // Radix hands focus back a task after the dialog leaves the page.
      await expect.poll(() => isFocused(page, trigger)).toBe(true);
    }

    const safety = GUIDES.at(-1)!;
    await readMore(page, safety, "button").click();
    const dialog = page.getByRole("dialog", { name: safety.title });
    await dialog.getByRole("button", { name: "Close guide" }).click();
    await dialog.waitFor({ state: "detached" });
    await expect.poll(() => isFocused(page, readMore(page, safety, "button"))).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
  });

  it("serves the illustrations from our own server", async () => {
    for (const guide of GUIDES) {
      const res = await fetch(`${server.baseUrl}${guide.image}`);
      expect(res.status, guide.image).toBe(200);
      expect(res.headers.get("content-type")).toContain("image/svg+xml");
    }
  });

  it("fits a phone screen with a guide open and passes axe at 375px", async () => {
    const page = await open({ width: 375, height: 812 });
    await page.goto(`${server.baseUrl}/diy-guides`);
    expect(await axeViolations(page)).toEqual([]);
    const guide = GUIDES[2]!;
    await readMore(page, guide, "button").click();
    const dialog = page.getByRole("dialog", { name: guide.title });
    await dialog.waitFor();
    const box = (await dialog.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(375);
    expect(box.y + box.height).toBeLessThanOrEqual(812);
    expect(await axeViolations(page)).toEqual([]);
  });

  it("opens the guide named in the URL's #anchor", async () => {
    const page = await open();
    const guide = GUIDES[3]!;
    await page.goto(`${server.baseUrl}/diy-guides#${guideAnchor(guide.slug)}`);
    await page.getByRole("dialog", { name: guide.title }).waitFor();
  });

  it("reaches every guide's full text through its Read More link without JavaScript", async () => {
    const page = await openWithoutJs();
    await page.goto(`${server.baseUrl}/diy-guides`);
    expect(await page.getByRole("button", { name: /^Read More/ }).count()).toBe(0);
    for (const guide of GUIDES) {
      const link = readMore(page, guide, "link");
      expect(await link.getAttribute("href")).toBe(`#${guideAnchor(guide.slug)}`);
      const article = page.getByRole("article", { name: guide.title });
      expect(await article.isVisible()).toBe(false);
      await link.click();
      await page.waitForURL(new RegExp(`#${guideAnchor(guide.slug)}$`));
      expect(await article.isVisible()).toBe(true);
      expect(await article.getByText(guide.fullContent.introduction).isVisible()).toBe(true);
      expect(await article.getByRole("heading", { level: 3 }).allTextContents()).toEqual([
        ...guide.fullContent.sections.map((s) => s.title),
        "Pro Tips",
      ]);
      for (const tip of guide.fullContent.tips) expect(await article.getByText(tip).isVisible()).toBe(true);
      await article.getByRole("link", { name: "Back to all guides" }).click();
      await page.waitForURL(/#guides-heading$/);
      expect(await article.isVisible()).toBe(false);
    }
  });

  it("shows an axe-clean guide text when the page's scripts never load", async () => {
    const current = await session.open({ width: 375, height: 812 });
    // Axe needs script in the page, so this stands in for "JavaScript off": the app's own scripts are blocked.
    current.expectConsoleError(/Failed to load resource/);
    await current.page.route(/\.js(\?.*)?$/, (route) => route.abort());
    const guide = GUIDES[5]!;
    await current.page.goto(`${server.baseUrl}/diy-guides#${guideAnchor(guide.slug)}`);
    const article = current.page.getByRole("article", { name: guide.title });
    expect(await article.isVisible()).toBe(true);
    expect(await readMore(current.page, guide, "link").isVisible()).toBe(true);
    expect(await axeViolations(current.page)).toEqual([]);
  });

  it("has a Stay Updated box that asks the visitor to confirm by e-mail", async () => {
    const page = await open();
    await page.goto(`${server.baseUrl}/diy-guides`);
    const box = page.getByRole("region", { name: "Stay Updated" });
    await readMore(page, GUIDES[0]!, "button").waitFor();
    await box.getByRole("textbox", { name: "Email address" }).fill("diy@example.co.uk");
    await box.getByRole("button", { name: "Subscribe" }).click();
    await box.getByRole("status").getByText(newsletterCheckInbox("diy@example.co.uk")).waitFor();
    expect(page.url()).toBe(`${server.baseUrl}/diy-guides`);
  });

  it("sends title, description, canonical link and every guide's text in the server HTML", async () => {
    const html = await (await fetch(`${server.baseUrl}/diy-guides`)).text();
    expect(html).toContain("<title>DIY Guides &amp; Tips | BuildCompare</title>");
    expect(html).toMatch(/<meta name="description" content="Practical UK building advice/);
    expect(html).toContain(`<link rel="canonical" href="${SITE}/diy-guides"/>`);
    expect(html).not.toContain('name="robots"');
    for (const guide of GUIDES) {
      expect(html).toContain(`id="${guideAnchor(guide.slug)}"`);
      expect(html).toContain(guide.fullContent.sections[2].title);
    }
  });
});

describe("coming-soon auth placeholder", () => {
  it("says accounts aren't available and nothing needs one, with links back", async () => {
    const page = await open({ width: 375, height: 812 });
    const response = await page.goto(`${server.baseUrl}/coming-soon-auth`);
    expect(response?.status()).toBe(200);
    await page.getByRole("heading", { level: 1, name: "Accounts Aren't Available Yet" }).waitFor();
    const main = page.getByRole("main");
    expect(await main.getByText("you don't need to", { exact: false }).isVisible()).toBe(true);
    expect(await main.getByText("don't need an account either", { exact: false }).isVisible()).toBe(true);
    expect(await main.getByRole("link", { name: "Go to the home page" }).getAttribute("href")).toBe("/");
    expect(await main.getByRole("link", { name: "Compare prices" }).getAttribute("href")).toBe("/compare");
    expect(await main.getByRole("link", { name: "Browse merchants" }).getAttribute("href")).toBe("/merchants");
    expect(await axeViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 1280, height: 900 });
    expect(await axeViolations(page)).toEqual([]);
  });

  it("keeps the placeholder out of search engines and the sitemap, which lists guides and deals", async () => {
    const html = await (await fetch(`${server.baseUrl}/coming-soon-auth`)).text();
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    expect(html).toContain(`<link rel="canonical" href="${SITE}/coming-soon-auth"/>`);
    expect(html).toContain("<title>Sign In Coming Soon | BuildCompare</title>");

    const sitemap = await (await fetch(`${server.baseUrl}/sitemap.xml`)).text();
    const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    const nested = await Promise.all(
      locs
        .filter((loc) => loc!.includes("/sitemaps/"))
        .map(async (loc) => (await fetch(loc!.replace(SITE, server.baseUrl))).text()),
    );
    const all = [sitemap, ...nested].join("\n");
    expect(all).toContain(`<loc>${SITE}/diy-guides</loc>`);
    expect(all).toContain(`<loc>${SITE}/deals</loc>`);
    expect(all).not.toContain("coming-soon-auth");
  });
});
