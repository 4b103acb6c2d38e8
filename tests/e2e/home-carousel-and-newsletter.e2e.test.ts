import { describe, expect, it } from "vitest";
import { axeViolations } from "./support/browser.ts";
import { newsletterCheckInbox } from "../../shared/newsletter-result.ts";
import { setUpHomePage, hero, shownSlide, carouselReady } from "./support/home-fixture.ts";

const { server, session, open } = setUpHomePage();

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
