import { describe, expect, it } from "vitest";
import { action } from "./newsletter";
import { NEWSLETTER_NOT_OPEN } from "~/components/newsletter/newsletter-result";

const SITE_URL = "https://www.buildcompare.test";

async function post(fields: Record<string, string>) {
  const request = new Request("http://127.0.0.1:3000/newsletter", {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields),
  });
  const result = await action({ request, context: { env: { SITE_URL } }, params: {} } as unknown as Parameters<
    typeof action
  >[0]);
  return { status: result.init?.status ?? 200, body: result.data };
}

describe("newsletter action", () => {
  it("answers honestly that nothing was stored, and where to go back to", async () => {
    expect(await post({ email: "  Builder@Example.co.uk ", returnTo: "/product/7" })).toEqual({
      status: 200,
      body: { status: "not-open", message: NEWSLETTER_NOT_OPEN, returnTo: "/product/7" },
    });
  });

  it.each<[Record<string, string>, string]>([
    [{}, "Enter your email address."],
    [{ email: "   " }, "Enter your email address."],
    [{ email: "builder@" }, "Enter a valid email address, like name@example.co.uk."],
    [{ email: `${"a".repeat(250)}@example.com` }, "That email address is too long."],
  ])("gives a field message for %j and keeps what was typed", async (fields, fieldError) => {
    const { status, body } = await post({ ...fields, returnTo: "//evil.example" });
    expect(status).toBe(200);
    expect(body).toEqual({ status: "invalid", email: (fields.email ?? "").slice(0, 254), fieldError, returnTo: "/" });
  });
});
