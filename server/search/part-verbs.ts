import { BUILDING_PARTS } from "./building-parts.ts";
import { JOB_VERB_FAMILIES, type JobFamily } from "./job-verb-families.ts";
import type { UseVerb } from "./use-verbs.ts";

/**
 * The leading-verb entries a part of the building or garden (building-parts*.ts) and a job-verb family
 * (job-verb-families.ts) make: every verb of the family, read with the part as its object, asks for the kinds the
 * part takes for that family's job. One entry per verb, so each can sit in its verb's own place (withPartVerbs).
 */
const PART_VERBS: readonly UseVerb[] = BUILDING_PARTS.flatMap((part) =>
  (Object.entries(part.jobs) as [JobFamily, readonly string[]][]).flatMap(([family, groups]) =>
    JOB_VERB_FAMILIES[family].map((verb): UseVerb => ({ verbs: [verb], objects: part.names, groups, part: true })),
  ),
);

/**
 * The hand-written table with the part entries merged: for each verb, after every entry of that verb with objects
 * written before its plain entry (those name the job more closely, and stay first) and before the plain entry
 * (which reads the verb whatever follows, so nothing after it is reached). A verb no entry has gets its part
 * entries at the end. The hand-written order of each verb is kept.
 */
export function withPartVerbs(table: readonly UseVerb[]): UseVerb[] {
  const pending = new Map<string, UseVerb[]>();
  for (const entry of PART_VERBS) pending.set(entry.verbs[0]!, [...(pending.get(entry.verbs[0]!) ?? []), entry]);
  const merged: UseVerb[] = [];
  for (const entry of table) {
    if (!entry.objects)
      for (const verb of entry.verbs) {
        merged.push(...(pending.get(verb) ?? []));
        pending.delete(verb);
      }
    merged.push(entry);
  }
  for (const entries of pending.values()) merged.push(...entries);
  return merged;
}
