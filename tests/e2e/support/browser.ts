import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";
import { AxeBuilder } from "@axe-core/playwright";

/** Debian's Chromium, for the e2e tests and bench:lighthouse. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
/** The networking flags stop it probing the (closed) network. */
export const CHROMIUM_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
}

export interface TestPage {
  context: BrowserContext;
  page: Page;
  /** Console errors and uncaught page errors seen so far; a test fails when any remain. */
  errors: string[];
  /** Chromium logs a console error for any 404 document; call this before visiting a URL meant to 404. */
  expectNotFound(url: string): void;
  /** A console error this test provokes on purpose (e.g. a faked failing request) is not counted. */
  expectConsoleError(pattern: RegExp): void;
}

export async function openPage(
  browser: Browser,
  viewport = { width: 1280, height: 900 },
  options: {
    javaScriptEnabled?: boolean;
    reducedMotion?: "reduce" | "no-preference";
    /** "made" (default): a returning visitor who has answered the cookie banner, so it never covers a test's clicks. */
    cookieChoice?: "made" | "none";
  } = {},
): Promise<TestPage> {
  const context = await browser.newContext({
    viewport,
    locale: "en-GB",
    timezoneId: "Europe/London",
    javaScriptEnabled: options.javaScriptEnabled ?? true,
    reducedMotion: options.reducedMotion ?? "no-preference",
  });
  if ((options.cookieChoice ?? "made") === "made") {
    await context.addCookies([{ name: "bc_consent", value: "v1.a0.m0", domain: "127.0.0.1", path: "/" }]);
  }
  const page = await context.newPage();
  const errors: string[] = [];
  const notFound = new Set<string>();
  const expected: RegExp[] = [];
  page.on("console", (message) => {
    if (message.type() !== "error") return;
    const { url } = message.location();
    if (notFound.has(url) && message.text().includes("status of 404")) return;
    if (expected.some((pattern) => pattern.test(message.text()))) return;
    errors.push(`console: ${message.text()} (${url})`);
  });
  page.on("pageerror", (error) => errors.push(`pageerror: ${error.message}`));
  return {
    context,
    page,
    errors,
    expectNotFound: (url) => notFound.add(url),
    expectConsoleError: (pattern) => expected.push(pattern),
  };
}

/** Axe violations as short readable lines, so a failing assertion says what to fix. */
export async function axeViolations(page: Page): Promise<string[]> {
  await holdToasts(page);
  await settleAnimations(page);
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
    .analyze();
  return results.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help} — ${v.nodes
        .map((n) => n.target.join(" "))
        .slice(0, 5)
        .join(", ")}`,
  );
}

/**
 * Holds matching requests until released, so a loading state can be observed without sleeps.
 * Client-side navigations load their data from `<path>.data`.
 */
export async function holdRequests(page: Page, pattern: RegExp): Promise<{ release: () => void }> {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    await gate;
    await route.continue();
  });
  return { release: () => release() };
}

/**
 * Keeps any toast on screen while axe runs: the analysis can take seconds on a loaded machine, and a toast
 * that starts fading out midway fails colour contrast (CI failed once that way). sonner pauses every toast's
 * timer while the pointer is over its list, so the pointer goes there; the list expands as on hover, and
 * settleAnimations then waits for that to end.
 */
async function holdToasts(page: Page): Promise<void> {
  const box = await page.evaluate(() => {
    const toast = document.querySelector("[data-sonner-toast]:not([data-removed='true'])");
    if (!toast) return null;
    const { x, y, width, height } = toast.getBoundingClientRect();
    return { x: x + width / 2, y: y + height / 2 };
  });
  if (box) await page.mouse.move(box.x, box.y);
}

/**
 * Waits for the page to be still before axe measures colour contrast on what is painted (a half-faded
 * toast or button fails it):
 * - the floating cookie button has mounted (it loads after the page) and, hidden while the page scrolls, has
 *   looked again (a fill or click that scrolled the page starts its 600 ms wait, and its fade-in would start
 *   mid-analysis);
 * - running CSS transitions and finite animations have ended, checked again (two frames on) until none
 *   are left, since a state change or one ending can start another. Endless animations (spinners,
 *   skeleton pulses) are left running.
 */
async function settleAnimations(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const button = document.querySelector('[aria-label="Cookie choices"] button');
    // A returning visitor's button mounts after the page has loaded (deferred-cookie-consent.tsx): wait for it
    // whenever the page's scripts run and a choice is stored (an unreadable one brings the banner instead), so its
    // fade-in cannot start mid-analysis.
    const asking = document.getElementById("cookie-banner-heading") !== null;
    if (!button && !asking && "__reactRouterRouteModules" in window && document.cookie.includes("bc_consent=")) {
      return false;
    }
    return button?.getAttribute("data-state") !== "scrolling";
  });
  await page.evaluate(async () => {
    const running = () =>
      document
        .getAnimations()
        .filter(
          (animation) =>
            animation.playState === "running" && animation.effect?.getComputedTiming().endTime !== Infinity,
        );
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    // At most a few rounds: a page that chains animations forever must not hang the test.
    for (let round = 0; round < 10; round++) {
      // Two frames first: a change made in the last one (a ResizeObserver's answer, a toast just mounted)
      // has started its transition by then.
      await frame();
      await frame();
      const finite = running();
      if (finite.length === 0) return;
      await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
    }
  });
}
