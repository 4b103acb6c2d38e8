import { describe, expect, it } from "vitest";
import { setUpBrowserSession, setUpE2eServer } from "./support/suite.ts";
import type { Locator, Page } from "playwright-core";
import { createMerchant, createOffer, createProduct, hideProduct } from "../setup/factories.ts";
import { axeViolations } from "./support/browser.ts";
import { newsletterCheckInbox } from "../../shared/newsletter-result.ts";
import type { Db } from "../../server/db/client.server.ts";

const TIMBER = "Treated Sawn Timber 47x100mm 4.8m";

async function seed(db: Db) {
  const merchants = [];
  for (const [i, name] of ["Alder", "Birch", "Cedar", "Damson", "Elm", "Fir", "Gorse", "Hazel"].entries()) {
    merchants.push(
      await createMerchant(db, {
        slug: `${name.toLowerCase()}-supplies`,
        name: `${name} Supplies`,
        // Real demo logos for most; one missing and one unsafe logo fall back to the placeholder icon.
        logoUrl: i === 1 ? null : i === 2 ? "javascript:alert(1)" : "/merchant-logos/harbour-builders-merchants.svg",
      }),
    );
  }
  await createMerchant(db, { slug: "idle-merchant", name: "Idle Merchant" }); // lists nothing: not in the strip
  const [a, b, c, d, e] = merchants;

  const timber = await createProduct(db, { name: TIMBER, category: "timber" });
  const cls = await createProduct(db, { name: "CLS Stud 38x63mm 2.4m", category: "timber" });
  const hidden = await createProduct(db, { name: "Hidden Joist", category: "timber" });
  const cement = await createProduct(db, { name: "General Purpose Cement 25kg", category: "cement" });
  for (const m of [a!, b!, c!]) await createOffer(db, { productId: timber.id, merchantId: m.id, price: 12.5 });
  await createOffer(db, { productId: timber.id, merchantId: d!.id, price: 14, salePrice: 11.3 });
  await createOffer(db, { productId: cls.id, merchantId: e!.id, price: 3 });
  for (const m of merchants) await createOffer(db, { productId: hidden.id, merchantId: m.id });
  await hideProduct(db, hidden.id);
  for (const m of merchants.slice(4)) await createOffer(db, { productId: cement.id, merchantId: m.id, price: 6 });
  // Listed, but nobody can sell it now: its category has products and no price.
  const board = await createProduct(db, { name: "Gyproc WallBoard 12.5mm", category: "plasterboard" });
  await createOffer(db, {
    productId: board.id,
    merchantId: a!.id,
    price: 8,
    availability: "out_of_stock",
    available: false,
  });
  return { timberId: timber.id, slugs: merchants.map((m) => m.slug) };
}

const server = setUpE2eServer(seed);
const emptyServer = setUpE2eServer(async () => {});
const session = setUpBrowserSession();

async function open(
  path = "/",
  options: { width?: number; clock?: boolean; base?: string; reducedMotion?: boolean } = {},
) {
  const current = await session.open({ width: options.width ?? 1280, height: 900 });
  if (options.clock) await current.page.clock.install();
  if (options.reducedMotion) await current.page.emulateMedia({ reducedMotion: "reduce" });
  await current.page.goto(`${options.base ?? server.baseUrl}${path}`);
  return current.page;
}

const hero = (page: Page) => page.getByRole("region", { name: "Featured" });
const merchantStrip = (page: Page) => page.getByRole("region", { name: "Merchant logos", exact: true });
const shownSlide = (carousel: Locator) =>
  carousel.locator('[aria-roledescription="slide"]:not([inert])').getAttribute("aria-label");

/** Embla positions the slide track once it starts: from then on the controls work. */
async function carouselReady(carousel: Locator) {
  await carousel.locator('[style*="translate3d"]').first().waitFor({ state: "attached" });
}

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

describe("hero carousel", () => {
  it("is operable by keyboard, and any interaction stops the rotation", async () => {
    const page = await open("/", { clock: true });
    const carousel = hero(page);
    await carouselReady(carousel);
    await carousel.getByRole("button", { name: "Next slide" }).focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => shownSlide(carousel)).toBe("2 of 3");
    expect(await carousel.getByRole("button", { name: "Go to slide 2" }).getAttribute("aria-current")).toBe("true");
    expect(await carousel.getByRole("button", { name: "Start automatic slide show" }).count()).toBe(1);

    await page.keyboard.press("ArrowRight");
    await expect.poll(() => shownSlide(carousel)).toBe("3 of 3");
    await page.keyboard.press("ArrowRight");
    await expect.poll(() => shownSlide(carousel)).toBe("1 of 3");
    await page.keyboard.press("ArrowLeft");
    await expect.poll(() => shownSlide(carousel)).toBe("3 of 3");
    await carousel.getByRole("button", { name: "Go to slide 2" }).focus();
    await page.keyboard.press("Space");
    await expect.poll(() => shownSlide(carousel)).toBe("2 of 3");

    await page.clock.runFor(20_000);
    expect(await shownSlide(carousel)).toBe("2 of 3");

    await carousel.getByRole("button", { name: "Start automatic slide show" }).focus();
    await page.keyboard.press("Enter");
    await carousel.getByRole("button", { name: "Stop automatic slide show" }).waitFor();
    await page.clock.runFor(6_500);
    await expect.poll(() => shownSlide(carousel)).toBe("3 of 3");
  });

  it("moves on every 6 seconds, pauses while hovered and stops after a click", async () => {
    const page = await open("/", { clock: true });
    const carousel = hero(page);
    await carouselReady(carousel);
    await page.clock.runFor(5_000);
    expect(await shownSlide(carousel)).toBe("1 of 3");
    await page.clock.runFor(1_500);
    await expect.poll(() => shownSlide(carousel)).toBe("2 of 3");

    await carousel.hover();
    await page.clock.runFor(13_000);
    expect(await shownSlide(carousel)).toBe("2 of 3");
    await page.mouse.move(5, 890);
    await page.clock.runFor(6_500);
    await expect.poll(() => shownSlide(carousel)).toBe("3 of 3");

    await carousel.getByRole("button", { name: "Previous slide" }).click();
    await expect.poll(() => shownSlide(carousel)).toBe("2 of 3");
    await page.mouse.move(5, 890);
    await page.clock.runFor(13_000);
    expect(await shownSlide(carousel)).toBe("2 of 3");
  });

  it("never rotates on its own when the visitor prefers reduced motion", async () => {
    const { page } = await session.open();
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.clock.install();
    await page.goto(`${server.baseUrl}/`);
    const carousel = hero(page);
    await carouselReady(carousel);
    await carousel.getByRole("button", { name: "Start automatic slide show" }).waitFor();
    await page.clock.runFor(20_000);
    expect(await shownSlide(carousel)).toBe("1 of 3");
    await carousel.getByRole("button", { name: "Go to slide 3" }).click();
    await expect.poll(() => shownSlide(carousel)).toBe("3 of 3");
  });
});

describe("newsletter", () => {
  it("answers inline with JavaScript, keeping the typed address on error", async () => {
    // A still hero: rotating, it would make the slide with the page's h1 inert after 6 s, and a slow run
    // reaches the axe check below later than that.
    const page = await open("/", { reducedMotion: true });
    // Invalid addresses are answered 400, which Chromium logs.
    session.current!.expectConsoleError(/status of 400/);
    await carouselReady(hero(page));
    const form = page.getByRole("region", { name: "Stay in the loop" });
    const email = form.getByRole("textbox", { name: "Email address" });
    const subscribe = form.getByRole("button", { name: "Subscribe" });

    await subscribe.click();
    await form.getByText("Enter your email address.").waitFor();
    expect(await email.getAttribute("aria-invalid")).toBe("true");

    await email.fill("not-an-email");
    await subscribe.click();
    await form.getByText("Enter a valid email address", { exact: false }).waitFor();
    expect(await email.inputValue()).toBe("not-an-email");
    expect(await email.getAttribute("aria-describedby")).toBeTruthy();

    await email.fill("builder@example.co.uk");
    await subscribe.click();
    await form.getByRole("status").getByText(newsletterCheckInbox("builder@example.co.uk")).waitFor();
    expect(await email.getAttribute("aria-invalid")).toBeNull();
    expect(await email.inputValue()).toBe("");
    await page.locator("[data-sonner-toast]").filter({ hasText: "Check your inbox" }).waitFor();
    expect(page.url()).toBe(`${server.baseUrl}/`);

    const footer = page.getByRole("contentinfo");
    await footer.getByRole("textbox", { name: "Email address" }).fill("site@example.co.uk");
    await footer.getByRole("button", { name: "Subscribe" }).click();
    await footer.getByText(newsletterCheckInbox("site@example.co.uk")).waitFor();
    expect(await axeViolations(page)).toEqual([]);
  });

  it("works without JavaScript: the first slide shows and the form posts to /newsletter", async () => {
    const { page } = await session.open({ width: 1280, height: 900 }, { javaScriptEnabled: false });
    // The refused address comes back with status 400, which Chromium logs.
    session.current!.expectConsoleError(/status of 400/);
    await page.goto(`${server.baseUrl}/`);
    expect(await hero(page).getByRole("link", { name: "Compare Now" }).isVisible()).toBe(true);
    const second = await hero(page).getByRole("group", { name: "2 of 3" }).boundingBox();
    expect(second!.x).toBeGreaterThanOrEqual(1280);

    const form = page.getByRole("region", { name: "Stay in the loop" });
    await form.getByRole("textbox", { name: "Email address" }).fill("nope");
    await form.getByRole("button", { name: "Subscribe" }).click();
    await page.getByRole("heading", { level: 1, name: "Newsletter" }).waitFor();
    expect(await page.getByRole("main").getByRole("textbox", { name: "Email address" }).inputValue()).toBe("nope");
    await page.getByText("Enter a valid email address", { exact: false }).waitFor();

    await page.getByRole("main").getByRole("textbox", { name: "Email address" }).fill("builder@example.co.uk");
    await page.getByRole("main").getByRole("button", { name: "Subscribe" }).click();
    await page.getByText(newsletterCheckInbox("builder@example.co.uk")).waitFor();
    expect(await page.getByRole("link", { name: "Back to the page you were on" }).getAttribute("href")).toBe(
      "/newsletter",
    );
  });

  it("has its own page with the form", async () => {
    const page = await open("/newsletter");
    await page.getByRole("heading", { level: 1, name: "Newsletter" }).waitFor();
    expect(await page.title()).toBe("Newsletter | BuildCompare");
    expect(await page.locator('link[rel="canonical"]').getAttribute("href")).toBe(
      "https://www.buildcompare.test/newsletter",
    );
    await page.getByRole("main").getByRole("textbox", { name: "Email address" }).fill("builder@example.co.uk");
    await page.getByRole("main").getByRole("button", { name: "Subscribe" }).click();
    await page.getByRole("main").getByText(newsletterCheckInbox("builder@example.co.uk")).waitFor();
    // The toast follows the inline answer (its module loads on demand): axe must see it settled, not fading in.
    await page.locator("[data-sonner-toast]").filter({ hasText: "Check your inbox" }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
  });

  it("refuses a post from another origin and accepts our own", async () => {
    const post = (origin?: string) =>
      fetch(`${server.baseUrl}/newsletter`, {
        method: "POST",
        headers: {
          "Content-Type": "application/x-www-form-urlencoded",
          // Its own client address, so the other newsletter tests' posts don't count towards its rate limit.
          "X-Forwarded-For": "192.0.2.50",
          ...(origin ? { Origin: origin } : {}),
        },
        body: "email=builder%40example.co.uk&returnTo=%2F",
      });
    for (const origin of ["https://evil.example", "null"]) {
      const foreign = await post(origin);
      expect(foreign.status).toBe(403);
      const text = await foreign.text();
      expect(text).toMatch(/sent from another website/);
      expect(text).not.toContain("Nearly done");
    }
    for (const origin of [server.baseUrl, undefined]) {
      const own = await post(origin);
      expect(own.status).toBe(200);
      expect(await own.text()).toContain("Nearly done: we&#x27;ve sent a link to builder@example.co.uk");
    }
  });
});
