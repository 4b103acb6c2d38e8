import { useNavigation } from "react-router";
import { Link } from "~/components/ui/app-link";
import type { Route } from "./+types/price-comparison.calculators";
import { findCalculatorProducts } from "../../server/basket/find-calculator-products.server";
import { parseCalculatorParams } from "../../server/basket/parse-calculator-params.server";
import { CALCULATORS } from "../../shared/calculators/calculators";
import { CalculatorForm } from "~/components/calculators/calculator-form";
import { CALCULATORS_PATH } from "../../shared/projects";
import { CalculatorResultPanel } from "~/components/calculators/calculator-result";
import { LoadFailedMessage } from "~/components/page-message";
import { pageTitle } from "~/lib/seo";

/*
 * Quantity calculators that feed the project list. Each calculator is a GET form; the query names the one
 * submitted (`calc`) and the loader computes only that one (server/basket/parse-calculator-params.server.ts),
 * then finds catalogue products for it by the matcher's facts (find-calculator-products.server.ts).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const submission = parseCalculatorParams(new URL(request.url).searchParams);
  const matches = submission.status === "done" ? await findCalculatorProducts(context.db, submission.result.needs) : [];
  return { submission, matches, canonicalUrl: `${context.env.SITE_URL}${CALCULATORS_PATH}` };
}

const TITLE = "Project calculators";

export default function CalculatorsPage({ loaderData }: Route.ComponentProps) {
  const { submission, matches } = loaderData;
  const navigation = useNavigation();
  const busy = navigation.state === "loading" && navigation.location.pathname === CALCULATORS_PATH;

  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6 lg:px-8">
      <nav aria-label="Breadcrumb" className="text-sm text-stone-600">
        <Link to="/price-comparison" className="underline-offset-2 hover:underline">
          Price Comparison
        </Link>{" "}
        / Calculators
      </nav>
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-ink sm:text-4xl">{TITLE}</h1>
      <p className="mt-3 text-lg leading-8 text-stone-700">
        Work out how much to buy, then add it to your project list to see where it costs least, delivered.
      </p>

      <section
        aria-labelledby="about-calculators"
        className="mt-6 rounded-xl bg-stone-50 p-4 text-sm leading-6 text-stone-700"
      >
        <h2 id="about-calculators" className="font-semibold text-ink">
          About the calculators
        </h2>
        <p className="mt-1">
          Each calculator rounds up to whole bricks, bags, sheets or lengths and shows every assumption it made — bricks
          per m², mix ratios, bag sizes, waste — as a field you can change. The figures are estimates for ordering, not
          a structural design: check with your builder or building control for anything load-bearing. The products
          suggested match the size and type you chose from what merchants list, with the quantity worked out for each
          product's own pack, bag or roll.
        </p>
      </section>

      <nav aria-label="Calculators" className="mt-6">
        <ul className="flex flex-wrap gap-2 text-sm">
          {CALCULATORS.map((spec) => (
            <li key={spec.id}>
              <a
                href={`#${spec.id}`}
                className="inline-block rounded-full border border-stone-300 px-3 py-1 hover:bg-stone-50"
              >
                {spec.title}
              </a>
            </li>
          ))}
        </ul>
      </nav>

      {submission.status === "unknown" && (
        <p role="alert" className="mt-6 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-amber-900">
          There is no calculator called “{submission.calc}”. Choose one below.
        </p>
      )}

      <div aria-busy={busy} className={busy ? "opacity-60 transition-opacity motion-reduce:transition-none" : ""}>
        {CALCULATORS.map((spec) => {
          const mine = submission.status !== "none" && submission.status !== "unknown" && submission.calc === spec.id;
          const headingId = `${spec.id}-heading`;
          return (
            <section
              key={spec.id}
              id={spec.id}
              aria-labelledby={headingId}
              className="mt-10 scroll-mt-24 border-t border-stone-200 pt-8"
            >
              <h2 id={headingId} className="text-2xl font-semibold tracking-tight text-ink">
                {spec.title}
              </h2>
              <p className="mt-1 text-stone-700">{spec.intro}</p>
              {mine && submission.status === "done" && (
                <CalculatorResultPanel headingId={`${spec.id}-result`} result={submission.result} matches={matches} />
              )}
              <CalculatorForm
                // A new submission brings new typed values: remount so the inputs show them.
                key={mine ? JSON.stringify(submission.typed) : "defaults"}
                spec={spec}
                typed={mine ? submission.typed : undefined}
                errors={mine && submission.status === "invalid" ? submission.errors : undefined}
              />
            </section>
          );
        })}
      </div>
    </div>
  );
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: pageTitle(TITLE) },
    {
      name: "description",
      content:
        "Work out bricks, blocks, mortar, concrete, plasterboard, stud-wall timber and insulation for a job, then price the list across UK merchants.",
    },
    ...(loaderData ? [{ tagName: "link", rel: "canonical", href: loaderData.canonicalUrl }] : []),
  ];
}

export function ErrorBoundary() {
  return <LoadFailedMessage title={TITLE} message="Failed to load the calculators. Please try again later." />;
}
