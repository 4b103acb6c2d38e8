import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { sql } from "drizzle-orm";
import type { Db } from "../../server/db/client.server.ts";
import { queryRows } from "../../server/db/query-rows.server.ts";
import { setUpBrowserSession, setUpE2eServer } from "./support/suite.ts";
import { axeViolations } from "./support/browser.ts";
import { openAsNewClient } from "./support/new-client.ts";
import { createMerchant, createOffer, createProduct } from "../setup/factories.ts";

async function seed(db: Db) {
  const merchant = await createMerchant(db, { name: "Harbour Builders" });
  const inStock = await createProduct(db, { name: "Sharp Sand 25kg Bag" });
  await createOffer(db, { productId: inStock.id, merchantId: merchant.id, price: 20, deliveryCost: 3 });
  const outOfStock = await createProduct(db, { name: "Cavity Closer 100mm" });
  await createOffer(db, { productId: outOfStock.id, merchantId: merchant.id, price: 8, availability: "out_of_stock" });
  return { inStock: inStock.id, outOfStock: outOfStock.id };
}

const server = setUpE2eServer(seed);
const session = setUpBrowserSession();

const open = (path: string, options: Parameters<typeof openAsNewClient>[3] = {}) =>
  openAsNewClient(session, server.baseUrl, path, options);

function alertBox(page: Page) {
  const box = page.getByRole("region", { name: "Price alert" });
  return {
    box,
    priceKind: box.getByRole("radio", { name: "When the price drops to my target" }),
    stockKind: box.getByRole("radio", { name: /When it's back in stock/ }),
    target: box.getByRole("textbox", { name: /Target price in £/ }),
    email: box.getByRole("textbox", { name: "Email address" }),
    submit: box.getByRole("button", { name: "Set alert" }),
  };
}

interface StoredAlert {
  status: string;
  kind: string;
  target_price: number | null;
  armed: boolean;
  token: string | null;
  unsubscribe_token: string;
}

/** The alert and the token of its newest confirmation e-mail, read from the outbox as the recipient would. */
const storedAlert = (email: string) =>
  server.whileStopped(async (db) => {
    const [row] = await queryRows<StoredAlert>(
      db,
      sql`select a.status, a.kind, a.target_price::float8 as target_price, a.armed, a.unsubscribe_token,
            (select substring(o.text_body from '/alerts/confirm\\?token=([A-Za-z0-9_-]{32})') from outbox o
             where o.to_address = a.email and o.kind = 'price-alert-confirmation' order by o.id desc limit 1) as token
          from price_alerts a where a.email = ${email}`,
    );
    return row;
  });

describe("price alerts", () => {
  it("sets a price alert in place, then confirms it only from the confirmation page's button", async () => {
    const page = await open(`/product/${server.seeded.inStock}`);
    session.current!.expectConsoleError(/status of 400/);
    const a = alertBox(page);
    expect(await a.priceKind.isChecked()).toBe(true);
    // 5% under today's lowest in-stock price of £20.00.
    expect(await a.target.inputValue()).toBe("19.00");

    await a.target.fill("18.5");
    await a.email.fill("buyer@example");
    await a.submit.click();
    await a.box.getByText("Enter a valid email address, like name@example.co.uk.").waitFor();
    expect(await a.email.inputValue()).toBe("buyer@example");
    expect(await a.target.inputValue()).toBe("18.5");
    expect(await a.email.getAttribute("aria-invalid")).toBe("true");

    await a.email.fill("buyer@example.co.uk");
    await a.submit.click();
    await a.box.getByText("We've sent a confirmation link to buyer@example.co.uk", { exact: false }).waitFor();
    expect(await axeViolations(page)).toEqual([]);

    const pending = await storedAlert("buyer@example.co.uk");
    expect(pending).toMatchObject({ status: "pending", kind: "price", target_price: 18.5 });
    const confirmPath = `/alerts/confirm?token=${pending!.token}`;

    // Mail scanners open links with GET and HEAD: neither confirms anything.
    expect((await fetch(`${server.baseUrl}${confirmPath}`, { method: "HEAD" })).status).toBe(200);
    const confirmPage = await open(confirmPath);
    await confirmPage.getByRole("heading", { name: "Confirm your alert" }).waitFor();
    await confirmPage
      .getByText("when a merchant's price is £18.50 or less for Sharp Sand 25kg Bag", { exact: false })
      .waitFor();
    expect((await storedAlert("buyer@example.co.uk"))!.status).toBe("pending");

    const reopened = await open(confirmPath);
    await reopened.getByRole("button", { name: "Confirm" }).click();
    await reopened.getByRole("heading", { name: "Your alert is set" }).waitFor();
    expect(await axeViolations(reopened)).toEqual([]);
    expect(await storedAlert("buyer@example.co.uk")).toMatchObject({
      status: "confirmed",
      armed: true,
      token: expect.any(String),
    });

    // The link is used up.
    const used = await open(confirmPath);
    await used.getByRole("heading", { name: "This link doesn't work" }).waitFor();
  });

  it("works without JavaScript: suggests back in stock when nothing is, and keeps what was typed on a bad post", async () => {
    const page = await open(`/product/${server.seeded.outOfStock}`, { javaScript: false });
    // The refused post is answered 400, which the browser logs; the page itself says what to fix.
    session.current!.expectConsoleError(/status of 400/);
    const a = alertBox(page);
    expect(await a.stockKind.isChecked()).toBe(true);
    expect(await a.target.inputValue()).toBe("");

    await a.email.fill("nojs@");
    await a.submit.click();
    await page.getByRole("heading", { name: "Your alert isn't set yet" }).waitFor();
    const form = page.locator("form", { has: page.getByRole("button", { name: "Set alert" }) });
    await form.getByText("Enter a valid email address, like name@example.co.uk.").waitFor();
    const email = form.getByRole("textbox", { name: "Email address" });
    expect(await email.inputValue()).toBe("nojs@");
    expect(await form.getByRole("radio", { name: /When it's back in stock/ }).isChecked()).toBe(true);

    await email.fill("nojs@example.co.uk");
    await form.getByRole("button", { name: "Set alert" }).click();
    await page.getByRole("heading", { name: "Check your inbox" }).waitFor();
    await page.getByText("We've sent a confirmation link to nojs@example.co.uk", { exact: false }).waitFor();
    expect(await page.getByRole("link", { name: "Back to the product" }).getAttribute("href")).toBe(
      `/product/${server.seeded.outOfStock}`,
    );
    expect(await storedAlert("nojs@example.co.uk")).toMatchObject({
      status: "pending",
      kind: "stock",
      target_price: null,
    });
  });

  it("unsubscribes from the page's button, and in one click from a mail app's POST", async () => {
    const page = await open(`/product/${server.seeded.inStock}`);
    const a = alertBox(page);
    await a.email.fill("leaver@example.co.uk");
    await a.submit.click();
    await a.box.getByText("We've sent a confirmation link to leaver@example.co.uk", { exact: false }).waitFor();
    // The box empties once the answer shows; choosing before that would be wiped.
    await expect.poll(() => a.email.inputValue()).toBe("");
    await a.stockKind.check();
    await a.email.fill("oneclick@example.co.uk");
    await a.submit.click();
    await a.box.getByText("We've sent a confirmation link to oneclick@example.co.uk", { exact: false }).waitFor();
    const leaver = await storedAlert("leaver@example.co.uk");
    const oneClick = await storedAlert("oneclick@example.co.uk");

    const unsubscribePath = `/alerts/unsubscribe?token=${leaver!.unsubscribe_token}`;
    const stopPage = await open(unsubscribePath);
    await stopPage.getByRole("heading", { name: "Stop this alert?" }).waitFor();
    expect((await storedAlert("leaver@example.co.uk"))!.status).toBe("pending");
    // The button is a plain form: it works without JavaScript.
    const reopened = await open(unsubscribePath, { javaScript: false });
    await reopened.getByRole("button", { name: "Unsubscribe" }).click();
    await reopened.getByRole("heading", { name: "This alert is stopped" }).waitFor();
    expect((await storedAlert("leaver@example.co.uk"))!.status).toBe("unsubscribed");

    // RFC 8058: the mail app posts from its own servers, with no page and no Origin header.
    const answer = await fetch(`${server.baseUrl}/alerts/unsubscribe?token=${oneClick!.unsubscribe_token}`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(answer.status).toBe(200);
    expect(await answer.text()).toContain("This alert is stopped");
    expect((await storedAlert("oneclick@example.co.uk"))!.status).toBe("unsubscribed");
  });
});
