import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { setUpBrowserSession, setUpE2eServer } from "./support/suite.ts";
import { axeViolations } from "./support/browser.ts";

const server = setUpE2eServer(async () => ({}));
const session = setUpBrowserSession();

const DESKTOP = { width: 1280, height: 900 };
const MOBILE = { width: 375, height: 812 };

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
