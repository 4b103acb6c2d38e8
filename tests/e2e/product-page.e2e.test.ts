import { describe, expect, it } from "vitest";
import { expectClickOut } from "./support/click-out.ts";
import { axeViolations } from "./support/browser.ts";
import { setUpProductPage, CEMENT, IMAGE_URL } from "./support/product-page-fixture.ts";

const { open, server, session } = setUpProductPage();

describe("product page", () => {
  it("lists every merchant lowest delivered price first with totals, a badge, unit prices, links and details", async () => {
    const page = await open();
    const response = await page.goto(`${server.baseUrl}/product/${server.seeded.cementId}`);
    expect(response?.status()).toBe(200);

    await page.getByRole("heading", { level: 1, name: CEMENT }).waitFor();
    expect(await page.getByRole("heading", { level: 1 }).count()).toBe(1);
    expect(await page.getByText("General purpose Portland cement", { exact: false }).isVisible()).toBe(true);
    expect(await page.getByRole("img", { name: CEMENT }).getAttribute("src")).toBe(IMAGE_URL);
    // Out of stock at £8.10 and £9.00: they set neither end of the range.
    expect(await page.getByText("Lowest item price from 5 merchants").isVisible()).toBe(true);
    expect(await page.getByText("to £6.49").isVisible()).toBe(true);
    expect(await page.getByText("Lowest delivered: £5.95 at Oakfield Timber & Building").isVisible()).toBe(true);

    const prices = page.getByRole("region", { name: "Available From" });
    expect(await prices.getByText("Sorted by delivered price", { exact: false }).textContent()).toContain(
      "unit prices per kg",
    );
    expect(await prices.getByRole("heading", { level: 3 }).allTextContents()).toEqual([
      "Oakfield Timber & Building",
      "Redbrick Supplies",
      "Moss Depot",
      "Harbour Builders Merchants",
      "Quarry Direct",
    ]);

    const row = (merchant: string) =>
      prices.getByRole("listitem").filter({ has: page.getByRole("heading", { level: 3, name: merchant }) });

    const oakfield = row("Oakfield Timber & Building");
    expect(await oakfield.getByText("Lowest delivered price", { exact: true }).isVisible()).toBe(true);
    expect(await oakfield.getByText("£5.95 delivered").isVisible()).toBe(true);
    expect(await oakfield.locator("s").textContent()).toBe("£7.20");
    expect(await oakfield.getByText("Free delivery").isVisible()).toBe(true);
    expect(await oakfield.getByText("£0.238 per kg").isVisible()).toBe(true);
    expect(await oakfield.getByText("In stock").isVisible()).toBe(true);
    expect(await oakfield.getByText("Last checked 21 Nov 2026").isVisible()).toBe(true);
    const oakBuy = oakfield.getByRole("link", { name: /^Buy Now/ });
    await expectClickOut(server.baseUrl, oakBuy, "https://oakfield.example.co.uk/cement/25kg");
    expect(await oakBuy.getAttribute("class")).toContain("bg-brand-600");
    const oakStore = oakfield.getByRole("link", { name: /^Visit Store/ });
    await expectClickOut(server.baseUrl, oakStore, "https://oakfield.example.co.uk/");

    // The operator's Verified mark and the merchant's data-derived ratings, with where they are explained.
    expect(await oakfield.getByText("Verified", { exact: true }).count()).toBe(0);
    expect(
      await oakfield
        .getByText("Cheapest share: not enough data · No feed import recorded", { exact: false })
        .isVisible(),
    ).toBe(true);
    expect(
      await oakfield
        .getByRole("link", { name: "How we rate Oakfield Timber & Building and other merchants" })
        .getAttribute("href"),
    ).toBe("/help/merchant-ratings");

    const harbour = row("Harbour Builders Merchants");
    expect(await harbour.getByText("Verified", { exact: true }).isVisible()).toBe(true);
    expect(await harbour.getByText("£11.48 delivered").isVisible()).toBe(true);
    expect(await harbour.getByText("Item £6.49 + £4.99 delivery").isVisible()).toBe(true);
    expect(await harbour.getByText("£0.26 per kg").isVisible()).toBe(true);
    await expectClickOut(
      server.baseUrl,
      harbour.getByRole("link", { name: /^Buy Now/ }),
      "https://harbour.example.co.uk/p/cement-25kg",
    );

    // The cheapest item sorts last once its £9.95 delivery is added; its pack is unknown in kg: no unit price.
    const quarry = row("Quarry Direct");
    expect(await quarry.getByText("£14.94 delivered").isVisible()).toBe(true);
    expect(await quarry.getByText(/per kg/).count()).toBe(0);

    // Out of stock: no badge, no main Buy button; an unsafe product link and a missing website give no links.
    const redbrick = row("Redbrick Supplies");
    expect(await redbrick.getByText("£8.10").isVisible()).toBe(true);
    expect(await redbrick.getByText("Out of stock").isVisible()).toBe(true);
    expect(await redbrick.getByText("Delivery not stated").isVisible()).toBe(true);
    // No offer URL and no website: no merchant link, only the one to how merchants are rated.
    expect(await redbrick.getByRole("link", { name: /Buy Now|Visit Store/ }).count()).toBe(0);
    expect(await redbrick.getByRole("link").count()).toBe(1);
    const mossBuy = row("Moss Depot").getByRole("link", { name: /^Buy Now/ });
    expect(await mossBuy.getAttribute("class")).not.toContain("bg-brand-600");
    expect(await prices.getByText(/^Lowest/).count()).toBe(1);

    expect(await axeViolations(page)).toEqual([]);
  });

  it("is accessible and usable on a 390px phone screen", async () => {
    const page = await open({ width: 390, height: 844 });
    await page.goto(`${server.baseUrl}/product/${server.seeded.cementId}`);
    await page.getByRole("heading", { level: 1, name: CEMENT }).waitFor();
    expect(await page.getByRole("searchbox", { name: "Search building materials" }).isVisible()).toBe(true);
    expect(await page.getByRole("navigation", { name: "Main" }).isVisible()).toBe(false);
    expect(await axeViolations(page)).toEqual([]);
  });

  it("says so when a product has no prices", async () => {
    const page = await open();
    await page.goto(`${server.baseUrl}/product/${server.seeded.bareId}`);
    await page.getByText("No pricing information available").waitFor();
    expect(await page.getByText("No image available").isVisible()).toBe(true);
    expect(await page.getByRole("link", { name: /^Buy Now/ }).count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
  });

  it("falls back to the placeholder image when an image fails to load", async () => {
    const page = await open();
    await page.goto(`${server.baseUrl}/product/${server.seeded.brokenId}`);
    await page.locator('img[src="/demo-images/placeholder.svg"]').waitFor();
    expect(await page.getByRole("img", { name: "Treated Timber Batten" }).count()).toBe(1);
  });

  it.each([["987654"], ["not-a-number"]])("answers /product/%s with 404 'Product Not Found'", async (id) => {
    const page = await open();
    const url = `${server.baseUrl}/product/${id}`;
    session.current!.expectNotFound(url);
    const response = await page.goto(url);
    expect(response?.status()).toBe(404);
    await page.getByRole("heading", { level: 1, name: "Product Not Found" }).waitFor();
    const back = page.getByRole("link", { name: "Back to Building Supplies" });
    expect(await back.getAttribute("href")).toBe("/building-supplies");
    expect(await page.title()).toBe("Product Not Found | BuildCompare");
    expect(await axeViolations(page)).toEqual([]);
  });

  it("sends title, description, canonical link and Product JSON-LD in the server HTML", async () => {
    const id = server.seeded.cementId;
    const html = await (await fetch(`${server.baseUrl}/product/${id}`)).text();
    expect(html).toContain(`<title>${CEMENT} - Compare prices | BuildCompare</title>`);
    expect(html).toContain(`<link rel="canonical" href="https://www.buildcompare.test/product/${id}"/>`);
    expect(html).toMatch(
      /<meta name="description" content="Compare prices for General Purpose Cement 25kg from 5 UK merchants, from £4.99\./,
    );
    expect(html).toContain('<html lang="en-GB"');

    const [jsonLd] = extractJsonLd(html);
    expect(jsonLd).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Product",
      name: CEMENT,
      image: IMAGE_URL,
      brand: { "@type": "Brand", name: "Castle" },
      offers: {
        "@type": "AggregateOffer",
        priceCurrency: "GBP",
        lowPrice: "4.99",
        highPrice: "6.49",
        offerCount: 5,
        availability: "https://schema.org/InStock",
      },
    });
  });

  it("keeps feed text inside the JSON-LD script", async () => {
    const html = await (await fetch(`${server.baseUrl}/product/${server.seeded.trickyId}`)).text();
    expect(html).not.toContain("<script>window.injected=1</script>");
    expect(extractJsonLd(html)[0]).toMatchObject({ name: "Sand </script><script>window.injected=1</script>" });

    const page = await open();
    await page.goto(`${server.baseUrl}/product/${server.seeded.trickyId}`);
    await page.getByRole("heading", { level: 1 }).waitFor();
    expect(await page.evaluate(() => (window as unknown as { injected?: number }).injected)).toBeUndefined();
  });

  it("shows a loading skeleton during client-side navigation", async () => {
    const page = await open();
    await page.goto(`${server.baseUrl}/`);
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/product\/\d+\.data/, async (route) => {
      await gate;
      await route.continue();
    });
    await page.getByRole("link", { name: CEMENT, exact: true }).click();
    await page.getByRole("status").filter({ hasText: "Loading product details" }).waitFor();
    release();
    await page.getByRole("heading", { level: 1, name: CEMENT }).waitFor();
    expect(page.url()).toBe(`${server.baseUrl}/product/${server.seeded.cementId}`);
  });
});

describe("placeholder home page", () => {
  it("links to visible products with their lowest price", async () => {
    const page = await open();
    await page.goto(`${server.baseUrl}/`);
    const card = page.getByRole("listitem").filter({ has: page.getByRole("link", { name: CEMENT }) });
    expect(await card.getByRole("link", { name: CEMENT, exact: true }).getAttribute("href")).toBe(
      `/product/${server.seeded.cementId}`,
    );
    expect(await card.getByText("£4.99").isVisible()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
  });
});

describe("unknown paths", () => {
  it("answer 404 with a 'Page not found' page inside the site shell", async () => {
    const page = await open();
    const url = `${server.baseUrl}/no/such/page`;
    session.current!.expectNotFound(url);
    const response = await page.goto(url);
    expect(response?.status()).toBe(404);
    await page.getByRole("heading", { level: 1, name: "Page not found" }).waitFor();
    expect(await page.title()).toBe("Page not found | BuildCompare");
    expect(await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Merchants" }).count()).toBe(
      1,
    );
    expect(await page.getByRole("contentinfo").getByText("hello@buildcompare.co.uk").isVisible()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
  });
});

function extractJsonLd(html: string): unknown[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!));
}
