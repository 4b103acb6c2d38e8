import type { AppLoadContext } from "react-router";
import { ContactSchema, QuoteSchema } from "../../shared/form-schemas.ts";
import { readForm } from "../forms/read-form.server.ts";
import { runFormAction } from "../forms/run-form-action.server.ts";
import { saveEnquiry, type Enquiry } from "./save-enquiry.server.ts";

/** Which form was sent, and from which page (a quote form posts to the page it is on). */
export interface EnquiryPost {
  kind: Enquiry["kind"];
  sourcePath: string;
}

/**
 * The action behind the contact form (/contact) and every quote form (how it works #enquiry, My Project):
 * one behaviour wherever they are posted. Stores the enquiry with the operator's notification and thanks
 * the visitor; the shared failures (field messages, limits, errors) are runFormAction's.
 */
export async function enquiryAction(request: Request, context: AppLoadContext, { kind, sourcePath }: EnquiryPost) {
  const submitted = await readForm(request);
  const common = { db: context.db, clientAddress: context.clientAddress ?? "unknown", submitted };
  const save = (enquiry: Enquiry) => saveEnquiry(context.db, enquiry, context.env.OPERATOR_EMAIL);
  if (kind === "contact") {
    return runFormAction({
      ...common,
      form: "contact",
      schema: ContactSchema,
      save: async (values) => {
        await save({ kind, sourcePath, values });
        return {
          title: "Message sent",
          message: `Thanks, ${values.name}. We've received your message and will reply to ${values.email}, usually within one working day.`,
        };
      },
    });
  }
  return runFormAction({
    ...common,
    form: "quote",
    schema: QuoteSchema,
    save: async (values) => {
      await save({ kind, sourcePath, values });
      return {
        title: "Quote request sent",
        message: `Thanks, ${values.name}. We've received your ${values.projectType.toLowerCase()} project details and will reply to ${values.email}, usually within one working day.`,
      };
    },
  });
}
