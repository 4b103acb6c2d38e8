import { describe, expect, it } from "vitest";
import { axeViolations } from "./support/browser.ts";
import { setUpHomePage, TIMBER, hero, merchantStrip, carouselReady } from "./support/home-fixture.ts";

const { server, session, emptyServer, open } = setUpHomePage();

describe("home page", () => {
  it("shows the hero, real merchants and counts, categories, how it works and promos", async () => {
    const page = await open();
    await page.getByRole("heading", { level: 1, name: /Compare building material prices/ }).waitFor();
    expect(await page.getByRole("heading", { level: 1 }).count()).toBe(1);

    const first = hero(page).getByRole("group", { name: "1 of 3" });
    expect(await first.getByRole("link", { name: "Compare Now" }).getAttribute("href")).toBe("/building-supplies");
    expect(await first.getByRole("link", { name: "Get a Quote" }).getAttribute("href")).toBe("/coming-soon-projects");
    const third = hero(page).getByRole("group", { name: "3 of 3" });
    expect(await third.getByRole("link", { name: "Start Comparing" }).getAttribute("href")).toBe("/building-supplies");

    const stats = page.getByRole("region", { name: "The catalogue today" });
    // Hidden products' offers and the idle merchant count for nothing.
    expect(await stats.innerText()).toMatch(/merchants compared\s+8\s+products listed\s+4\s+prices to compare\s+10/);

    const strip = merchantStrip(page);
    expect(await strip.getByRole("group").count()).toBe(8);
    const hrefs = await strip.getByRole("link").evaluateAll((links) => links.map((l) => l.getAttribute("href")));
    expect(hrefs).toEqual(server.seeded.slugs.map((slug) => `/merchants/${slug}`));
    expect(await strip.getByRole("img", { name: "Alder Supplies" }).getAttribute("src")).toBe(
      "/merchant-logos/harbour-builders-merchants.svg",
    );
    expect(await strip.getByRole("link", { name: "Cedar Supplies" }).locator("img").count()).toBe(0);
    expect(await strip.getByText("Idle Merchant").count()).toBe(0);

    const categories = page.getByRole("region", { name: "Shop by category" });
    // One card per taxonomy group (timber's points at its most stocked product), each where the menus lead.
    for (const [label, href] of [
      ["Cement & Concrete", "/building-supplies?category=cement"],
      ["Sand & Aggregates", "/building-supplies?category=sand"],
      ["Bricks & Blocks", "/bricks-and-blocks"],
      ["Plasterboard", "/building-supplies?category=plasterboard"],
      ["Skirting Boards", "/building-supplies?category=skirting"],
    ]) {
      expect(await categories.getByRole("link", { name: label }).getAttribute("href")).toBe(href);
    }
    expect(await categories.getByRole("heading", { level: 3 }).allTextContents()).toEqual([
      "Cement & Concrete",
      "Sand & Aggregates",
      "Timber & Sheeting",
      "Bricks & Blocks",
      "Plasterboard",
      "Skirting Boards",
    ]);
    expect(await categories.getByRole("link", { name: "Timber & Sheeting" }).getAttribute("href")).toBe(
      "/building-supplies?category=timber",
    );
    // The most widely stocked visible timber product; the hidden one is stocked wider.
    expect(await categories.getByRole("link", { name: TIMBER }).getAttribute("href")).toBe(
      `/product/${server.seeded.timberId}`,
    );
    // Each card's real 'from' price: the lowest price anyone can sell at now (a sale counts, hidden products don't).
    const card = (label: string) =>
      categories.getByRole("listitem").filter({ has: page.getByRole("heading", { name: label, exact: true }) });
    expect(await card("Timber & Sheeting").innerText()).toContain(`Most stocked: ${TIMBER} (4 merchants)`);
    expect(await card("Timber & Sheeting").innerText()).toContain("From £3.00 · 2 products");
    expect(await card("Cement & Concrete").innerText()).toContain("From £6.00 · 1 product");
    expect(await card("Plasterboard").innerText()).toContain("1 product, none in stock right now");
    for (const label of ["Sand & Aggregates", "Bricks & Blocks", "Skirting Boards"]) {
      expect(await card(label).innerText()).toContain("No products listed yet");
    }

    const how = page.getByRole("region", { name: "How It Works" });
    expect(await how.getByRole("heading", { level: 3 }).allTextContents()).toEqual(["Search", "Compare", "Save"]);
    const save = how.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "Save" }) });
    expect(await save.getByText("£", { exact: true }).isVisible()).toBe(true);
    expect(await save.innerText()).not.toContain("$");
    expect(await page.getByRole("link", { name: "Request a Quote" }).getAttribute("href")).toBe(
      "/how-it-works#enquiry",
    );
    expect(await page.getByRole("link", { name: "Build Your Project List" }).getAttribute("href")).toBe(
      "/price-comparison",
    );
    expect(await page.getByRole("link", { name: "Quantity Calculators" }).getAttribute("href")).toBe(
      "/price-comparison/calculators",
    );
    expect(await axeViolations(page)).toEqual([]);
  });

  it("draws popular products with the listings' card: price or range, merchants, one tag", async () => {
    const page = await open();
    const popular = page.getByRole("list", { name: "Popular products" });
    // Most widely stocked first, then the lowest price; a product nobody can sell now comes last.
    expect(await popular.getByRole("heading", { level: 3 }).allTextContents()).toEqual([
      "General Purpose Cement 25kg",
      TIMBER,
      "CLS Stud 38x63mm 2.4m",
      "Gyproc WallBoard 12.5mm",
    ]);
    const timber = popular.getByRole("article", { name: TIMBER });
    expect(await timber.getByText("Timber", { exact: true }).isVisible()).toBe(true);
    expect(await timber.getByText("£11.30 - £12.50").isVisible()).toBe(true);
    expect(await timber.getByText("4 merchants").isVisible()).toBe(true);
    expect(await timber.getByText("Save £1.20 by comparing").isVisible()).toBe(true);
    expect(await timber.getByRole("link", { name: `Compare Prices for ${TIMBER}` }).getAttribute("href")).toBe(
      `/product/${server.seeded.timberId}`,
    );
    const cls = popular.getByRole("article", { name: "CLS Stud 38x63mm 2.4m" });
    expect(await cls.getByText("From £3.00").isVisible()).toBe(true);
    expect(await cls.getByText("Only at Elm Supplies").isVisible()).toBe(true);
    const board = popular.getByRole("article", { name: "Gyproc WallBoard 12.5mm" });
    expect(await board.getByText("Out of stock").isVisible()).toBe(true);
    expect(await board.getByText("Not in stock at any merchant").isVisible()).toBe(true);
  });

  it("is accessible on a 375px phone, with two merchant logos per view", async () => {
    const page = await open("/", { width: 375 });
    await carouselReady(merchantStrip(page));
    const slide = await merchantStrip(page).getByRole("group").first().boundingBox();
    const viewport = await merchantStrip(page).boundingBox();
    expect(Math.round(viewport!.width / slide!.width)).toBe(2);
    expect(await axeViolations(page)).toEqual([]);
  });

  it("shows five merchant logos per view on a wide screen and four on a tablet, moved by keyboard", async () => {
    const page = await open();
    const perView = async () => {
      const slide = await merchantStrip(page).getByRole("group").first().boundingBox();
      return Math.round((await merchantStrip(page).boundingBox())!.width / slide!.width);
    };
    expect(await perView()).toBe(5);
    await page.setViewportSize({ width: 800, height: 900 });
    expect(await perView()).toBe(4);

    const strip = merchantStrip(page);
    await carouselReady(strip);
    await strip.getByRole("button", { name: "Next slide" }).focus();
    await page.keyboard.press("Enter");
    const second = strip.getByRole("button", { name: "Go to slide 2" });
    await expect.poll(() => second.getAttribute("aria-current")).toBe("true");
    await page.keyboard.press("ArrowLeft");
    await expect.poll(() => second.getAttribute("aria-current")).toBeNull();
    expect(await strip.getByRole("button", { name: "Go to slide 1" }).getAttribute("aria-current")).toBe("true");
  });

  it("sends title, canonical link and the WebSite SearchAction JSON-LD in the server HTML", async () => {
    const html = await (await fetch(`${server.baseUrl}/`)).text();
    expect(html).toContain(`<link rel="canonical" href="https://www.buildcompare.test/"/>`);
    expect(html).toContain("<title>BuildCompare - Compare UK builders&#x27; merchants&#x27; prices</title>");
    const [jsonLd] = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)];
    expect(JSON.parse(jsonLd![1]!)).toMatchObject({
      "@type": "WebSite",
      potentialAction: {
        "@type": "SearchAction",
        target: "https://www.buildcompare.test/search?q={search_term_string}",
      },
    });
    // Without JavaScript only the first slide is reachable.
    expect(html.match(/aria-roledescription="slide" aria-label="\d of 3" inert=""/g)).toHaveLength(2);
  });

  it("shows honest empty states when the catalogue is empty", async () => {
    for (const width of [1280, 375]) {
      const page = await open("/", { width, base: emptyServer.baseUrl });
      await page.getByText("No prices to compare yet", { exact: false }).waitFor();
      expect(await page.getByText("No merchants are listed yet.", { exact: false }).isVisible()).toBe(true);
      expect(await page.getByText("No products are listed yet.").isVisible()).toBe(true);
      const categories = page.getByRole("region", { name: "Shop by category" });
      expect(await categories.getByRole("link", { name: "Timber & Sheeting" }).getAttribute("href")).toBe(
        "/building-supplies?category=timber",
      );
      expect(await categories.getByText("No products listed yet").count()).toBe(6);
      expect(await axeViolations(page)).toEqual([]);
      await session.current!.context.close();
      session.current = undefined;
    }
  });
});
