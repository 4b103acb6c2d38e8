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

/**
 * Session 16: the same initialisms typed with spaces ("m d f sheet", "d p c roll", "g r p"): three to five single
 * letters in a row, none of them "x" (a size's sign) and not led by "a" or "i" (words of their own), are the one word.
 * Two letters are left alone: "u bend", "t bar" are names.
 */
export function joinSpacedInitialisms(text: string): string {
  return text.replace(/(?<![\p{L}\p{N}])[b-hj-wyz](?: [a-wyz]){2,4}(?![\p{L}\p{N}])/gu, (run) =>
    run.replaceAll(" ", ""),
  );
}
