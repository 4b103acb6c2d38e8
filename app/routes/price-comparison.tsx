import { useEffect, useRef, useState } from "react";
import { data, redirect, useNavigation, type ShouldRevalidateFunctionArgs } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/price-comparison";
import { priceProjectList } from "../../server/basket/price-project-list.server";
import { cachedSearchProducts } from "../../server/search/cached-search.server";
import { formatBasketItems, type BasketItem } from "../../shared/basket";
import { readPriceComparisonParams } from "../../shared/price-comparison-params";
import { mergeBasketItems, priceComparisonHref, readQuantity, sameItems } from "../../shared/projects";
import { MIN_SEARCH_LENGTH } from "../../shared/search-params";
import { BasketAnswer } from "~/components/basket/basket-answer";
import { InlineSearch, INLINE_SEARCH_LIMIT, type SearchHit } from "~/components/basket/inline-search";
import { ProjectBar, ProjectBarPlaceholder } from "~/components/basket/project-bar";
import { ListNotices } from "~/components/basket/list-notices";
import type { ListRow } from "~/components/basket/project-list";
import { PriceComparisonHeading } from "~/components/basket/price-comparison-heading";
import { YourListSection } from "~/components/basket/your-list-section";
import { useProjectSync } from "~/components/basket/use-project-sync";
import { LoadFailedMessage } from "~/components/page-message";
import { useHydrated } from "~/lib/use-hydrated";
import { pageTitle } from "~/lib/seo";
import type { SitemapEntry } from "~/lib/sitemap-entry";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { searchParams } = new URL(request.url);
  const params = readPriceComparisonParams(searchParams);
  const [priced, found] = await Promise.all([
    priceProjectList(context.db, params.items, params.maxMerchants),
    params.q.length >= MIN_SEARCH_LENGTH
      ? cachedSearchProducts(
          context.db,
          { q: params.q, sort: "relevance", category: null, limit: INLINE_SEARCH_LIMIT, offset: 0 },
          context.env.SEARCH_CACHE_SECONDS,
        )
      : null,
  ]);
  const searchHits: SearchHit[] | null =
    found?.results.map((r) => ({
      id: r.id,
      name: r.name,
      categoryLabel: r.categoryLabel,
      lowestPrice: r.lowestPrice,
    })) ?? null;
  return {
    ...params,
    problems: priced.timedOut
      ? [
          ...params.problems,
          "This list is too long to split exactly within a few seconds under this delivery limit: allow more deliveries or split the list into smaller projects",
        ]
      : params.problems,
    items: priced.items,
    droppedIds: priced.droppedIds,
    pricing: priced.pricing,
    searchHits,
    hadItems: (searchParams.get("items") ?? "").trim() !== "",
    hadAdd: searchParams.has("add"),
    siteUrl: context.env.SITE_URL,
    canonicalUrl: `${context.env.SITE_URL}/price-comparison`,
  };
}

/** The list form's fields (project-list.tsx); `qty-<id>` boxes are read against the list's own ids. */
const ListFormSchema = z.object({
  items: z.string().max(4000).default(""),
  name: z.string().max(400).default(""),
  max: z.string().max(10).default(""),
  intent: z.union([z.enum(["update", "clear"]), z.string().regex(/^remove:[0-9]{1,15}$/)]).default("update"),
});

// Without JavaScript the list's buttons post here; with it React Router posts the same form. Either way the
// answer is a redirect to the list's new address (the address is the list), or the boxes' problems.
export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  const fields = ListFormSchema.safeParse(Object.fromEntries([...form].filter(([, v]) => typeof v === "string")));
  if (!fields.success) {
    return data(
      { message: "The list form was not understood: reload the page and try again", errors: {}, values: {} },
      400,
    );
  }
  const { intent } = fields.data;
  const params = readPriceComparisonParams(
    new URLSearchParams({ items: fields.data.items, max: fields.data.max, name: fields.data.name }),
  );
  const removed = intent.startsWith("remove:") ? Number(intent.slice(7)) : null;
  const errors: Record<number, string> = {};
  const values: Record<number, string> = {};
  let items: BasketItem[] = [];
  if (intent !== "clear") {
    for (const item of params.items) {
      if (item.productId === removed) continue;
      const text = form.get(`qty-${item.productId}`);
      const read = typeof text === "string" ? readQuantity(text) : { ok: true as const, value: item.quantity };
      if (read.ok) items.push({ ...item, quantity: read.value });
      else {
        errors[item.productId] = read.error;
        values[item.productId] = typeof text === "string" ? text : "";
      }
    }
  }
  if (Object.keys(errors).length > 0) {
    // 200, not 400: the page is shown again with the boxes' messages (a 4xx would be logged as a failed load).
    return { message: "Some quantities need fixing: nothing was changed", errors, values };
  }
  if (intent === "clear") items = [];
  throw redirect(priceComparisonHref(items, { name: params.name, maxMerchants: params.maxMerchants }));
}

// The trade-price toggle changes only how prices are shown (the root loader reads it): re-pricing the list, which
// can take a solver's seconds, is not needed for that.
export function shouldRevalidate({ formAction, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formAction === "/preferences/vat" ? false : defaultShouldRevalidate;
}

export default function PriceComparisonPage({ loaderData, actionData }: Route.ComponentProps) {
  const { items, name, maxMerchants, pricing, droppedIds, problems, added, siteUrl } = loaderData;
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const { hadItems, hadAdd } = loaderData;
  const sync = useProjectSync({ items, name, maxMerchants, added, hadItems, hadAdd });
  /**
   * The list as edited on the page while the address catches up (null: as the address has it). `sent` once its
   * address is asked for: the next answer from the server replaces it, unless typing has moved on since.
   */
  const [draft, setDraft] = useState<{ items: BasketItem[]; sent: boolean } | null>(null);
  const [texts, setTexts] = useState<Record<number, string>>({});
  const [addedNames, setAddedNames] = useState<Record<number, string>>({});
  const [seen, setSeen] = useState(loaderData);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  if (seen !== loaderData) {
    // The server has answered for a new address: show what it priced; keep boxes that still hold a mistake.
    setSeen(loaderData);
    if (draft?.sent) setDraft(null);
    setTexts((t) => Object.fromEntries(Object.entries(t).filter(([, text]) => !readQuantity(text).ok)));
  }

  /**
   * A quantity change still waiting out its debounce must not land after a later Remove, Clear or deliveries
   * choice (it would bring back what they changed): those cancel it. The form posts the boxes as typed and the
   * deliveries choice carries the draft, so nothing typed is lost.
   */
  const cancelPendingCommit = () => {
    window.clearTimeout(timer.current);
    setDraft((d) => (d === null ? d : { items: d.items, sent: true }));
  };

  const commit = (next: BasketItem[], delay = 0) => {
    window.clearTimeout(timer.current);
    setDraft({ items: next, sent: false });
    timer.current = window.setTimeout(() => {
      setDraft((d) => (d?.items === next ? { items: next, sent: true } : d));
      sync.actions.commit(next);
    }, delay);
  };

  const intent = navigation.formData?.get("intent");
  const removing = typeof intent === "string" && intent.startsWith("remove:") ? Number(intent.slice(7)) : null;
  const shown = intent === "clear" ? [] : (draft?.items ?? items).filter((i) => i.productId !== removing);
  const lines = new Map(pricing?.lines.map((l) => [l.productId, l]));
  const rows: ListRow[] = shown.map((item) => {
    const line = lines.get(item.productId);
    return {
      ...item,
      name: line?.name ?? addedNames[item.productId] ?? null,
      unitLabel: line?.unitLabel ?? null,
      inStockAnywhere: line?.inStockAnywhere ?? true,
    };
  });
  const clientErrors = Object.fromEntries(
    Object.entries(texts).flatMap(([id, text]) => {
      const read = readQuantity(text);
      return read.ok ? [] : [[id, read.error]];
    }),
  );
  const pending = navigation.state !== "idle" || (draft !== null && !sameItems(draft.items, items));
  const hidden = { items: formatBasketItems(items), name, max: maxMerchants === null ? "" : String(maxMerchants) };
  const href = priceComparisonHref(items, { name, maxMerchants });
  const csvHref = href.replace("/price-comparison", "/price-comparison.csv");

  return (
    <div data-print-page className="mx-auto max-w-5xl px-4 py-8 sm:px-6 lg:px-8 print:max-w-none print:p-0">
      <PriceComparisonHeading name={name} announcement={sync.announcement} />

      <ListNotices problems={problems} droppedIds={droppedIds} message={actionData?.message} />

      <div className="mt-6 space-y-4 print:hidden">
        {sync.projects ? (
          <ProjectBar projects={sync.projects} mode={sync.mode} listName={name} actions={sync.actions} />
        ) : (
          <>
            <ProjectBarPlaceholder listName={name} />
            <noscript>
              <p className="rounded-lg bg-stone-50 p-3 text-sm text-stone-800">
                Without JavaScript the list lives in this page's address: bookmark or share the link below to keep it.
              </p>
            </noscript>
          </>
        )}
        <InlineSearch
          serverQuery={loaderData.q}
          serverHits={loaderData.searchHits}
          hydrated={hydrated}
          hidden={hidden}
          listed={new Set(shown.map((i) => i.productId))}
          onAdd={(hit) => {
            const merged = mergeBasketItems(draft?.items ?? items, { productId: hit.id, quantity: 1 });
            if (!merged.ok) return sync.setAnnouncement(merged.error);
            setAddedNames((n) => ({ ...n, [hit.id]: hit.name }));
            sync.setAnnouncement(`Added ${hit.name}`);
            commit(merged.items);
          }}
        />
      </div>

      <YourListSection
        list={{
          rows,
          hidden,
          texts: { ...actionData?.values, ...texts },
          errors: { ...actionData?.errors, ...clientErrors },
          onQuantity: (productId, text) => {
            setTexts((t) => ({ ...t, [productId]: text }));
            const read = readQuantity(text);
            if (!read.ok) return;
            const next = (draft?.items ?? items).map((i) =>
              i.productId === productId ? { ...i, quantity: read.value } : i,
            );
            commit(next, 500);
          },
          onSubmit: cancelPendingCommit,
        }}
        shareHref={items.length > 0 ? href : null}
        siteUrl={siteUrl}
        hydrated={hydrated}
      />

      <p role="status" className="mt-6 text-sm font-medium text-stone-700 empty:hidden print:hidden">
        {pending && shown.length > 0 ? "Updating prices…" : ""}
      </p>
      {pricing && shown.length > 0 && (
        <div className="mt-4">
          <BasketAnswer
            pricing={pricing}
            hidden={{ items: hidden.items, name }}
            csvHref={csvHref}
            hydrated={hydrated}
            pending={pending}
            onMaxChange={(max) => {
              cancelPendingCommit();
              sync.actions.commit(draft?.items ?? items, { maxMerchants: max });
            }}
          />
        </div>
      )}
    </div>
  );
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: pageTitle("Price Comparison") },
    {
      name: "description",
      content:
        "Price a whole materials list at every UK builders' merchant, delivery included, and find the cheapest way to buy it: one merchant or a split.",
    },
    ...(loaderData ? [{ tagName: "link", rel: "canonical", href: loaderData.canonicalUrl }] : []),
  ];
}

export function ErrorBoundary() {
  return (
    <LoadFailedMessage
      title="Price Comparison"
      message="We couldn't price this list just now. Please try again in a moment; your list is kept in the link and in this browser."
    />
  );
}

export const sitemap: SitemapEntry = { list: "path" };
