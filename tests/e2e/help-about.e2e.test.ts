import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { setUpBrowserSession, setUpE2eServer } from "./support/suite.ts";
import { axeViolations } from "./support/browser.ts";
import { CONTACT } from "../../shared/site.ts";

// Content pages read nothing from the database.
const server = setUpE2eServer(async () => ({}));
const session = setUpBrowserSession();

const MOBILE = { width: 375, height: 812 };
const DESKTOP = { width: 1280, height: 900 };

const ARTICLES = [
  ["compare-price", "How to Compare Prices"],
  ["merchant-ratings", "Understanding Merchant Ratings"],
  ["saving-favorites", "Saving Favorites"],
  ["price-history", "Price History"],
  ["price-alerts", "Setting Price Alerts"],
  ["project-basket", "Pricing a Whole Project"],
  ["merchant-verification", "Merchant Verification"],
] as const;

async function open(viewport = DESKTOP, javaScriptEnabled = true) {
  return (await session.open(viewport, { javaScriptEnabled })).page;
}

function group(page: Page, name: string) {
  return page.getByRole("region", { name, exact: true });
}

async function linkTargets(page: Page, name: string) {
  const links = group(page, name).getByRole("link");
  const texts = await links.allTextContents();
  const hrefs = await Promise.all((await links.all()).map((link) => link.getAttribute("href")));
  return texts.map((text, i) => [text, hrefs[i]]);
}

async function searchByKeyboard(page: Page, query: string) {
  const box = page.getByRole("searchbox", { name: "Search help articles" });
  await box.focus();
  await box.fill(query);
  await page.keyboard.press("Enter");
}

describe("about page", () => {
  it.each([
    ["desktop", DESKTOP],
    ["mobile", MOBILE],
  ])("shows the mission, three feature blurbs and 'Why choose us' (%s), axe clean", async (_name, viewport) => {
    const page = await open(viewport);
    const response = await page.goto(`${server.baseUrl}/about`);
    expect(response?.status()).toBe(200);
    await page.getByRole("heading", { level: 1, name: "About BuildCompare" }).waitFor();
    expect(await page.getByRole("heading", { level: 2, name: "Our mission" }).isVisible()).toBe(true);
    const features = page.getByRole("region", { name: "What we do" }).getByRole("heading", { level: 3 });
    expect(await features.allTextContents()).toEqual([
      "Prices straight from merchants",
      "Like for like",
      "Search that speaks the trade",
    ]);
    const reasons = page.getByRole("region", { name: "Why choose us" }).getByRole("listitem");
    expect(await reasons.count()).toBe(6);
    expect(await page.getByRole("link", { name: "Start Comparing" }).getAttribute("href")).toBe("/building-supplies");
    expect(await axeViolations(page)).toEqual([]);
  });

  it("sends title, description, canonical link and AboutPage JSON-LD in the server HTML", async () => {
    const html = await (await fetch(`${server.baseUrl}/about`)).text();
    expect(html).toContain("<title>About Us | BuildCompare</title>");
    expect(html).toContain('<link rel="canonical" href="https://www.buildcompare.test/about"/>');
    expect(html).toMatch(/<meta name="description" content="BuildCompare is an independent price comparison site/);
    const script = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html);
    const json = JSON.parse(script![1]!);
    expect(json["@type"]).toBe("AboutPage");
    expect(json.url).toBe("https://www.buildcompare.test/about");
    expect(json.mainEntity).toMatchObject({
      "@type": "Organization",
      name: "BuildCompare",
      email: CONTACT.email,
      telephone: "+442079460321",
      address: { streetAddress: "14 Brickfield Yard", addressLocality: "London", postalCode: "E2 7DJ" },
    });
  });
});

describe("help center", () => {
  it.each([
    ["desktop", DESKTOP],
    ["mobile", MOBILE],
  ])("shows support cards and the three groups of article links (%s), axe clean", async (_name, viewport) => {
    const page = await open(viewport);
    const response = await page.goto(`${server.baseUrl}/help`);
    expect(response?.status()).toBe(200);
    await page.getByRole("heading", { level: 1, name: "Help Center" }).waitFor();

    expect(await page.getByRole("heading", { level: 3, name: "Email Support" }).isVisible()).toBe(true);
    expect(await page.getByRole("heading", { level: 3, name: "Phone Support" }).isVisible()).toBe(true);
    expect(await page.getByRole("link", { name: /Contact us by email/ }).getAttribute("href")).toBe("/contact");
    expect(await page.getByRole("link", { name: /Contact us by phone/ }).getAttribute("href")).toBe("/contact");
    expect(await page.getByRole("main").getByRole("link", { name: CONTACT.email }).getAttribute("href")).toBe(
      `mailto:${CONTACT.email}`,
    );

    expect(await linkTargets(page, "Getting Started")).toEqual([
      ["How to Compare Prices", "/help/compare-price"],
      ["Understanding Merchant Ratings", "/help/merchant-ratings"],
      ["Saving Favorites", "/help/saving-favorites"],
    ]);
    expect(await linkTargets(page, "Price Comparison")).toEqual([
      ["Price History", "/help/price-history"],
      ["Setting Price Alerts", "/help/price-alerts"],
      ["Pricing a Whole Project", "/help/project-basket"],
      ["Merchant Verification", "/help/merchant-verification"],
    ]);
    expect(await linkTargets(page, "Contact Support")).toEqual([["Contact us", "/contact"]]);
    expect(await axeViolations(page)).toEqual([]);
  });

  it("searches the articles by keyboard, ranking title matches first, and opens a result", async () => {
    const page = await open();
    await page.goto(`${server.baseUrl}/help`);
    await searchByKeyboard(page, "PRICE");
    await page.waitForURL(/\/help\?q=PRICE$/);
    const results = page.getByRole("region", { name: 'Results for "PRICE"' });
    await results.waitFor();
    const titles = await results.getByRole("link").allTextContents();
    expect(titles).toHaveLength(7);
    expect(titles.slice(0, 3).sort()).toEqual(["How to Compare Prices", "Price History", "Setting Price Alerts"]);
    expect(await page.getByRole("status").filter({ hasText: '7 articles match "PRICE".' }).count()).toBe(1);
    expect(await results.locator("mark").first().textContent()).toMatch(/^prices?$/i);
    expect(await page.getByRole("searchbox", { name: "Search help articles" }).inputValue()).toBe("PRICE");
    expect(await axeViolations(page)).toEqual([]);

    await results.getByRole("link", { name: "Setting Price Alerts" }).focus();
    await page.keyboard.press("Enter");
    await page.getByRole("heading", { level: 1, name: "Setting Price Alerts" }).waitFor();
    expect(page.url()).toBe(`${server.baseUrl}/help/price-alerts`);
  });

  it("says when no article matches, and needs every word to match", async () => {
    const page = await open(MOBILE);
    await page.goto(`${server.baseUrl}/help`);
    await searchByKeyboard(page, "favourites plasterboard");
    await page.getByRole("region", { name: 'Results for "favourites plasterboard"' }).waitFor();
    const empty = page.getByRole("main").getByText('No articles match "favourites plasterboard".', { exact: true });
    expect(await empty.count()).toBeGreaterThan(0);
    expect(await page.getByRole("link", { name: "Clear search" }).getAttribute("href")).toBe("/help");
    expect(await axeViolations(page)).toEqual([]);

    await searchByKeyboard(page, "favourites");
    const results = page.getByRole("region", { name: 'Results for "favourites"' });
    await results.waitFor();
    expect((await results.getByRole("link").allTextContents())[0]).toBe("Saving Favorites");
  });

  it("searches on the server without JavaScript", async () => {
    const page = await open(DESKTOP, false);
    await page.goto(`${server.baseUrl}/help`);
    await page.getByRole("searchbox", { name: "Search help articles" }).fill("verified badge");
    await page.getByRole("search", { name: "Help articles" }).getByRole("button", { name: "Search" }).click();
    await page.waitForURL(/\/help\?q=verified\+badge$/);
    const results = page.getByRole("region", { name: 'Results for "verified badge"' });
    expect((await results.getByRole("link").allTextContents())[0]).toBe("Merchant Verification");
    expect(await page.title()).toBe('Help Center: search for "verified badge" | BuildCompare');
  });

  it("sends title, description and canonical link in the server HTML, and keeps searches out of the index", async () => {
    const html = await (await fetch(`${server.baseUrl}/help`)).text();
    expect(html).toContain("<title>Help Center | BuildCompare</title>");
    expect(html).toContain('<link rel="canonical" href="https://www.buildcompare.test/help"/>');
    expect(html).toMatch(/<meta name="description" content="Help with BuildCompare/);
    expect(html).not.toContain("noindex");
    const searched = await (await fetch(`${server.baseUrl}/help?q=price`)).text();
    expect(searched).toContain('<link rel="canonical" href="https://www.buildcompare.test/help"/>');
    expect(searched).toContain('<meta name="robots" content="noindex, follow"/>');
  });
});

describe("help articles", () => {
  it.each(ARTICLES)("/help/%s shows '%s' with its own title and canonical link", async (slug, title) => {
    const response = await fetch(`${server.baseUrl}/help/${slug}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain(`<title>${title} - Help Center | BuildCompare</title>`);
    expect(html).toContain(`<link rel="canonical" href="https://www.buildcompare.test/help/${slug}"/>`);
    expect(html).toMatch(new RegExp(`<h1[^>]*>${title}</h1>`));
  });

  it("describes merchant figures as they are, axe clean on a 375px screen", async () => {
    const page = await open(MOBILE);
    await page.goto(`${server.baseUrl}/help/merchant-ratings`);
    await page.getByRole("heading", { level: 1, name: "Understanding Merchant Ratings" }).waitFor();
    const sections = await page.getByRole("article").getByRole("heading", { level: 2 }).allTextContents();
    expect(sections).toEqual([
      "Facts instead of star ratings",
      "Cheapest price",
      "Feed freshness",
      "In stock",
      "Delivery cost stated",
      "What the figures don't cover",
    ]);
    expect(
      await page.getByText("You won't find star ratings, reviews or an overall score on BuildCompare.").count(),
    ).toBe(1);
    // The thresholds the pages use are stated, from the same constants.
    await page.getByText("With fewer than 5 products to compare we say 'not enough data'", { exact: false }).waitFor();
    await page
      .getByText("Band: Fresh up to 24 hours, Recent up to 3 days, Ageing up to 7 days", { exact: false })
      .waitFor();
    const breadcrumb = page.getByRole("navigation", { name: "Breadcrumb" });
    expect(await breadcrumb.getByRole("link", { name: "Help Center" }).getAttribute("href")).toBe("/help");
    expect(await axeViolations(page)).toEqual([]);
  });

  it("describes favourites as they work", async () => {
    const page = await open();
    await page.goto(`${server.baseUrl}/help/saving-favorites`);
    await page.getByRole("heading", { level: 1, name: "Saving Favorites" }).waitFor();
    expect(await page.getByRole("heading", { level: 2, name: "Kept in this browser" }).isVisible()).toBe(true);
    expect(await page.getByRole("link", { name: "Open your favourites" }).getAttribute("href")).toBe("/favourites");
    expect(await axeViolations(page)).toEqual([]);
  });

  it("describes price alerts as they work: set, confirm, one e-mail per drop, stop", async () => {
    const page = await open();
    await page.goto(`${server.baseUrl}/help`);
    await page.getByRole("link", { name: "Setting Price Alerts" }).click();
    await page.getByRole("heading", { level: 1, name: "Setting Price Alerts" }).waitFor();
    const headings = await page.getByRole("heading", { level: 2 }).allTextContents();
    expect(headings).toEqual(
      expect.arrayContaining([
        "Setting an alert",
        "Confirming your address",
        "When we e-mail you",
        "Stopping an alert",
      ]),
    );
    expect(await page.getByRole("heading", { level: 2, name: "Not available yet" }).count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
  });

  it("answers an unknown article with a 404 page", async () => {
    const page = await open();
    const url = `${server.baseUrl}/help/no-such-article`;
    session.current!.expectNotFound(url);
    const response = await page.goto(url);
    expect(response?.status()).toBe(404);
    await page.getByRole("heading", { level: 1, name: "Help article not found" }).waitFor();
    expect(await page.getByRole("link", { name: "Back to the Help Center" }).getAttribute("href")).toBe("/help");
    expect(await page.title()).toBe("Help article not found | BuildCompare");
    expect(await axeViolations(page)).toEqual([]);
  });
});
