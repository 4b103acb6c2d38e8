import { useId } from "react";
import type { PriceAlertField } from "../../../shared/form-schemas";
import { isFormFailure, keptValue, type FormResult } from "../../../shared/form-result";
import { exVat } from "../../../shared/money";
import { usePrices } from "~/lib/price-display";
import { defaultTargetPrice, targetPriceText, type AlertKind } from "../../../shared/price-alerts";
import { PostedForm, useFormPost } from "~/components/forms/form-post";
import { TextField } from "~/components/forms/form-fields";

interface PriceAlertFormProps {
  productId: number;
  /** Today's lowest in-stock item price; null when nothing is in stock (a back-in-stock alert is suggested). */
  lowest: number | null;
  /** The answer to a post sent without JavaScript, shown again by the /alerts page with what was typed. */
  initialResult?: FormResult<PriceAlertField>;
}

/**
 * The product page's alert box: a price alert (target defaults to 5% under today's lowest in-stock price) or a
 * back-in-stock alert. A plain form posting to /alerts, so it works without JavaScript; with it, the answer
 * shows in place. Server-rendered radios and fields only: it adds next to nothing to the page's JavaScript.
 */
export function PriceAlertForm({ productId, lowest, initialResult }: PriceAlertFormProps) {
  const post = useFormPost<PriceAlertField>(initialResult);
  const kindError = post.field("kind").error;
  const kindErrorId = useId();
  const failed = isFormFailure(initialResult);
  const keptKind = keptValue(initialResult, "kind");
  const kind: AlertKind = failed ? (keptKind === "stock" ? "stock" : "price") : lowest === null ? "stock" : "price";
  const target = post.textField("targetPrice");
  const email = post.textField("email");
  const productError = post.field("productId").error;
  // In the trade view the target is typed ex. VAT like every price shown; the action adds VAT back to store it.
  const prices = usePrices();
  const suggested = defaultTargetPrice(lowest === null ? null : prices.exVat ? exVat(lowest) : lowest);

  return (
    <PostedForm post={post} action="/alerts" submitLabel="Set alert">
      <input type="hidden" name={post.field("productId").name} value={productId} />
      <input type="hidden" name="prices" value={prices.display} />
      <fieldset aria-describedby={kindError ? kindErrorId : undefined}>
        <legend className="text-sm font-semibold text-ink">E-mail me</legend>
        <div className="mt-2 space-y-2 text-sm text-stone-800">
          <label className="flex items-center gap-2">
            <input type="radio" name={post.field("kind").name} value="price" defaultChecked={kind === "price"} />
            When the price drops to my target
          </label>
          <label className="flex items-center gap-2">
            <input type="radio" name={post.field("kind").name} value="stock" defaultChecked={kind === "stock"} />
            When it's back in stock
            {lowest === null && <span className="text-stone-600">(nothing is in stock right now)</span>}
          </label>
        </div>
        {kindError && (
          <p id={kindErrorId} className="mt-1.5 text-sm font-medium text-red-700">
            {kindError}
          </p>
        )}
      </fieldset>
      <TextField
        {...target}
        defaultValue={failed ? target.defaultValue : targetPriceText(suggested)}
        label={`Target price in £${prices.marker}`}
        hint={
          lowest === null
            ? "(for a price alert)"
            : `(for a price alert; lowest today ${prices.format(lowest)}${prices.marker})`
        }
        inputMode="decimal"
      />
      <TextField {...email} label="Email address" type="email" autoComplete="email" required />
      {productError && <p className="text-sm font-medium text-red-700">{productError}</p>}
      <p className="text-xs leading-5 text-stone-600">
        We send a confirmation link first. Each alert e-mails you once per drop, and every e-mail has a one-click
        unsubscribe link.
      </p>
    </PostedForm>
  );
}

/** The alert box as a section of the product page. */
export function PriceAlertSection({ productId, lowest }: Omit<PriceAlertFormProps, "initialResult">) {
  return (
    <section
      aria-labelledby="price-alert-heading"
      className="mt-8 rounded-xl border border-stone-200 bg-white p-4 shadow-sm"
    >
      <h2 id="price-alert-heading" className="text-lg font-semibold text-ink">
        Price alert
      </h2>
      <p className="mt-1 text-sm text-stone-700">
        {lowest === null
          ? "Not in stock anywhere right now: we can e-mail you when a merchant has it again."
          : "Leave your e-mail and the price you'd pay: we'll tell you when a merchant sells it for that or less."}
      </p>
      <div className="mt-4">
        <PriceAlertForm productId={productId} lowest={lowest} />
      </div>
    </section>
  );
}
