import { describe, expect, it } from "vitest";
import { action } from "./price-comparison";

/** The list form as the page posts it (project-list.tsx): the list's address fields, the boxes and the button. */
async function post(fields: Record<string, string>): Promise<unknown> {
  const request = new Request("https://buildcompare.test/price-comparison", {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields),
  });
  try {
    return await action({ request, context: {}, params: {} } as never);
  } catch (thrown) {
    if (thrown instanceof Response) return { status: thrown.status, location: thrown.headers.get("Location") };
    throw thrown;
  }
}

const list = { items: "11:2,12:4,13:1", name: "Loft", max: "2" };

describe("the price comparison list form (no JavaScript)", () => {
  it("applies the boxes' quantities and redirects to the list's new address, keeping name and limit", async () => {
    expect(await post({ ...list, intent: "update", "qty-11": "5", "qty-12": " 4 ", "qty-13": "1" })).toEqual({
      status: 302,
      location: "/price-comparison?items=11:5,12:4,13:1&max=2&name=Loft",
    });
  });

  it("removes one line, with any quantity changed beside it", async () => {
    expect(await post({ ...list, intent: "remove:12", "qty-11": "3", "qty-12": "4", "qty-13": "1" })).toEqual({
      status: 302,
      location: "/price-comparison?items=11:3,13:1&max=2&name=Loft",
    });
    // A bad box on the line being removed does not stop the removal.
    expect(await post({ ...list, intent: "remove:12", "qty-11": "2", "qty-12": "zero", "qty-13": "1" })).toEqual({
      status: 302,
      location: "/price-comparison?items=11:2,13:1&max=2&name=Loft",
    });
  });

  it("clears the list and keeps its name and limit", async () => {
    expect(await post({ ...list, intent: "clear", "qty-11": "0" })).toEqual({
      status: 302,
      location: "/price-comparison?max=2&name=Loft",
    });
  });

  it("changes nothing when a box is wrong, and sends back what was typed with the reason", async () => {
    const answer = await post({ ...list, intent: "update", "qty-11": "0", "qty-12": "4.5", "qty-13": "2" });
    expect(answer).toEqual({
      message: "Some quantities need fixing: nothing was changed",
      errors: {
        11: "Enter a whole number from 1 to 100,000",
        12: "Enter a whole number from 1 to 100,000",
      },
      values: { 11: "0", 12: "4.5" },
    });
  });

  it("keeps a line whose box was not sent, and refuses a form it cannot read", async () => {
    expect(await post({ ...list, intent: "update", "qty-11": "7" })).toEqual({
      status: 302,
      location: "/price-comparison?items=11:7,12:4,13:1&max=2&name=Loft",
    });
    const refused = (await post({ ...list, intent: "drop table" })) as { data: unknown; init: { status: number } };
    expect([refused.init.status, refused.data]).toEqual([
      400,
      { message: "The list form was not understood: reload the page and try again", errors: {}, values: {} },
    ]);
  });
});
