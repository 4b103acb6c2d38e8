import { z } from "zod";
import { BUDGETS, PROJECT_TYPES, TIMELINES } from "../../shared/project-options.ts";
import { buildMessageText, chatLink, type QuickDetails } from "../../shared/message-link.ts";
import { QUICK_DETAIL_LIMITS } from "../../shared/message-limits.ts";
import { optionalText } from "../../shared/form-schemas.ts";

/** An optional choice: empty means not given; anything else must be one of the list. */
function optionalChoice(options: readonly string[], message: string) {
  return z
    .string()
    .trim()
    .optional()
    .transform((v) => v ?? "")
    .refine((v) => v === "" || options.includes(v), { message });
}

const QuickDetailsSchema = z.object({
  projectType: optionalChoice(PROJECT_TYPES, "Choose a project type from the list, or leave it empty."),
  location: optionalText("location", QUICK_DETAIL_LIMITS.location),
  budget: optionalChoice(BUDGETS, "Choose a budget from the list, or leave it empty."),
  timeline: optionalChoice(TIMELINES, "Choose a timeline from the list, or leave it empty."),
  details: optionalText("extra details", QUICK_DETAIL_LIMITS.details),
});

export type ChatLinkRequest =
  { kind: "none" } | { kind: "redirect"; url: string } | { kind: "invalid"; error: string; kept: QuickDetails };

/**
 * The message page's quick-details form submits by GET (`send=1`); its answer is a redirect to the chat
 * link with only the filled fields in the text. A bad value (a hand-edited address) keeps what was sent
 * and says which field to fix.
 */
export function readChatLinkRequest(url: URL, phone: string): ChatLinkRequest {
  if (url.searchParams.get("send") !== "1") return { kind: "none" };
  const raw = Object.fromEntries(
    ["projectType", "location", "budget", "timeline", "details"].map((k) => [k, url.searchParams.get(k) ?? undefined]),
  );
  const parsed = QuickDetailsSchema.safeParse(raw);
  if (!parsed.success) {
    const kept = Object.fromEntries(
      Object.entries(raw).map(([k, v]) => [k, String(v ?? "").slice(0, QUICK_DETAIL_LIMITS.details)]),
    ) as QuickDetails;
    return { kind: "invalid", error: parsed.error.issues[0]?.message ?? "Please check the details.", kept };
  }
  return { kind: "redirect", url: chatLink(phone, buildMessageText(parsed.data)) };
}
