import { describe, expect, it } from "vitest";
import { action, loader } from "./preferences.vat";
import { formPost } from "../../tests/setup/form-post.ts";
import { priceDisplayFromCookie } from "../../shared/price-display";

type ActionArgs = Parameters<typeof action>[0];
const post = (fields: Record<string, string>, origin?: string) =>
  action({ request: formPost("/preferences/vat", fields, origin) } as ActionArgs);

/** React Router's data() answer: { data, init }. */
function unwrap(value: unknown) {
  const d = value as { data: unknown; init: { status?: number; headers?: Record<string, string> } | null };
  return { status: d.init?.status ?? 200, data: d.data, headers: new Headers(d.init?.headers) };
}

describe("POST /preferences/vat", () => {
  it("without JavaScript: sets the cookie and sends the visitor back to the page it was on", async () => {
    const answer = (await post({ prices: "ex-vat", returnTo: "/product/7?range=30d" })) as Response;
    expect(answer.status).toBe(303);
    expect(answer.headers.get("Location")).toBe("/product/7?range=30d");
    expect(priceDisplayFromCookie(answer.headers.get("Set-Cookie")!.split(";")[0])).toBe("ex-vat");
    expect(answer.headers.get("Set-Cookie")).not.toContain("Secure");
  });

  it("never redirects off the site", async () => {
    const answer = (await post({ prices: "ex-vat", returnTo: "//evil.example/" })) as Response;
    expect(answer.headers.get("Location")).toBe("/");
  });

  it("with JavaScript (no returnTo): answers the choice, marks the cookie Secure over https", async () => {
    const answer = unwrap(await post({ prices: "inc-vat" }, "https://www.buildcompare.test"));
    expect(answer).toMatchObject({ status: 200, data: { prices: "inc-vat" } });
    expect(answer.headers.get("Set-Cookie")).toBe("bc_prices=; Max-Age=0; Path=/; SameSite=Lax; Secure");
  });

  it("refuses an unknown choice with 400 and the reason, setting nothing", async () => {
    const answer = (await post({ prices: "cheapest", returnTo: "/" })) as Response;
    expect(answer.status).toBe(400);
    expect(await answer.text()).toBe('Choose "inc-vat" or "ex-vat" for prices.');
    expect(answer.headers.get("Set-Cookie")).toBeNull();
  });

  it("sends a GET to the home page", () => {
    expect((loader() as Response).headers.get("Location")).toBe("/");
  });
});
