import type { FormEvent } from "react";

export interface AddToProjectProps {
  productId: number;
  name: string;
  /** How many of the selling unit to add (a calculator's result); 1 by default. */
  quantity?: number;
  /** The selling unit one quantity buys ("bag", "sheet"…), for the label and the announcement. */
  unitLabel?: string | null;
}

/** The visible words; AddToProjectButton says how many ("Add 12 bags to project") when it is not one. */
const ADD_TO_PROJECT = "Add to project";

/**
 * 'Add to project' as a plain GET form to /price-comparison with `add=<id>:<qty>`: the page merges it into the
 * list it shows and, with JavaScript, into the browser's current project, then says what was added. The product
 * page uses it as it is: its first-view JavaScript budget (bench/lighthouse-audit.ts) has no room for the
 * projects' store. AddToProjectButton enhances it to add in place.
 */
export function AddToProjectForm({
  productId,
  name,
  quantity = 1,
  label = ADD_TO_PROJECT,
  onSubmit,
}: AddToProjectProps & { label?: string; onSubmit?: (event: FormEvent<HTMLFormElement>) => void }) {
  return (
    <form method="get" action="/price-comparison" onSubmit={onSubmit}>
      <input type="hidden" name="add" value={`${productId}:${quantity}`} />
      <button
        type="submit"
        // The visible words first, then which product (a card grid has one such button per product).
        aria-label={`${label}: ${name}`}
        className="inline-flex min-h-9 items-center gap-1.5 rounded-lg border border-brand-600 bg-white px-3 py-1.5 text-sm font-semibold text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        <span aria-hidden="true">+</span>
        {label}
      </button>
    </form>
  );
}
