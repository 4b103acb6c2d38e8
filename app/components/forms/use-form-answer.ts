import { useLayoutEffect, useRef, type RefObject } from "react";
import type { FetcherWithComponents } from "react-router";
import type { FormResult } from "../../../shared/form-result";
import { showErrorToast, showSuccessToast } from "~/lib/notify";

/**
 * Toasts each new answer of a form's fetcher once and clears the form only after the server has
 * stored the submission; a failure leaves every field as the visitor typed it. The toast carries the
 * answer's title only: its message is already under the form, and a toast must not repeat it.
 */
export function useFormAnswer<F extends string>(
  fetcher: FetcherWithComponents<FormResult<F>>,
  form: RefObject<HTMLFormElement | null>,
) {
  const seen = useRef<unknown>(null);
  // Layout effect: the fields empty in the same commit that shows the answer, so nothing typed in between is wiped.
  useLayoutEffect(() => {
    const answer = fetcher.data;
    if (fetcher.state !== "idle" || !answer || seen.current === answer) return;
    seen.current = answer;
    if (answer.status === "ok") {
      if (form.current) clearFields(form.current);
      showSuccessToast(answer.title);
    } else {
      showErrorToast(answer.title);
      form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
    }
  }, [fetcher.state, fetcher.data, form]);
}

/** Empties what the visitor typed (reset() would bring back values a plain post rendered as defaults). */
function clearFields(form: HTMLFormElement) {
  for (const element of Array.from(form.elements)) {
    if (element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement) element.value = "";
    else if (element instanceof HTMLInputElement && element.type !== "hidden" && element.type !== "submit") {
      if (element.type === "checkbox" || element.type === "radio") element.checked = false;
      else element.value = "";
    }
  }
}
