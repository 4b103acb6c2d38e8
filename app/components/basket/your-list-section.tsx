import type { ComponentProps } from "react";
import { Link } from "~/components/ui/app-link";
import { CALCULATORS_PATH } from "../../../shared/projects";
import { CALCULATORS_LINK_TEXT, EmptyList } from "~/components/basket/basket-answer";
import { ProjectList } from "~/components/basket/project-list";
import { ShareLink } from "~/components/basket/project-bar";

/**
 * The price comparison page's "Your list": its heading with the calculators link, the list's lines (or what to
 * do with none), and the share link once the address holds a list (`shareHref` null until then).
 */
export function YourListSection({
  list,
  shareHref,
  siteUrl,
  hydrated,
}: {
  list: ComponentProps<typeof ProjectList>;
  shareHref: string | null;
  siteUrl: string;
  hydrated: boolean;
}) {
  const count = list.rows.length;
  return (
    <section aria-labelledby="list-heading" className="mt-8 print:hidden">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="list-heading" className="text-xl font-bold text-ink">
          Your list{count > 0 && ` (${count} ${count === 1 ? "product" : "products"})`}
        </h2>
        <Link to={CALCULATORS_PATH} className="text-sm font-semibold text-brand-700 underline print:hidden">
          {CALCULATORS_LINK_TEXT}
        </Link>
      </div>
      <div className="mt-3">{count === 0 ? <EmptyList /> : <ProjectList {...list} />}</div>
      {shareHref !== null && (
        <div className="mt-4">
          <ShareLink href={shareHref} siteUrl={siteUrl} hydrated={hydrated} />
        </div>
      )}
    </section>
  );
}
