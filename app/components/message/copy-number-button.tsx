import { showErrorToast, showSuccessToast } from "~/lib/notify";
import { useHydrated } from "~/lib/use-hydrated";
import { secondaryButtonClass } from "~/components/page-message";

/**
 * Copies the number and says so in a toast (or that it failed). Copying needs JavaScript (and a secure page),
 * so the button only appears once the page is interactive; the number itself is always on the page as text and
 * a tel: link.
 */
export function CopyNumberButton({ number }: { number: string }) {
  const hydrated = useHydrated();
  if (!hydrated) return null;

  async function copy() {
    try {
      if (!navigator.clipboard) throw new Error("No clipboard in this browser");
      await navigator.clipboard.writeText(number);
      showSuccessToast("Number copied", number);
    } catch (error) {
      console.warn("Copying the number failed", error);
      showErrorToast("Copy failed", "Please copy the number manually.");
    }
  }

  return (
    <button type="button" onClick={copy} className={secondaryButtonClass}>
      Copy number<span className="sr-only"> {number}</span>
    </button>
  );
}
