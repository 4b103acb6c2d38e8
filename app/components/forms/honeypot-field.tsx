import { HONEYPOT_FIELD } from "../../../shared/form-limits";

/**
 * A field people never see or reach (off-screen, hidden from assistive technology, out of the tab
 * order) that form-filling bots complete; the server drops any post that fills it.
 */
export function HoneypotField() {
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] top-auto h-px w-px overflow-hidden">
      <label>
        Leave this field empty
        <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}
