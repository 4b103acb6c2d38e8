import { Link } from "~/components/ui/app-link";
import { SITE_NAME } from "../../../shared/site";

export function LogoMark({ className = "h-8 w-8" }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className={className}>
      <rect width="32" height="32" rx="7" fill="#c2410c" />
      <path
        d="M7 21h8v4H7zM17 21h8v4h-8zM12 15h8v4h-8zM7 15h3v4H7zM22 15h3v4h-3zM7 9h8v4H7zM17 9h8v4h-8z"
        fill="#fff"
      />
    </svg>
  );
}

/** `compact` hides the wordmark between the mobile and wide layouts, where the nav needs the room. */
export function Logo({ compact = false }: { compact?: boolean }) {
  return (
    <Link
      to="/"
      aria-label={`${SITE_NAME} home`}
      className="flex items-center gap-2 rounded-md text-xl font-bold tracking-tight text-ink focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-600"
    >
      <LogoMark />
      <span className={compact ? "md:max-lg:sr-only" : undefined}>
        Build<span className="text-brand-600">Compare</span>
      </span>
    </Link>
  );
}
