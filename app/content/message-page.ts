/**
 * Message page copy: a quick-details form that prefills a WhatsApp chat, a
 * copy-number button, four questions and answers, and e-mail and phone alternatives. The answers describe
 * the concierge help as it really works: a person replies, nothing is automated and nothing is sold here.
 */
export const MESSAGE_HERO = {
  heading: "Message us about your project",
  text: "Fill in as much or as little as you like below and we'll open a WhatsApp chat with your details already typed. A person at BuildCompare reads every message.",
} as const;

export interface FaqItem {
  question: string;
  answer: string;
}

export const MESSAGE_FAQ: readonly FaqItem[] = [
  {
    question: "Who will reply to my message?",
    answer:
      "One of the BuildCompare team in London. We reply during working hours, Monday to Friday 9am to 5pm, usually the same day.",
  },
  {
    question: "What can you help with?",
    answer:
      "Working out a materials list for your job, pricing it across the merchants we compare, and finding out which of them deliver to you and what delivery costs. You still order and pay the merchant directly.",
  },
  {
    question: "Do I have to fill in every field?",
    answer:
      "No. Only the fields you fill in are added to the message, and you can edit the text in WhatsApp before you send it.",
  },
  {
    question: "I don't use WhatsApp. How else can I reach you?",
    answer:
      "E-mail or phone us using the details on this page, or use the contact form. Quote requests can also go through the form on the How It Works page.",
  },
];

/** schema.org FAQPage for the four questions. */
export function messageFaqJsonLd(pageUrl: string): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    url: pageUrl,
    mainEntity: MESSAGE_FAQ.map((item) => ({
      "@type": "Question",
      name: item.question,
      acceptedAnswer: { "@type": "Answer", text: item.answer },
    })),
  };
}

/** schema.org ContactPage naming the people to reach and how: the contact point this page offers. */
export function messageContactJsonLd(input: {
  pageUrl: string;
  siteUrl: string;
  phone: string;
  email: string;
}): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "ContactPage",
    url: input.pageUrl,
    name: "Message BuildCompare",
    mainEntity: {
      "@type": "Organization",
      name: "BuildCompare",
      url: `${input.siteUrl}/`,
      contactPoint: {
        "@type": "ContactPoint",
        contactType: "customer support",
        telephone: input.phone.replace(/\s+/g, ""),
        email: input.email,
        areaServed: "GB",
        availableLanguage: "en-GB",
        hoursAvailable: {
          "@type": "OpeningHoursSpecification",
          dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
          opens: "09:00",
          closes: "17:00",
        },
      },
    },
  };
}
