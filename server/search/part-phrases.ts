import { BUILDING_PARTS } from "./building-parts.ts";
import type { JobPhrase } from "./job-phrases.ts";

/**
 * A part of the building or garden named with no job verb ("floor joists for an extension", "the front door needs a
 * clear finish") asks for what is bought for it (building-parts*.ts `bought`). Job phrases with no thing, so read
 * only in a task phrase and only when no leading verb was read (job-phrases.ts); task-only, since a part's words
 * also stand in products' names ("joist hanger", "door lining"). Read after every hand-written table.
 */
export const PART_JOB_PHRASES: readonly JobPhrase[] = BUILDING_PARTS.flatMap((part) =>
  part.bought ? [{ when: part.names, groups: part.bought, taskOnly: true, part: true }] : [],
);
