import type { AppLoadContext } from "react-router";
import { readForm } from "../forms/read-form.server.ts";
import { runFormAction } from "../forms/run-form-action.server.ts";
import { QuoteSchema } from "./enquiry-schemas.server.ts";
import { saveEnquiry } from "./save-enquiry.server.ts";

/** The action behind every quote form (how it works #enquiry, My Project): one behaviour wherever it is posted. */
export async function quoteAction(request: Request, context: AppLoadContext, sourcePath: string) {
  const submitted = await readForm(request);
  return runFormAction({
    db: context.db,
    form: "quote",
    clientAddress: context.clientAddress ?? "unknown",
    submitted,
    schema: QuoteSchema,
    save: async (values) => {
      await saveEnquiry(context.db, { kind: "quote", sourcePath, values }, context.env.OPERATOR_EMAIL);
      return {
        title: "Quote request sent",
        message: `Thanks, ${values.name}. We've received your ${values.projectType.toLowerCase()} project details and will reply to ${values.email}, usually within one working day.`,
      };
    },
  });
}
