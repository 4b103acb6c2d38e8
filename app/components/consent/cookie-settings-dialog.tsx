import { useState, type RefObject } from "react";
import * as Dialog from "@radix-ui/react-dialog";
import type { ConsentChoice } from "~/lib/cookie-consent";
import { primaryButtonClass } from "~/components/page-message";
import { CATEGORY_TEXT, ConsentSwitch, OptionalConsentSwitches } from "./consent-switch";

/** The 'Cookie Settings' dialog: loaded only when opened, so it costs nothing on first load. */
export default function CookieSettingsDialog(props: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  initial: ConsentChoice;
  onSave: (choice: ConsentChoice) => void;
  /** The button that opened the dialog: Radix only returns focus to its own Trigger, which lives elsewhere here. */
  returnFocusTo: RefObject<HTMLButtonElement | null>;
}) {
  // Stays mounted between openings so Radix can hand focus back to the button that opened it.
  return (
    <Dialog.Root open={props.open} onOpenChange={props.onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-stone-900/60" />
        <Dialog.Content
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            props.returnFocusTo.current?.focus();
          }}
          className="fixed left-1/2 top-1/2 z-50 w-[min(32rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-xl focus:outline-none"
        >
          <SettingsForm initial={props.initial} onSave={props.onSave} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** Mounted with the dialog's content, so each opening starts from the stored choice. */
function SettingsForm(props: { initial: ConsentChoice; onSave: (choice: ConsentChoice) => void }) {
  const [choice, setChoice] = useState(props.initial);
  return (
    <>
      <Dialog.Title className="text-xl font-bold text-ink">Cookie Settings</Dialog.Title>
      <Dialog.Description className="mt-1 text-sm text-stone-700">
        Choose which cookies we may use. You can change this at any time.
      </Dialog.Description>
      <div className="mt-5 space-y-4">
        <ConsentSwitch {...CATEGORY_TEXT.essential} checked disabled />
        <OptionalConsentSwitches choice={choice} onChange={setChoice} />
      </div>
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <Dialog.Close className="rounded-lg px-4 py-2.5 text-sm font-semibold text-stone-800 hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-brand-600">
          Cancel
        </Dialog.Close>
        <button type="button" className={primaryButtonClass} onClick={() => props.onSave(choice)}>
          Save Preferences
        </button>
      </div>
    </>
  );
}
