/** The message page's quick details, each optional: only filled fields go into the text. */
export interface QuickDetails {
  projectType?: string;
  location?: string;
  budget?: string;
  timeline?: string;
  details?: string;
}

const LABELS: [keyof QuickDetails, string][] = [
  ["projectType", "Project type"],
  ["location", "Location"],
  ["budget", "Budget"],
  ["timeline", "Timeline"],
  ["details", "Details"],
];

/** Longest text a chat link carries; messaging apps truncate or refuse much longer prefilled text. */
export const MAX_MESSAGE_CHARS = 1500;

/** The prefilled chat text: a greeting, then one line per filled field in a fixed order. */
export function buildMessageText(details: QuickDetails): string {
  const lines = LABELS.flatMap(([key, label]) => {
    const value = details[key]?.replace(/\s+/g, " ").trim();
    return value ? [`${label}: ${value}`] : [];
  });
  const greeting =
    lines.length > 0
      ? "Hi BuildCompare, I'd like some help with my project."
      : "Hi BuildCompare, I'd like some help with a project.";
  return [greeting, ...lines].join("\n").slice(0, MAX_MESSAGE_CHARS);
}

/** Digits of an international number, as chat links want them ("+44 7700 900321" → "447700900321"). */
export function internationalDigits(phone: string): string {
  return phone.replace(/[^\d]/g, "");
}

/** A WhatsApp click-to-chat link with the text prefilled. */
export function chatLink(phone: string, text: string): string {
  return `https://wa.me/${internationalDigits(phone)}?text=${encodeURIComponent(text)}`;
}

/** A UK number written the way people dial it at home ("+44 7700 900321" → "07700 900321"). */
export function nationalPhone(phone: string): string {
  const digits = internationalDigits(phone);
  if (!digits.startsWith("44")) return phone.trim();
  const national = `0${digits.slice(2)}`;
  return national.length === 11 ? `${national.slice(0, 5)} ${national.slice(5)}` : national;
}
