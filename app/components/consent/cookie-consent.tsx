import { lazy, Suspense, useEffect, useRef, useState, useSyncExternalStore } from "react";
import {
  ACCEPT_ALL,
  choiceFromSnapshot,
  CONSENT_BANNER_DELAY_MS,
  consentSnapshot,
  ESSENTIAL_ONLY,
  saveConsent,
  subscribeConsent,
  type ConsentChoice,
} from "~/lib/cookie-consent";
import { showSuccessToast } from "~/lib/notify";
import { primaryButtonClass, secondaryButtonClass } from "~/components/page-message";
import { CATEGORY_TEXT, ConsentSwitch } from "./consent-switch";

const CookieSettingsDialog = lazy(() => import("./cookie-settings-dialog"));

/** spec.md §8's cookie toasts. */
const TOASTS = {
  accepted: ["Cookies accepted", "Thank you for accepting cookies"],
  declined: ["Cookies declined", "We respect your choice. Only essential cookies will be used."],
  saved: ["Preferences saved", "Your cookie preferences have been saved"],
} as const;

/**
 * Cookie banner (1.5 s after load, until the visitor chooses) and the floating 'Cookie Settings' button.
 * It runs in the browser only: the choice gates scripts, and without JavaScript no script can run.
 */
export function CookieConsent() {
  const snapshot = useSyncExternalStore(subscribeConsent, consentSnapshot, () => "server");
  const stored = choiceFromSnapshot(snapshot);
  const [bannerDue, setBannerDue] = useState(false);
  const [draft, setDraft] = useState<ConsentChoice>(ESSENTIAL_ONLY);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [settingsLoaded, setSettingsLoaded] = useState(false);
  const settingsButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (snapshot !== "none") return;
    const timer = window.setTimeout(() => setBannerDue(true), CONSENT_BANNER_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [snapshot]);

  function decide(next: ConsentChoice, toast: keyof typeof TOASTS) {
    saveConsent(next);
    setSettingsOpen(false);
    const [title, description] = TOASTS[toast];
    showSuccessToast(title, description);
  }

  const stage = snapshot === "server" ? "waiting" : stored ? "decided" : bannerDue ? "asking" : "waiting";
  if (stage === "waiting") return null;
  if (stage === "asking") {
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
            <ConsentSwitch
              {...CATEGORY_TEXT.analytics}
              checked={draft.analytics}
              onChange={(analytics) => setDraft((c) => ({ ...c, analytics }))}
            />
            <ConsentSwitch
              {...CATEGORY_TEXT.marketing}
              checked={draft.marketing}
              onChange={(marketing) => setDraft((c) => ({ ...c, marketing }))}
            />
          </fieldset>
          <div className="flex flex-wrap gap-2 lg:flex-col">
            <button type="button" className={primaryButtonClass} onClick={() => decide(ACCEPT_ALL, "accepted")}>
              Accept All
            </button>
            <button type="button" className={secondaryButtonClass} onClick={() => decide(ESSENTIAL_ONLY, "declined")}>
              Decline
            </button>
            <button type="button" className={secondaryButtonClass} onClick={() => decide(draft, "saved")}>
              Save Preferences
            </button>
          </div>
        </div>
      </section>
    );
  }
  return (
    <aside aria-label="Cookie choices" className="fixed bottom-4 left-4 z-30">
      <button
        ref={settingsButton}
        type="button"
        aria-haspopup="dialog"
        onClick={() => {
          setSettingsLoaded(true);
          setSettingsOpen(true);
        }}
        className="rounded-full border border-stone-300 bg-white px-4 py-2 text-sm font-semibold text-stone-800 shadow-md hover:bg-stone-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        Cookie Settings
      </button>
      {settingsLoaded && (
        <Suspense fallback={null}>
          <CookieSettingsDialog
            open={settingsOpen}
            returnFocusTo={settingsButton}
            onOpenChange={setSettingsOpen}
            initial={stored ?? ESSENTIAL_ONLY}
            onSave={(next) => decide(next, "saved")}
          />
        </Suspense>
      )}
    </aside>
  );
}
