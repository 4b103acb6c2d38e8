import { useState } from "react";
import { ACCEPT_ALL, ESSENTIAL_ONLY, type ConsentChoice } from "~/lib/cookie-consent";
import { primaryButtonClass, secondaryButtonClass } from "~/components/page-message";
import { OptionalConsentSwitches } from "./consent-switch";
import type { ConsentToast } from "./cookie-consent";

/** The first-visit banner: Accept All, Decline, or Save Preferences with the two optional switches as set. */
export default function CookieBanner({ onDecide }: { onDecide: (choice: ConsentChoice, toast: ConsentToast) => void }) {
  const [draft, setDraft] = useState<ConsentChoice>(ESSENTIAL_ONLY);
  return (
    <section
      aria-labelledby="cookie-banner-heading"
      className="fixed inset-x-0 bottom-0 z-30 border-t border-stone-200 bg-white p-4 shadow-[0_-4px_16px_rgba(0,0,0,0.08)] sm:p-5"
    >
      <div className="mx-auto grid max-w-7xl gap-4 lg:grid-cols-[2fr_1fr_auto] lg:items-center">
        <div>
          <h2 id="cookie-banner-heading" className="font-bold text-ink">
            Cookies on BuildCompare
          </h2>
          <p className="mt-1 text-sm text-stone-700">
            We use essential cookies to make the site work. We'd also like to ask before using analytics or marketing
            cookies; none run unless you allow them.
          </p>
        </div>
        <fieldset className="space-y-2">
          <legend className="sr-only">Optional cookies</legend>
          <OptionalConsentSwitches choice={draft} onChange={setDraft} />
        </fieldset>
        <div className="flex flex-wrap gap-2 lg:flex-col">
          <button type="button" className={primaryButtonClass} onClick={() => onDecide(ACCEPT_ALL, "accepted")}>
            Accept All
          </button>
          <button type="button" className={secondaryButtonClass} onClick={() => onDecide(ESSENTIAL_ONLY, "declined")}>
            Decline
          </button>
          <button type="button" className={secondaryButtonClass} onClick={() => onDecide(draft, "saved")}>
            Save Preferences
          </button>
        </div>
      </div>
    </section>
  );
}
