import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { FIELD_MAX_LENGTHS, type LimitedField } from "./form-limits";
import { ContactSchema, QuoteSchema, SubscribeSchema } from "./form-schemas";

const VALID = {
  contact: { name: "Sam", email: "sam@example.co.uk", subject: "Feed", message: "Hello" },
  quote: {
    name: "Priya",
    email: "priya@example.co.uk",
    phone: "",
    projectType: "Extension",
    location: "Leeds",
    budget: "<£5k",
    timeline: "ASAP",
    details: "",
  },
  subscribe: { email: "jo@example.co.uk", list: "deals" },
};

/** A value of exactly `length` characters that the field accepts when short enough. */
function filler(field: LimitedField, length: number): string {
  if (field === "email") return `a@${"b".repeat(length - 8)}.co.uk`;
  if (field === "phone") return "0".repeat(length);
  return "x".repeat(length);
}

const forms: [string, z.ZodObject, Record<string, string>][] = [
  ["contact", ContactSchema, VALID.contact],
  ["quote", QuoteSchema, VALID.quote],
  ["subscribe", SubscribeSchema, VALID.subscribe],
];

describe.each(forms)("the %s schema", (_name, schema, valid) => {
  const limited = Object.keys(schema.shape).filter((field): field is LimitedField => field in FIELD_MAX_LENGTHS);

  it("accepts its valid example", () => {
    expect(schema.safeParse(valid).success).toBe(true);
  });

  it("accepts each text field at the limit its input's maxLength shows, and refuses one character more", () => {
    expect(limited.length).toBeGreaterThan(0);
    for (const field of limited) {
      const max = FIELD_MAX_LENGTHS[field];
      expect(schema.safeParse({ ...valid, [field]: filler(field, max) }).success, field).toBe(true);
      const over = schema.safeParse({ ...valid, [field]: filler(field, max + 1) });
      expect(over.success, field).toBe(false);
      expect(over.error?.issues.map((issue) => issue.path[0])).toEqual([field]);
    }
  });
});

describe("the schemas' text fields", () => {
  it("all have a limit, so every input can show one", () => {
    const textFields = [ContactSchema, QuoteSchema, SubscribeSchema].flatMap((schema) =>
      Object.keys(schema.shape).filter((field) => !["projectType", "budget", "timeline", "list"].includes(field)),
    );
    expect(textFields.filter((field) => !(field in FIELD_MAX_LENGTHS))).toEqual([]);
  });
});

describe("the schemas' free text", () => {
  it("refuses NUL and other control characters with a message on that field", () => {
    for (const [field, value] of [
      ["name", "Sa\u0000m"],
      ["subject", "Fe\u001bed"],
      ["message", "Hel\u007flo"],
      ["message", "Hel\u0085lo"],
    ] as const) {
      const parsed = ContactSchema.safeParse({ ...VALID.contact, [field]: value });
      expect(parsed.success, JSON.stringify(value)).toBe(false);
      expect(parsed.error?.issues.map((issue) => [issue.path[0], issue.message])).toEqual([
        [field, expect.stringContaining("characters we cannot accept")],
      ]);
    }
  });

  it("collapses line breaks in one-line fields and keeps them (and tabs) in the message", () => {
    const parsed = ContactSchema.parse({
      ...VALID.contact,
      name: "Sam \r\n Bcc: someone@example.com",
      subject: "Price\nquestion",
      message: "Line one\r\n\tLine two",
    });
    expect(parsed).toMatchObject({
      name: "Sam Bcc: someone@example.com",
      subject: "Price question",
      message: "Line one\r\n\tLine two",
    });
    expect(QuoteSchema.parse({ ...VALID.quote, location: "Leeds\r\nLS1", details: "a\nb" })).toMatchObject({
      location: "Leeds LS1",
      details: "a\nb",
    });
  });

  it("strips bidirectional overrides and isolates, and still requires something typed", () => {
    expect(ContactSchema.parse({ ...VALID.contact, name: "\u202eSam\u2066 Smith\u2069" }).name).toBe("Sam Smith");
    const onlyOverrides = ContactSchema.safeParse({ ...VALID.contact, name: "\u202e\u202d" });
    expect(onlyOverrides.error?.issues.map((issue) => issue.message)).toEqual(["Enter your name."]);
  });
});
