import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { setUpBrowserSession, setUpE2eServer } from "./support/suite.ts";
import { axeViolations } from "./support/browser.ts";
import { createListedProduct, createMerchant } from "../setup/factories.ts";
import type { Db } from "../../server/db/client.server.ts";
import { rebuildSearchIndex } from "../../server/search/rebuild-search-index.server.ts";

/** Priced pages long enough to scroll on a phone: a product sold by six merchants, and nine search results. */
async function seed(db: Db) {
  const merchants = [];
  for (const name of ["Alder", "Birch", "Cedar", "Damson", "Elm", "Fir"]) {
    merchants.push(await createMerchant(db, { name: `${name} Builders Merchants` }));
  }
  let productId = 0;
  for (let i = 0; i < 9; i++) {
    const sellers = i === 0 ? merchants : merchants.slice(0, 2);
    const product = await createListedProduct(
      db,
      { name: `Cement ${i + 1} General Purpose 25kg`, category: "cement", description: "Grey cement for mortar." },
      sellers.map((m, j) => ({ merchantId: m.id, price: 6 + i + j / 4 })),
    );
    if (i === 0) productId = product.id;
  }
  await rebuildSearchIndex(db);
  return { productId };
}

const server = setUpE2eServer(seed);
const session = setUpBrowserSession();

const DESKTOP = { width: 1280, height: 900 };
const MOBILE = { width: 375, height: 812 };
const PHONE_390 = { width: 390, height: 844 };

/** A first visit: no cookie choice yet. The banner's first paint time is recorded for the 1.5 s check. */
async function firstVisit(path = "/about", viewport = DESKTOP) {
  const opened = await session.open(viewport, { cookieChoice: "none" });
  const otherOrigins: string[] = [];
  opened.page.on("request", (request) => {
    if (!request.url().startsWith(server.baseUrl) && !request.url().startsWith("data:")) {
      otherOrigins.push(request.url());
    }
  });
  await opened.context.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (document.getElementById("cookie-banner-heading")) {
        (window as unknown as { bannerShownAt: number }).bannerShownAt = performance.now();
        observer.disconnect();
      }
    }).observe(document, { childList: true, subtree: true });
  });
  await opened.page.goto(`${server.baseUrl}${path}`);
  return { ...opened, otherOrigins };
}

const banner = (page: Page) => page.getByRole("region", { name: "Cookies on BuildCompare" });
const settingsButton = (page: Page) => page.getByRole("button", { name: "Cookie Settings" });
const toast = (page: Page, title: string) => page.locator("[data-sonner-toast]").filter({ hasText: title });

async function consentCookie(page: Page): Promise<string | undefined> {
  const cookies = await page.context().cookies(server.baseUrl);
  return cookies.find((c) => c.name === "bc_consent")?.value;
}

describe("cookie consent", () => {
  it("shows the banner 1.5 s after load, axe clean on desktop and phone", async () => {
    for (const viewport of [DESKTOP, MOBILE]) {
      const { page } = await firstVisit("/about", viewport);
      await banner(page).waitFor();
      const shownAt = await page.evaluate(() => (window as unknown as { bannerShownAt: number }).bannerShownAt);
      expect(shownAt).toBeGreaterThanOrEqual(1500);
      expect(await settingsButton(page).count()).toBe(0);
      expect(await axeViolations(page)).toEqual([]);
      await session.current!.context.close();
    }
  });

  it("Accept All: thanks, remembers the choice across visits and leaves the settings button", async () => {
    const { page } = await firstVisit();
    await banner(page).getByRole("button", { name: "Accept All" }).click();
    await toast(page, "Cookies accepted").getByText("Thank you for accepting cookies").waitFor();
    expect(await banner(page).count()).toBe(0);
    expect(await consentCookie(page)).toBe("v1.a1.m1");
    await settingsButton(page).waitFor();

    await page.goto(`${server.baseUrl}/contact`);
    await settingsButton(page).waitFor();
    // The banner's timer would have fired by now; the settings button proves the page is interactive.
    await page.waitForFunction(() => performance.now() > 2000);
    expect(await banner(page).count()).toBe(0);
  });

  it("Decline keeps essential cookies only", async () => {
    const { page } = await firstVisit();
    await banner(page).getByRole("button", { name: "Decline" }).click();
    await toast(page, "Cookies declined")
      .getByText("We respect your choice. Only essential cookies will be used.")
      .waitFor();
    expect(await consentCookie(page)).toBe("v1.a0.m0");
  });

  it("Save Preferences stores the switches as set", async () => {
    const { page } = await firstVisit();
    await banner(page).getByRole("switch", { name: "Analytics" }).check();
    await banner(page).getByRole("button", { name: "Save Preferences" }).click();
    await toast(page, "Preferences saved").getByText("Your cookie preferences have been saved").waitFor();
    expect(await consentCookie(page)).toBe("v1.a1.m0");
  });

  it("reopens the choice in a dialog that traps focus, saves, and returns focus to the button", async () => {
    const { page } = await firstVisit();
    await banner(page).getByRole("button", { name: "Decline" }).click();
    await settingsButton(page).focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Cookie Settings" });
    await dialog.waitFor();
    const essential = dialog.getByRole("switch", { name: "Essential" });
    expect(await essential.isChecked()).toBe(true);
    expect(await essential.isDisabled()).toBe(true);
    expect(await dialog.getByRole("switch", { name: "Marketing" }).isChecked()).toBe(false);
    expect(await axeViolations(page)).toEqual([]);

    for (let i = 0; i < 8; i++) {
      await page.keyboard.press("Tab");
      expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });
    // Radix hands focus back a task after the dialog leaves the page.
    await expect.poll(() => settingsButton(page).evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await consentCookie(page)).toBe("v1.a0.m0");

    await page.keyboard.press("Enter");
    await dialog.getByRole("switch", { name: "Marketing" }).check();
    await dialog.getByRole("button", { name: "Save Preferences" }).click();
    await toast(page, "Preferences saved").waitFor();
    await dialog.waitFor({ state: "detached" });
    expect(await consentCookie(page)).toBe("v1.a0.m1");
    await expect.poll(() => settingsButton(page).evaluate((el) => el === document.activeElement)).toBe(true);
  });

  it("sets no other cookie and calls no other site, whatever the choice", async () => {
    const { page, otherOrigins } = await firstVisit("/");
    await banner(page).getByRole("button", { name: "Accept All" }).click();
    await toast(page, "Cookies accepted").waitFor();
    await page.goto(`${server.baseUrl}/products`);
    await settingsButton(page).waitFor();
    expect((await page.context().cookies()).map((c) => c.name)).toEqual(["bc_consent"]);
    expect(otherOrigins).toEqual([]);
  });
});

/** The button's box and whether it is painted, with the boxes of every price ("£…") on the page. */
async function buttonOverPrices(page: Page) {
  return page.evaluate(() => {
    const button = [...document.querySelectorAll("button")].find((b) => b.textContent === "Cookie Settings")!;
    const box = button.getBoundingClientRect();
    const painted = getComputedStyle(button).opacity !== "0";
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const covered: string[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!/£\s?\d/.test(node.textContent ?? "")) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const r of range.getClientRects()) {
        const meets = r.left < box.right && r.right > box.left && r.top < box.bottom && r.bottom > box.top;
        if (meets && r.width > 0) covered.push(node.textContent!.trim());
      }
    }
    return { painted, covered, state: button.dataset.state ?? null };
  });
}

/**
 * Scrolls to `top` and waits until the button has looked again after the scroll (it leaves its
 * "scrolling" state), counting those looks in the page so no state is missed between polls.
 */
async function scrollAndSettle(page: Page, top: number): Promise<string | null> {
  const before = await page.evaluate(() => {
    const w = window as unknown as { settles?: number };
    if (w.settles === undefined) {
      w.settles = 0;
      const button = [...document.querySelectorAll("button")].find((b) => b.textContent === "Cookie Settings")!;
      let scrolling = false;
      new MutationObserver(() => {
        if (button.dataset.state === "scrolling") scrolling = true;
        else if (scrolling) {
          scrolling = false;
          w.settles! += 1;
        }
      }).observe(button, { attributes: true, attributeFilter: ["data-state"] });
    }
    return w.settles;
  });
  await page.evaluate((y) => window.scrollTo({ top: y, behavior: "instant" }), top);
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { settles: number }).settles), { interval: 25 })
    .toBeGreaterThan(before);
  return settingsButton(page).getAttribute("data-state");
}

const maxScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollHeight - innerHeight);

describe("the floating 'Cookie Settings' button", () => {
  it.each([["/product/:id"], ["/search?q=cement"]])(
    "never covers a price at 390px on %s, and shows at the end of the page",
    async (path) => {
      const { page } = await session.open(PHONE_390);
      await page.goto(`${server.baseUrl}${path.replace(":id", String(server.seeded.productId))}`);
      await settingsButton(page).waitFor({ state: "attached" });
      const end = await maxScroll(page);
      expect(end).toBeGreaterThan(1000);
      const states = new Set<string | null>();
      for (let y = 80; y < end; y += 80) {
        states.add(await scrollAndSettle(page, y));
        const seen = await buttonOverPrices(page);
        if (seen.painted) expect(seen.covered, `at ${y}px`).toEqual([]);
      }
      expect([...states].sort()).toEqual(["covering", "shown"]);
      // At the very end the footer keeps the corner free, so the button is always there.
      expect(await scrollAndSettle(page, end)).toBe("shown");
      // The button fades in: its opacity is still 0 for a moment after its state says shown.
      await expect.poll(async () => (await buttonOverPrices(page)).painted).toBe(true);
      expect(await axeViolations(page)).toEqual([]);
    },
  );

  it("stays reachable by keyboard while it steps aside for content", async () => {
    const { page } = await session.open(PHONE_390);
    await page.goto(`${server.baseUrl}/product/${server.seeded.productId}`);
    await settingsButton(page).waitFor({ state: "attached" });
    let y = 60;
    while ((await scrollAndSettle(page, y)) !== "covering") y += 60;
    // It fades out: poll until the fade has finished.
    await expect.poll(async () => (await buttonOverPrices(page)).painted).toBe(false);
    await settingsButton(page).focus();
    await expect.poll(async () => (await buttonOverPrices(page)).painted).toBe(true);
    await page.keyboard.press("Enter");
    await page.getByRole("dialog", { name: "Cookie Settings" }).waitFor();
  });

  it("hides while the page scrolls and comes back 600 ms after scrolling stops", async () => {
    const { page } = await session.open(PHONE_390);
    await page.clock.install();
    await page.goto(`${server.baseUrl}/product/${server.seeded.productId}`);
    await settingsButton(page).waitFor({ state: "attached" });
    expect(await scrollAndSettle(page, await maxScroll(page))).toBe("shown");

    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    await page.evaluate(() => window.scrollBy({ top: -2, behavior: "instant" }));
    await expect.poll(() => settingsButton(page).getAttribute("data-state")).toBe("scrolling");
    await expect.poll(async () => (await buttonOverPrices(page)).painted).toBe(false);
    await page.clock.runFor(599);
    expect(await settingsButton(page).getAttribute("data-state")).toBe("scrolling");
    await page.clock.runFor(1);
    await expect.poll(() => settingsButton(page).getAttribute("data-state")).toBe("shown");
    await expect.poll(async () => (await buttonOverPrices(page)).painted).toBe(true);
  });
});
