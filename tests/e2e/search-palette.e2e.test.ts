import { describe, expect, it } from "vitest";
import {
  setUpSearchPalette,
  PRODUCTS,
  POPULAR,
  searchBox,
  palette,
  section,
  optionsIn,
  openPalette,
  resultsHeading,
  suggestResponse,
  typeAndWaitForSuggestions,
  optionNames,
  expectedSuggestions,
  sectionNames,
  recentInStorage,
} from "./support/search-palette-fixture.ts";

const { server, openProductPage, session } = setUpSearchPalette();

describe("header search palette", () => {
  it("opens on focus with popular and recent searches, then adds the server's suggestions as you type", async () => {
    const page = await openProductPage();
    await page.evaluate(() => localStorage.setItem("recentSearches", JSON.stringify(["ply", "sharp sand"])));
    expect(await palette(page).count()).toBe(0);

    await openPalette(page);
    const combobox = page.getByRole("combobox", { name: "Search building materials" });
    expect(await combobox.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await combobox.getAttribute("aria-expanded")).toBe("true");
    expect(await combobox.getAttribute("aria-controls")).toBe(await palette(page).getAttribute("id"));
    expect(await sectionNames(page)).toEqual(["Recent Searches", "Popular Searches"]);
    expect(await optionsIn(page, "Recent Searches")).toEqual(["ply", "sharp sand"]);
    expect(await optionsIn(page, "Popular Searches")).toEqual(POPULAR);

    const body = await typeAndWaitForSuggestions(page, "cem");
    const { suggestions } = body;
    expect(suggestions).toContain("General Purpose Cement 25kg");
    expect(await optionNames(page, "Suggestions")).toEqual(expectedSuggestions(body));
    // Recent and popular searches are filtered by the text (no recent one contains "cem"), and a
    // popular search the server already suggests is not repeated.
    const popularShown = suggestions.some((s) => s.toLowerCase() === "cement") ? [] : ["cement"];
    expect(await sectionNames(page)).toEqual(["Suggestions", ...(popularShown.length ? ["Popular Searches"] : [])]);
    if (popularShown.length) expect(await optionsIn(page, "Popular Searches")).toEqual(popularShown);

    await searchBox(page).fill("sand");
    await section(page, "Recent Searches").getByRole("option", { name: "sharp sand" }).waitFor();
    await searchBox(page).fill("zzqx");
    await palette(page).getByText("No results found.").waitFor();
  });

  it("opens with '/' from the page, but not while typing in another field", async () => {
    const page = await openProductPage();
    await page.getByRole("heading", { level: 1 }).click();
    await page.keyboard.press("/");
    // Typed straight away, possibly while the palette is still loading: no keystroke is lost.
    await page.keyboard.type("pla");
    await palette(page).waitFor();
    const combobox = page.getByRole("combobox", { name: "Search building materials" });
    expect(await combobox.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await combobox.inputValue()).toBe("pla");
    await palette(page).getByRole("option", { name: "plasterboard", exact: true }).waitFor();

    await page.keyboard.press("Escape");
    await palette(page).waitFor({ state: "detached" });
    const email = page.getByRole("contentinfo").getByRole("textbox").first();
    await email.click();
    await page.keyboard.type("a/b");
    expect(await email.inputValue()).toBe("a/b");
    expect(await palette(page).count()).toBe(0);
  });

  it("opens a suggested product itself, shown with its image, category and price", async () => {
    const page = await openProductPage();
    await openPalette(page);
    const general = await typeAndWaitForSuggestions(page, "general");
    expect(general.products[0]!.name).toBe(PRODUCTS[0]!.name);
    const generalOption = section(page, "Suggestions").getByRole("option", {
      name: "General Purpose Cement 25kg, Cement, from £5.00",
      exact: true,
    });
    expect(await generalOption.locator("img").getAttribute("src")).toBe("/demo-images/cement-bag.svg");

    await searchBox(page).fill("");
    const { products } = await typeAndWaitForSuggestions(page, "rapid");
    expect(products.map((p) => p.name)).toEqual(["Rapid Set Cement 20kg"]);
    const option = section(page, "Suggestions").getByRole("option", {
      name: "Rapid Set Cement 20kg, Cement, from £6.00",
      exact: true,
    });
    expect(await option.innerText()).toBe("Rapid Set Cement 20kg\nCement · from £6.00");

    await option.click();
    await page.waitForURL(`${server.baseUrl}/product/${server.seeded.rapidSetId}`);
    await page.getByRole("heading", { level: 1, name: "Rapid Set Cement 20kg" }).waitFor();
    expect(await palette(page).count()).toBe(0);
    expect(await searchBox(page).inputValue()).toBe("");
    // Opening a product is not a search: nothing is added to the recent searches.
    expect(await recentInStorage(page)).toBeNull();
  });

  it("goes to the results for a chosen search suggestion, closes and remembers it", async () => {
    const page = await openProductPage();
    await openPalette(page);
    const body = await typeAndWaitForSuggestions(page, "cem");
    const productNames = new Set(body.products.map((p) => p.name));
    const chosen = body.suggestions.find((s) => !productNames.has(s))!;
    expect(chosen).toBe("cement");

    await section(page, "Suggestions").getByRole("option", { name: chosen, exact: true }).click();
    await page.waitForURL(`${server.baseUrl}/search?q=${encodeURIComponent(chosen)}`);
    await resultsHeading(page, chosen).waitFor();
    expect(await palette(page).count()).toBe(0);
    expect(await searchBox(page).inputValue()).toBe(chosen);
    expect(await recentInStorage(page)).toEqual([chosen]);
  });

  it("keeps the 5 latest searches, newest first and without duplicates, across reloads", async () => {
    const page = await openProductPage();
    for (const q of ["cement", "timber", "sharp sand", "osb board", "plywood", "CEMENT"]) {
      await openPalette(page);
      await searchBox(page).fill(q);
      await searchBox(page).press("Enter");
      await resultsHeading(page, q).waitFor();
    }
    const expected = ["CEMENT", "plywood", "osb board", "sharp sand", "timber"];
    expect(await recentInStorage(page)).toEqual(expected);

    await page.reload();
    await resultsHeading(page, "CEMENT").waitFor();
    await openPalette(page);
    await searchBox(page).fill("");
    expect(await optionsIn(page, "Recent Searches")).toEqual(expected);
    // Popular searches already listed as recent are not repeated.
    expect(await optionsIn(page, "Popular Searches")).toEqual(["scaffold board", "plasterboard", "bricks"]);
  });

  it("refuses a search under 2 characters with the error toast and stays put", async () => {
    const page = await openProductPage();
    const url = page.url();
    await openPalette(page);
    await searchBox(page).fill(" a ");
    await searchBox(page).press("Enter");
    const toast = page.getByRole("region", { name: /Notifications/ }).getByRole("listitem");
    await toast.filter({ hasText: "Search query too short" }).waitFor();
    expect(await toast.getByText("Please enter at least 2 characters to search").isVisible()).toBe(true);
    expect(page.url()).toBe(url);
    expect(await recentInStorage(page)).toBeNull();
  });

  it("keeps the last suggestions and only warns when a suggestion request fails", async () => {
    const page = await openProductPage();
    session.current!.expectConsoleError(/Failed to load resource: the server responded with a status of 500/);
    await openPalette(page);
    await typeAndWaitForSuggestions(page, "cem");
    const before = await optionNames(page, "Suggestions");

    await page.route("**/api/suggest?*", (route) =>
      route.fulfill({ status: 500, contentType: "application/json", body: '{"error":"boom"}' }),
    );
    const failed = suggestResponse(page, "ceme");
    const warned = page.waitForEvent("console", (m) => m.type() === "warning" && m.text().includes('"ceme" failed'));
    await searchBox(page).pressSequentially("e");
    expect((await failed).status()).toBe(500);
    await warned;
    expect(await optionNames(page, "Suggestions")).toEqual(before);
    expect(session.current!.errors).toEqual([]);
  });

  it("on the results page, follows the typed text in the address bar without navigating", async () => {
    const page = await openProductPage();
    const productUrl = page.url();
    await openPalette(page);
    await searchBox(page).fill("cement");
    await searchBox(page).press("Enter");
    await resultsHeading(page, "cement").waitFor();
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    const historyLength = await page.evaluate(() => history.length);

    await searchBox(page).fill("sharp sa");
    await page.waitForFunction(() => location.search === "?q=sharp%20sa");
    expect(await resultsHeading(page, "cement").isVisible()).toBe(true);
    expect(await page.evaluate(() => history.length)).toBe(historyLength);
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);

    await searchBox(page).fill("cement");
    await page.waitForFunction(() => location.search === "?q=cement");
    await searchBox(page).fill("sharp sand");
    await page.waitForFunction(() => location.search === "?q=sharp%20sand");
    await searchBox(page).press("Enter");
    await resultsHeading(page, "sharp sand").waitFor();
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
    // The rewritten entry was replaced by the new results, so Back leaves the search.
    await page.goBack();
    await page.waitForURL(productUrl);
    await page.getByRole("heading", { level: 1, name: PRODUCTS[0]!.name }).waitFor();
  });
});
