import { useState, type FormEvent } from "react";
import { Link } from "~/components/ui/app-link";
import { addToProject } from "~/lib/project-store";
import { quantityInUnits } from "../../../shared/quantity-label";
import { AddToProjectForm, type AddToProjectProps } from "./add-to-project-form";

/**
 * 'Add to project' on the product card and the calculators. In the server HTML it is AddToProjectForm (a GET form
 * to /price-comparison), so without JavaScript it opens the list with the product on it. With JavaScript the
 * press adds to the browser's current project instead and says so in a status line (a live region) with a link
 * to the list.
 */
export function AddToProjectButton({ className = "", ...props }: AddToProjectProps & { className?: string }) {
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);
  const { productId, name, quantity = 1, unitLabel } = props;

  function add(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const added = addToProject({ productId, quantity });
    if (!added.ok) return setStatus({ ok: false, text: added.error });
    const total = added.quantity === quantity ? "" : ` (${quantityInUnits(added.quantity, unitLabel)} in all)`;
    const text = `Added ${quantityInUnits(quantity, unitLabel)} of ${name} to ${added.projectName}${total}`;
    setStatus({
      ok: true,
      text: added.kept ? text : `${text}, for this visit only: this browser is not keeping site data`,
    });
  }

  return (
    <div className={className}>
      <AddToProjectForm
        {...props}
        label={quantity === 1 ? undefined : `Add ${quantityInUnits(quantity, unitLabel)} to project`}
        onSubmit={add}
      />
      <p role="status" className="mt-1 text-sm text-stone-700 empty:hidden">
        {status && (
          <>
            <span className={status.ok ? undefined : "text-red-700"}>{status.text}. </span>
            {status.ok && (
              <Link to="/price-comparison" className="font-semibold text-brand-700 underline hover:text-brand-600">
                View project list
              </Link>
            )}
          </>
        )}
      </p>
    </div>
  );
}
