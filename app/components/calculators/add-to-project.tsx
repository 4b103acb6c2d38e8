import { secondaryButtonClass } from "~/components/page-message";

/**
 * Adds a calculated quantity to the project list at /price-comparison. This is what the page lane's
 * AddToProjectButton (app/components/basket/add-to-project-button.tsx) renders without JavaScript: a GET form
 * with `add=<id>:<qty>`, which /price-comparison merges into the list it shows. Where to extend: once that
 * component is on main, render it here so JavaScript adds in place and announces it.
 */
export function AddToProject({ productId, name, quantity }: { productId: number; name: string; quantity: number }) {
  return (
    <form method="get" action="/price-comparison">
      <input type="hidden" name="add" value={`${productId}:${quantity}`} />
      <button
        type="submit"
        aria-label={`Add ${quantity.toLocaleString("en-GB")} to project: ${name}`}
        className={secondaryButtonClass}
      >
        Add {quantity.toLocaleString("en-GB")} to project
      </button>
    </form>
  );
}
