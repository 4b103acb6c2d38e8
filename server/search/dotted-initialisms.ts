/**
 * Trade initialisms typed with dots ("c.l.s timber", "p.v.a.", "u.p.v.c fascia", "o.s.b 18mm"): titles and the
 * synonym table write them as one word (CLS, PVA, uPVC, OSB), while the normaliser reads each dot as a break, so
 * "c.l.s" was three one-letter words and found nothing of the kind. A run of two or more single letters with a dot
 * between each (and one after the last, optionally) is read as the one word. Digits are left alone: "2.4" and "no.8" are
 * sizes (query-sizes.ts), and a letter beside a digit ("m10") is no initialism.
 */
export function joinDottedInitialisms(text: string): string {
  return text.replace(/(?<![\p{L}\p{N}.])\p{L}(?:\.\p{L})+\.?(?![\p{L}\p{N}])/gu, (run) => run.replaceAll(".", ""));
}
