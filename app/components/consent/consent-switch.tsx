import { useId } from "react";
import type { ConsentChoice } from "~/lib/cookie-consent";

/** A labelled on/off switch (a native checkbox with the switch role, so it works with every keyboard and reader). */
export function ConsentSwitch(props: {
  label: string;
  description: string;
  checked: boolean;
  disabled?: boolean;
  onChange?: (checked: boolean) => void;
}) {
  const id = useId();
  return (
    <div className="flex items-start justify-between gap-4">
      <div>
        <label htmlFor={id} className="text-sm font-semibold text-ink">
          {props.label}
        </label>
        <p id={`${id}-description`} className="text-sm text-stone-600">
          {props.description}
        </p>
      </div>
      <input
        id={id}
        type="checkbox"
        role="switch"
        aria-describedby={`${id}-description`}
        checked={props.checked}
        disabled={props.disabled}
        onChange={(event) => props.onChange?.(event.target.checked)}
        className="mt-1 h-5 w-9 shrink-0 cursor-pointer appearance-none rounded-full bg-stone-400 transition-colors before:block before:h-4 before:w-4 before:translate-x-0.5 before:translate-y-0.5 before:rounded-full before:bg-white before:transition-transform checked:bg-brand-600 checked:before:translate-x-4.5 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-70 motion-reduce:transition-none motion-reduce:before:transition-none"
      />
    </div>
  );
}

export const CATEGORY_TEXT = {
  essential: {
    label: "Essential",
    // Each functional cookie is named here (decisions 008 and 022): the consent choice, and the trade-price view.
    description:
      "Keep the site working: remembering this choice, and showing prices ex. VAT if you switch to trade prices. Always on.",
  },
  analytics: {
    label: "Analytics",
    description: "Would count visits to help us improve pages. We run no analytics today.",
  },
  marketing: {
    label: "Marketing",
    description: "Would measure adverts and offers. We run no marketing cookies today.",
  },
} as const;

/** The two optional categories' switches, shared by the banner and the settings dialog. */
export function OptionalConsentSwitches(props: { choice: ConsentChoice; onChange: (choice: ConsentChoice) => void }) {
  return (
    <>
      <ConsentSwitch
        {...CATEGORY_TEXT.analytics}
        checked={props.choice.analytics}
        onChange={(analytics) => props.onChange({ ...props.choice, analytics })}
      />
      <ConsentSwitch
        {...CATEGORY_TEXT.marketing}
        checked={props.choice.marketing}
        onChange={(marketing) => props.onChange({ ...props.choice, marketing })}
      />
    </>
  );
}
