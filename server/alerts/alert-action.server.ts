import { data, type AppLoadContext } from "react-router";
import { PriceAlertSchema, type PriceAlertField } from "../../shared/form-schemas.ts";
import { FORM_FAILURE_TITLES, type FormResult } from "../../shared/form-result.ts";
import { z } from "zod";
import { formatPrice, incVat } from "../../shared/money.ts";
import { PRICE_DISPLAYS } from "../../shared/price-display.ts";
import { readForm } from "../forms/read-form.server.ts";
import { runFormAction } from "../forms/run-form-action.server.ts";
import { parseProductId } from "../catalog/get-product-detail.server.ts";
import { findAlertProduct } from "./find-alert-product.server.ts";
import { subscribeAlert } from "./subscribe-alert.server.ts";

/**
 * The box says which prices its target is in: in the trade view (decision 022) a target typed ex. VAT is
 * stored inc. VAT, as every price is, so the alert fires on the same figure the visitor saw.
 */
const TargetBasis = z.enum(PRICE_DISPLAYS).catch("inc-vat");

/** What /alerts answers: the form's result, and the product page to go back to after a post without JavaScript. */
export type AlertAnswer = FormResult<PriceAlertField> & { productId: number | null; returnTo: string };

/**
 * The action behind the product page's alert box (POST /alerts): validate, drop bots, rate-limit, then store the
 * alert as pending and e-mail its confirmation link (double opt-in). The product must be one a visitor can see.
 */
// Cross-site posts never get here: server/http/same-origin.server.ts refuses them with 403 for every route.
export async function alertAction(request: Request, context: AppLoadContext) {
  const submitted = await readForm(request);
  const productId = parseProductId(submitted.fields.productId);
  const returnTo = productId === null ? "/building-supplies" : `/product/${productId}`;
  const product = productId === null ? null : await findAlertProduct(context.db, productId);

  if (productId !== null && !product) {
    const values: Partial<Record<PriceAlertField, string>> = {
      productId: submitted.fields.productId ?? "",
      email: submitted.fields.email ?? "",
      kind: submitted.fields.kind ?? "",
      targetPrice: submitted.fields.targetPrice ?? "",
    };
    return data<AlertAnswer>(
      {
        status: "invalid",
        title: FORM_FAILURE_TITLES.invalid,
        message: "This product is no longer listed, so an alert can't be set on it.",
        fieldErrors: { productId: "This product is no longer listed, so an alert can't be set on it." },
        values,
        productId,
        returnTo: "/building-supplies",
      },
      { status: 404 },
    );
  }

  const basis = TargetBasis.parse(submitted.fields.prices);
  const answer = await runFormAction({
    db: context.db,
    form: "alerts",
    clientAddress: context.clientAddress ?? "unknown",
    submitted,
    schema: PriceAlertSchema,
    save: async ({ email, kind, targetPrice: typed }) => {
      const targetPrice = typed !== null && basis === "ex-vat" ? incVat(typed) : typed;
      // runFormAction validated productId, so parseProductId found it and the product was looked up above.
      if (!product) throw new Error("alert product missing after validation");
      await subscribeAlert(context.db, {
        productId: product.id,
        productName: product.name,
        email,
        kind,
        targetPrice,
        sourcePath: returnTo,
        siteUrl: context.env.SITE_URL,
      });
      const target =
        basis === "ex-vat"
          ? `${formatPrice(typed ?? 0)} ex. VAT (${formatPrice(targetPrice ?? 0)} inc. VAT)`
          : formatPrice(targetPrice ?? 0);
      const what = kind === "stock" ? "when it's back in stock" : `when it's ${target} or less`;
      return {
        title: "Check your inbox",
        message: `We've sent a confirmation link to ${email}. Open it and press Confirm, and we'll e-mail you ${what}. (An alert you've already confirmed for this product is simply updated.)`,
      };
    },
  });
  return data<AlertAnswer>(
    { ...(answer.data as FormResult<PriceAlertField>), productId, returnTo },
    answer.init ?? undefined,
  );
}
