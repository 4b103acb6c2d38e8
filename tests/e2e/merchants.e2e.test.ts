import { describe, expect, it } from "vitest";
import { expectClickOut } from "./support/click-out.ts";
import { setUpE2eServer } from "./support/suite.ts";
import { axeViolations, holdRequests } from "./support/browser.ts";
import { setUpMerchantPages, HARBOUR, OAKFIELD, REDBRICK, card } from "./support/merchants-fixture.ts";

const { open, server, session } = setUpMerchantPages();

describe("merchant directory", () => {
  it("lists merchants with logo, verified badge, product count and links", async () => {
    const page = await open();
    const response = await page.goto(`${server.baseUrl}/merchants`);
    expect(response?.status()).toBe(200);
    await page.getByRole("heading", { level: 1, name: "UK's Leading Builders Merchants" }).waitFor();
    expect(await page.getByRole("main").getByRole("heading", { level: 2 }).allTextContents()).toEqual([
      HARBOUR,
      OAKFIELD,
      REDBRICK,
      "Are you a builders' merchant?",
    ]);

    const harbour = card(page, HARBOUR);
    const logo = harbour.locator("img");
    expect(await logo.getAttribute("src")).toBe("/merchant-logos/harbour-builders-merchants.svg");
    expect(await logo.getAttribute("width")).toBe("240");
    expect(await logo.getAttribute("height")).toBe("60");
    expect(await harbour.getByText("Verified").isVisible()).toBe(true);
    expect(await harbour.getByText("28 products listed").isVisible()).toBe(true);
    const days = Math.floor((Date.now() - Date.parse("2026-11-21T10:15:00Z")) / 86_400_000);
    expect(await harbour.getByText(`Cheapest share: not enough data · Updated ${days} days ago`).isVisible()).toBe(
      true,
    );
    const website = harbour.getByRole("link", { name: `Visit Website for ${HARBOUR} (opens in a new tab)` });
    await expectClickOut(server.baseUrl, website, "https://harbour.example.co.uk/");
    expect(await harbour.getByRole("link", { name: `View Products from ${HARBOUR}` }).getAttribute("href")).toBe(
      "/merchants/harbour-builders",
    );

    // An unsafe website gives no link; a broken logo and a missing one both show the placeholder icon.
    const oakfield = card(page, OAKFIELD);
    expect(await oakfield.getByText("Verified").count()).toBe(0);
    expect(await oakfield.getByText("2 products listed").isVisible()).toBe(true);
    expect(await oakfield.getByRole("link", { name: /Visit Website/ }).count()).toBe(0);
    await oakfield.locator("img").waitFor({ state: "detached" });
    const redbrick = card(page, REDBRICK);
    expect(await redbrick.locator("img").count()).toBe(0);
    expect(await redbrick.getByText("0 products listed").isVisible()).toBe(true);

    expect(await page.getByRole("link", { name: "Partner With Us" }).getAttribute("href")).toBe("/contact");
    expect(await axeViolations(page)).toEqual([]);
  });

  it("is accessible on a 375px screen and reachable by keyboard", async () => {
    const page = await open({ width: 375, height: 812 });
    await page.goto(`${server.baseUrl}/merchants`);
    await page.getByRole("heading", { level: 1, name: "UK's Leading Builders Merchants" }).waitFor();
    expect(await axeViolations(page)).toEqual([]);

    const view = page.getByRole("link", { name: `View Products from ${HARBOUR}` });
    await view.focus();
    await page.keyboard.press("Enter");
    await page.getByRole("heading", { level: 1, name: HARBOUR }).waitFor();
    expect(page.url()).toBe(`${server.baseUrl}/merchants/harbour-builders`);
  });

  it("sends title, description and canonical link in the server HTML", async () => {
    const html = await (await fetch(`${server.baseUrl}/merchants`)).text();
    expect(html).toContain("<title>UK&#x27;s Leading Builders Merchants | BuildCompare</title>");
    expect(html).toContain('<link rel="canonical" href="https://www.buildcompare.test/merchants"/>');
    expect(html).toMatch(/<meta name="description" content="Compare building material prices from 3 UK builders/);
  });

  it("shows six skeleton cards during client-side navigation", async () => {
    const page = await open();
    await page.goto(`${server.baseUrl}/merchants/harbour-builders`);
    await page.getByRole("heading", { level: 1, name: HARBOUR }).waitFor();
    const gate = await holdRequests(page, /\/merchants\.data/);
    await page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "Merchants" }).click();
    const status = page.getByRole("status").filter({ hasText: "Loading merchants" });
    await status.waitFor();
    expect(await status.getByTestId("merchant-card-skeleton").count()).toBe(6);
    gate.release();
    await page.getByRole("heading", { level: 1, name: "UK's Leading Builders Merchants" }).waitFor();
  });

  it("says so when loading the merchants fails", async () => {
    const page = await open();
    await page.goto(`${server.baseUrl}/merchants/harbour-builders`);
    await page.getByRole("heading", { level: 1, name: HARBOUR }).waitFor();
    session.current!.expectConsoleError(/status of 503/);
    await page.route(/\/merchants\.data/, (route) => route.fulfill({ status: 503, body: "unavailable" }));
    await page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "Merchants" }).click();
    await page.getByRole("alert").filter({ hasText: "Failed to load merchants. Please try again later." }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
  });
});

describe("merchant directory without merchants", () => {
  const empty = setUpE2eServer(async () => null);

  it("shows an empty state and still invites merchants to partner", async () => {
    const page = await open();
    await page.goto(`${empty.baseUrl}/merchants`);
    await page.getByRole("heading", { level: 2, name: "No merchants listed yet" }).waitFor();
    expect(await page.getByRole("link", { name: "Partner With Us" }).getAttribute("href")).toBe("/contact");
    expect(await axeViolations(page)).toEqual([]);
  });
});
