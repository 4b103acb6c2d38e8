import { lazy, Suspense, useEffect, useRef, useState, useSyncExternalStore } from "react";
import {
  choiceFromSnapshot,
  CONSENT_BANNER_DELAY_MS,
  consentSnapshot,
  ESSENTIAL_ONLY,
  saveConsent,
  subscribeConsent,
  type ConsentChoice,
} from "~/lib/cookie-consent";
import { showSuccessToast } from "~/lib/notify";

// Both load on demand: the banner only for a first visit (after its delay), the dialog when opened.
const CookieBanner = lazy(() => import("./cookie-banner"));
const CookieSettingsDialog = lazy(() => import("./cookie-settings-dialog"));

export type ConsentToast = keyof typeof TOASTS;

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
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [settingsLoaded, setSettingsLoaded] = useState(false);
  const settingsButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    // An unreadable cookie counts as no choice: the banner asks again.
    if (choiceFromSnapshot(snapshot)) return;
    const timer = window.setTimeout(() => setBannerDue(true), CONSENT_BANNER_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [snapshot]);

  function decide(next: ConsentChoice, toast: ConsentToast) {
    saveConsent(next);
    setSettingsOpen(false);
    const [title, description] = TOASTS[toast];
    showSuccessToast(title, description);
  }

  const stage = snapshot === "server" ? "waiting" : stored ? "decided" : bannerDue ? "asking" : "waiting";
  if (stage === "waiting") return null;
  if (stage === "asking") {
    return (
      <Suspense fallback={null}>
        <CookieBanner onDecide={decide} />
      </Suspense>
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
