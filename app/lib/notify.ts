import { toast } from "sonner";

/** spec.md §8's destructive toast: a title and a description, announced to screen readers. */
export function showErrorToast(title: string, description: string): void {
  toast.error(title, { description });
}

export function showSuccessToast(title: string, description?: string): void {
  toast.success(title, { description });
}
