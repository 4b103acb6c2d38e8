/**
 * A job typed as what a thing needs ("the garage door needs painting", "loft wants insulating", "gate post needs
 * resetting in concrete") is the same job as its verb first ("painting the garage door"): English lets the thing lead
 * and the -ing verb follow "needs". The query is read with the verb moved to the front, so the leading-verb table
 * (use-verbs*.ts) and a job sentence's reading apply as they do to the verb-first wording. Only an -ing word right
 * after the need word (an optional "a", "a good", "some" between): "needs a fresh coat" names no verb and is left to
 * the problem tables (job-phrases-household.ts).
 * A negated need ("decking that never needs oiling") describes the product wanted, not a job: left as typed.
 * Where to extend: another need word a buyer types before the verb ("could do with"). Risk: a product name with
 * "needs" in it; none is known in the trade.
 */
const NEED =
  /^(.+?)\s+(?:needs|need|wants|want|needing|requires|require|could do with)\s+(?:(?:a|a good|some)\s+)?([a-z]{3,}ing)\b(.*)$/i;

/** The query with a need clause's verb moved to the front; null when it has none. */
export function needClauseFirst(q: string): string | null {
  const found = NEED.exec(q.trim());
  // "never needs oiling" says what the product is like, not a job to do: left as typed.
  // Phones drop the apostrophe ("doesnt"): the negation is the same.
  if (!found || /\b(?:never|not|no|don'?t|doesn'?t|won'?t|shouldn'?t|didn'?t|wouldn'?t)$/i.test(found[1]!)) return null;
  // A phrasal verb's particle goes with it ("decking needs bringing back" → "bringing back decking"): the job is
  // the verb and its particle together, and nothing names a thing "decking back".
  const particle = /^\s+(back|up|down|out|off|over|in)\b(.*)$/i.exec(found[3]!);
  if (particle) return `${found[2]!} ${particle[1]!} ${found[1]!}${particle[2]!}`;
  return `${found[2]!} ${found[1]!}${found[3]!}`;
}
