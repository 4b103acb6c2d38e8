/**
 * Toasts without shipping the toast library on first load: the first toast loads it and mounts
 * the toaster (through the host in the root layout), then shows. Only browser code calls these.
 */
type ToasterHost = () => Promise<void>;

let host: ToasterHost | null = null;

/** Called by the root layout's ToasterHost once hydrated; null when it unmounts. */
export function registerToasterHost(next: ToasterHost | null): void {
  host = next;
}

async function toastApi() {
  if (!host) throw new Error("The toaster host is not mounted");
  const [sonner] = await Promise.all([import("sonner"), host()]);
  return sonner.toast;
}

function report(error: unknown) {
  console.warn("A notification could not be shown", error);
}

/** The destructive toast: a title and (unless the page already says it) a description, announced to screen readers. */
export function showErrorToast(title: string, description?: string): void {
  toastApi()
    .then((toast) => toast.error(title, { description }))
    .catch(report);
}

export function showSuccessToast(title: string, description?: string): void {
  toastApi()
    .then((toast) => toast.success(title, { description }))
    .catch(report);
}
