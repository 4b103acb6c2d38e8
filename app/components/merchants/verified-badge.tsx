/** Set by an operator after checking the merchant, never inferred. */
export function VerifiedBadge({ className = "" }: { className?: string }) {
  return (
    <span
      className={`inline-flex items-center gap-1 rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-semibold text-emerald-800 ring-1 ring-inset ring-emerald-600/20 ${className}`}
    >
      <svg viewBox="0 0 20 20" aria-hidden="true" className="h-3.5 w-3.5">
        <path
          fill="currentColor"
          d="M10 1.5 3.5 4v5.2c0 4 2.7 7.6 6.5 8.8 3.8-1.2 6.5-4.8 6.5-8.8V4L10 1.5Zm3.3 6.3-4 4.5a.75.75 0 0 1-1.1 0l-1.9-2a.75.75 0 1 1 1.1-1l1.4 1.4 3.4-3.9a.75.75 0 0 1 1.1 1Z"
        />
      </svg>
      Verified
    </span>
  );
}
