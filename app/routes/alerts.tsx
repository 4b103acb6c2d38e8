import { Link } from "~/components/ui/app-link";
import type { Route } from "./+types/alerts";
import { PriceAlertForm } from "~/components/product/price-alert-form";
import { pageTitle } from "~/lib/seo";
import { alertAction } from "../../server/alerts/alert-action.server";
import { formActionHeaders } from "../../server/forms/form-headers.server";

export function loader() {
  return null;
}

// The product page's alert box posts here; with JavaScript the answer shows in the box, without it on this page.
export async function action({ request, context }: Route.ActionArgs) {
  return alertAction(request, context);
}

/** Never cached; a 429 keeps its Retry-After on the page and on the fetcher's `.data` answer. */
export function headers(args: Route.HeadersArgs) {
  const headers = formActionHeaders(args);
  headers.set("Cache-Control", "no-store");
  return headers;
}

export default function AlertsPage({ actionData }: Route.ComponentProps) {
  const ok = actionData?.status === "ok";
  return (
    <div className="mx-auto max-w-xl px-4 py-16 sm:py-20">
      <h1 className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">
        {!actionData ? "Price alerts" : ok ? actionData.title : "Your alert isn't set yet"}
      </h1>
      {!actionData ? (
        <p className="mt-4 text-lg leading-8 text-stone-700">
          Price alerts are set on a product's page: open any product and use its Price alert box.
        </p>
      ) : ok ? (
        <p className="mt-4 text-lg leading-8 text-stone-700">{actionData.message}</p>
      ) : (
        actionData.productId !== null && (
          <div className="mt-8 rounded-xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6">
            <PriceAlertForm productId={actionData.productId} lowest={null} initialResult={actionData} />
          </div>
        )
      )}
      {actionData && !ok && actionData.productId === null && (
        <p className="mt-4 text-lg leading-8 text-stone-700">{actionData.message}</p>
      )}
      <p className="mt-6">
        <Link
          to={actionData?.returnTo ?? "/building-supplies"}
          className="font-semibold text-brand-700 hover:underline"
        >
          {actionData?.productId ? "Back to the product" : "Browse building supplies"}
        </Link>
        {" · "}
        <Link to="/help/price-alerts" className="font-semibold text-brand-700 hover:underline">
          How price alerts work
        </Link>
      </p>
    </div>
  );
}

export function meta() {
  return [{ title: pageTitle("Price alerts") }, { name: "robots", content: "noindex" }];
}
