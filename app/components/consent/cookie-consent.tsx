import { lazy, Suspense, useEffect, useRef, useState, useSyncExternalStore } from "react";
import { useLocation } from "react-router";
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
import { useClearSpot } from "./use-clear-spot";

// Both load on demand: the banner only for a first visit (after its delay), the dialog when opened.
const CookieBanner = lazy(() => import("./cookie-banner"));
const CookieSettingsDialog = lazy(() => import("./cookie-settings-dialog"));

export type ConsentToast = keyof typeof TOASTS;

/** The cookie toasts' titles and descriptions. */
const TOASTS = {
  accepted: ["Cookies accepted", "Thank you for accepting cookies"],
  declined: ["Cookies declined", "We respect your choice. Only essential cookies will be used."],
  saved: ["Preferences saved", "Your cookie preferences have been saved"],
} as const;

/**
 * Cookie banner (1.5 s after load, until the visitor chooses) and the floating 'Cookie Settings' button.
 * It runs in the browser only: the choice gates scripts, and without JavaScript no script can run.
 * The button is small and covers nothing (useClearSpot): it steps aside while the page scrolls or when
 * content is under it, stays reachable by keyboard (it shows when focused), and always shows at the
 * end of a page, where the footer keeps its corner free.
 */
export function CookieConsent() {
  const snapshot = useSyncExternalStore(subscribeConsent, consentSnapshot, () => "server");
  const stored = choiceFromSnapshot(snapshot);
  const [bannerDue, setBannerDue] = useState(false);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [settingsLoaded, setSettingsLoaded] = useState(false);
  const settingsButton = useRef<HTMLButtonElement>(null);
  const location = useLocation();

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
  const spot = useClearSpot(settingsButton, stage === "decided", location.pathname + location.search);
  if (stage === "waiting") return null;
  if (stage === "asking") {
    return (
      <Suspense fallback={null}>
        <CookieBanner onDecide={decide} />
      </Suspense>
    );
  }
  return (
    <aside aria-label="Cookie choices" className="fixed bottom-3 left-3 z-30">
      <button
        ref={settingsButton}
        type="button"
        aria-haspopup="dialog"
        data-state={spot}
        onClick={() => {
          setSettingsLoaded(true);
          setSettingsOpen(true);
        }}
        className={`inline-flex h-10 w-10 items-center justify-center gap-1.5 rounded-full border border-stone-300 bg-white text-xs font-semibold text-stone-800 shadow-md transition-opacity duration-150 hover:bg-stone-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 motion-reduce:transition-none sm:h-8 sm:w-auto sm:px-3 ${
          spot === "shown" ? "" : "pointer-events-none opacity-0 focus:pointer-events-auto focus:opacity-100"
        }`}
      >
        <CookieIcon />
        <span className="sr-only sm:not-sr-only">Cookie Settings</span>
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

function CookieIcon() {
  return (
    <svg viewBox="0 0 20 20" aria-hidden="true" className="h-4 w-4 shrink-0">
      <path
        fill="currentColor"
        fillRule="evenodd"
        d="M10 2a8 8 0 1 0 7.94 7.03 2.75 2.75 0 0 1-3.47-2.5A2.75 2.75 0 0 1 10.97 2.06 8.1 8.1 0 0 0 10 2ZM7 6.5a1.25 1.25 0 1 1 0 2.5 1.25 1.25 0 0 1 0-2.5Zm5 5a1.25 1.25 0 1 1 0 2.5 1.25 1.25 0 0 1 0-2.5ZM7.5 12a1 1 0 1 1 0 2 1 1 0 0 1 0-2Z"
      />
    </svg>
  );
}
