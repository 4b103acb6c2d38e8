import { describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { queryRows } from "../db/query-rows.server.ts";
import { testDatabases } from "../../tests/setup/test-databases.ts";
import { routeTestContext } from "../../tests/setup/route-test-context.ts";
import { formPost } from "../../tests/setup/form-post.ts";
import { HONEYPOT_FIELD } from "../../shared/form-limits.ts";
import { enquiryAction } from "./enquiry-action.server.ts";
import { listEnquiries } from "./list-enquiries.server.ts";

const OPERATOR = "ops@buildcompare.test";

function unwrap(value: unknown): { status: number; body: Record<string, unknown> } {
  const d = value as { data: Record<string, unknown>; init: { status?: number } | null };
  return { status: d.init?.status ?? 200, body: d.data };
}

const QUOTE = {
  name: "Priya Shah",
  email: "Priya@Example.co.uk",
  phone: "07700 900123",
  projectType: "Extension",
  location: "Leeds LS6",
  budget: "£25k–£100k",
  timeline: "1–3 months",
  details: "Single-storey rear extension, 4 x 3 m, block and render.",
};

describe.each(testDatabases())("the enquiry action (contact and quote forms) on $name", (engine) => {
  const { database, context } = routeTestContext(engine, {
    env: { SITE_URL: "https://www.buildcompare.test", OPERATOR_EMAIL: OPERATOR },
    clientAddress: "203.0.113.9",
  });

  const contact = async (fields: Record<string, string>) =>
    unwrap(await enquiryAction(formPost("/contact", fields), context, { kind: "contact", sourcePath: "/contact" }));
  const quote = async (sourcePath: string, fields: Record<string, string>) =>
    unwrap(await enquiryAction(formPost(sourcePath, fields), context, { kind: "quote", sourcePath }));
  const outbox = () =>
    queryRows<{ to_address: string; subject: string; text_body: string }>(
      database.db,
      sql`select to_address, subject, text_body from outbox order by id`,
    );

  it("stores a contact message and notifies the operator in the same transaction", async () => {
    const answer = await contact({ name: " Sam ", email: "sam@example.co.uk", subject: "Feed", message: "Hello" });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ status: "ok", title: "Message sent" });
    const [stored] = await listEnquiries(database.db, { limit: 10 });
    expect(stored).toMatchObject({
      kind: "contact",
      sourcePath: "/contact",
      name: "Sam",
      email: "sam@example.co.uk",
      fields: { subject: "Feed", message: "Hello" },
    });
    const [mail] = await outbox();
    expect(mail).toMatchObject({ to_address: OPERATOR, subject: `Contact form #${stored!.id}: Feed` });
    expect(mail!.text_body).toContain("From: Sam <sam@example.co.uk>");
  });

  it("names every missing field and keeps what was typed", async () => {
    const answer = await contact({ name: "", email: "not-an-address", subject: "  ", message: "Typed text" });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      status: "invalid",
      title: "Please check the form",
      message: "3 fields need your attention.",
      fieldErrors: {
        name: "Enter your name.",
        email: "Enter a valid email address, like name@example.co.uk.",
        subject: "Enter your subject.",
      },
      values: { name: "", email: "not-an-address", subject: "  ", message: "Typed text" },
    });
    expect(await listEnquiries(database.db, { limit: 10 })).toEqual([]);
  });

  it("refuses over-long fields with a message that says how long they may be", async () => {
    const answer = await contact({ name: "A", email: "a@example.co.uk", subject: "S", message: "x".repeat(5001) });
    expect(answer.body).toMatchObject({
      fieldErrors: { message: "Your message is too long: please keep it under 5000 characters." },
    });
  });

  it("stores a quote request with only the filled fields in the operator's e-mail", async () => {
    const answer = await quote("/how-it-works", { ...QUOTE, phone: "" });
    expect(answer.body).toMatchObject({ status: "ok", title: "Quote request sent" });
    const [stored] = await listEnquiries(database.db, { limit: 10 });
    expect(stored).toMatchObject({
      kind: "quote",
      sourcePath: "/how-it-works",
      email: "priya@example.co.uk",
      fields: { phone: "", projectType: "Extension", budget: "£25k–£100k", timeline: "1–3 months" },
    });
    const [mail] = await outbox();
    expect(mail!.subject).toBe(`Quote request #${stored!.id}: Extension in Leeds LS6`);
    expect(mail!.text_body).not.toContain("Phone:");
    expect(mail!.text_body).toContain("Budget: £25k–£100k");
  });

  it("refuses choices that are not on the form's lists", async () => {
    const answer = await quote("/coming-soon-projects", {
      ...QUOTE,
      projectType: "Castle",
      budget: "",
      phone: "call me",
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      fieldErrors: {
        projectType: "Choose the kind of project.",
        budget: "Choose a budget range.",
        phone: "Enter a phone number using digits, like 07700 900123, or leave it empty.",
      },
    });
  });

  it("limits each client address to 5 contact messages an hour, separately from quotes", async () => {
    const fields = { name: "A", email: "a@example.co.uk", subject: "S", message: "M" };
    for (let i = 0; i < 5; i++) expect((await contact(fields)).status).toBe(200);
    const limited = await contact(fields);
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({ status: "limited", title: "Too many attempts", values: fields });
    expect((await quote("/how-it-works", QUOTE)).status).toBe(200);
    expect(await listEnquiries(database.db, { limit: 10 })).toHaveLength(6);
  });

  it("answers a bot that fills the hidden field as if it worked, and stores nothing", async () => {
    const answer = await quote("/how-it-works", { ...QUOTE, [HONEYPOT_FIELD]: "https://spam.example" });
    expect(answer).toMatchObject({ status: 200, body: { status: "ok" } });
    expect(await listEnquiries(database.db, { limit: 10 })).toEqual([]);
    expect(await outbox()).toEqual([]);
  });
});
