import { describe, expect, it } from "vitest";
import { readForm } from "./read-form.server.ts";

const post = (body: string, contentType: string) =>
  new Request("https://www.buildcompare.test/contact", {
    method: "POST",
    headers: { "content-type": contentType },
    body,
  });

/** The status of what readForm threw (React Router's `data()`), or null when it read the form. */
async function refusal(request: Request): Promise<number | null> {
  try {
    await readForm(request);
    return null;
  } catch (error) {
    const init = (error as { init?: { status?: number } | null }).init;
    return init?.status ?? -1;
  }
}

describe("readForm", () => {
  it("reads a well-formed multipart form like an encoded one", async () => {
    const body = '--zz\r\nContent-Disposition: form-data; name="name"\r\n\r\nSam\r\n--zz--\r\n';
    await expect(readForm(post(body, "multipart/form-data; boundary=zz"))).resolves.toMatchObject({
      fields: { name: "Sam" },
      fromBot: false,
    });
    expect((await readForm(post("name=Sam", "application/x-www-form-urlencoded"))).fields).toEqual({ name: "Sam" });
  });

  it("answers 400 for a multipart body that does not parse", async () => {
    expect(await refusal(post("no boundary", "multipart/form-data"))).toBe(400);
    expect(
      await refusal(
        post('--zz\r\nContent-Disposition: form-data; name="a"\r\n\r\nx', "multipart/form-data; boundary=zz"),
      ),
    ).toBe(400);
  });
});
