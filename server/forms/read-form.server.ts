import { data } from "react-router";
import { HONEYPOT_FIELD, MAX_FORM_BYTES } from "../../shared/form-limits.ts";

export interface SubmittedForm {
  fields: Record<string, string>;
  /** True when the hidden honeypot field was filled: a bot. Answer as if it worked; store nothing. */
  fromBot: boolean;
}

/**
 * Reads a form post as plain strings (files and repeated names are ignored). A body over
 * MAX_FORM_BYTES is refused with 413 before it is parsed, so a huge post costs us nothing.
 */
export async function readForm(request: Request): Promise<SubmittedForm> {
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > MAX_FORM_BYTES) throw tooLarge();
  const body = await request.text();
  if (Buffer.byteLength(body) > MAX_FORM_BYTES) throw tooLarge();

  const type = request.headers.get("content-type") ?? "";
  const form = type.startsWith("multipart/form-data")
    ? await multipartFields(request.url, type, body)
    : new URLSearchParams(body);

  const fields: Record<string, string> = {};
  for (const [name, value] of form.entries()) {
    if (typeof value === "string" && !(name in fields)) fields[name] = value;
  }
  const fromBot = (fields[HONEYPOT_FIELD] ?? "").trim() !== "";
  delete fields[HONEYPOT_FIELD];
  return { fields, fromBot };
}

/** A multipart body that does not parse (no boundary, cut short, made by hand) is the sender's fault: 400, not 500. */
async function multipartFields(url: string, type: string, body: string): Promise<FormData> {
  try {
    return await new Request(url, { method: "POST", headers: { "content-type": type }, body }).formData();
  } catch {
    throw data(
      {
        status: "error" as const,
        message: "That form could not be read. Please reload the page and send it again.",
      },
      { status: 400 },
    );
  }
}

function tooLarge() {
  return data(
    {
      status: "error" as const,
      message: "That form was too large to accept. Please shorten your message and try again.",
    },
    { status: 413 },
  );
}
