import { sql } from "drizzle-orm";
import type { Db } from "../db/client.server.ts";
import { queryRows } from "../db/query-rows.server.ts";
import { queueEmail } from "../mail/queue-email.server.ts";
import type { ContactMessage, QuoteRequest } from "../../shared/form-schemas.ts";

export type Enquiry =
  | { kind: "contact"; sourcePath: string; values: ContactMessage }
  | { kind: "quote"; sourcePath: string; values: QuoteRequest };

const QUOTE_LABELS: Record<keyof QuoteRequest, string> = {
  name: "Name",
  email: "Email",
  phone: "Phone",
  projectType: "Project type",
  location: "Location",
  budget: "Budget",
  timeline: "Timeline",
  details: "Details",
};

/**
 * Stores a contact message or quote request and queues the operator's notification in the same
 * transaction: both are kept, or neither.
 */
export async function saveEnquiry(db: Db, enquiry: Enquiry, operatorEmail: string): Promise<number> {
  const { name, email, ...fields } = enquiry.values;
  return db.transaction(async (t) => {
    const [row] = await queryRows<{ id: number }>(
      t,
      sql`insert into enquiries (kind, source_path, name, email, fields)
          values (${enquiry.kind}, ${enquiry.sourcePath}, ${name}, ${email}, ${JSON.stringify(fields)}::jsonb)
          returning id`,
    );
    const id = Number(row!.id);
    await queueEmail(t, notification(id, enquiry, operatorEmail));
    return id;
  });
}

function notification(id: number, enquiry: Enquiry, operatorEmail: string) {
  if (enquiry.kind === "contact") {
    const v = enquiry.values;
    return {
      kind: "contact-notification",
      to: operatorEmail,
      subject: `Contact form #${id}: ${v.subject}`,
      text: [
        `From: ${v.name} <${v.email}>`,
        `Page: ${enquiry.sourcePath}`,
        `Subject: ${v.subject}`,
        "",
        v.message,
      ].join("\n"),
    };
  }
  const v = enquiry.values;
  const lines = (Object.keys(QUOTE_LABELS) as (keyof QuoteRequest)[])
    .filter((key) => v[key] !== "")
    .map((key) => `${QUOTE_LABELS[key]}: ${v[key]}`);
  return {
    kind: "quote-notification",
    to: operatorEmail,
    subject: `Quote request #${id}: ${v.projectType} in ${v.location}`,
    text: [...lines, `Page: ${enquiry.sourcePath}`].join("\n"),
  };
}
