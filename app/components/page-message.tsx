import type { ReactNode } from "react";
import { Link } from "~/components/ui/app-link";

/** Centred status page used by error boundaries and empty states ("Page not found", "Product Not Found"). */
export function PageMessage({ title, children, eyebrow }: { title: string; eyebrow?: string; children?: ReactNode }) {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center sm:py-28">
      {eyebrow && <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">{eyebrow}</p>}
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-ink sm:text-4xl">{title}</h1>
      <div className="mt-4 space-y-6 text-base leading-7 text-stone-700">{children}</div>
    </div>
  );
}

/** An error boundary's page when a route's data failed to load: the page's own title, what failed, the way home. */
export function LoadFailedMessage({ title, message }: { title: string; message: string }) {
  return (
    <PageMessage title={title}>
      <p role="alert">{message}</p>
      <div className="flex justify-center">
        <Link to="/" className={primaryButtonClass}>
          Go to the home page
        </Link>
      </div>
    </PageMessage>
  );
}

export const primaryButtonClass =
  "inline-flex items-center justify-center gap-2 rounded-lg bg-brand-600 px-4 py-2.5 text-sm font-semibold text-white shadow-sm transition-colors hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600";

export const secondaryButtonClass =
  "inline-flex items-center justify-center gap-2 rounded-lg border border-stone-300 bg-white px-4 py-2.5 text-sm font-semibold text-stone-800 shadow-sm transition-colors hover:bg-stone-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600";
