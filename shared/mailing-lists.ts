/** The lists a visitor can join. Each sign-up is confirmed by e-mail before it counts. */
export const MAILING_LISTS = {
  newsletter: {
    name: "the BuildCompare newsletter",
    what: "an occasional e-mail with price news, new merchants and DIY guides",
  },
  deals: {
    name: "BuildCompare weekly deals",
    what: "one e-mail a week listing the products clearly below their usual price, only in weeks that have any",
  },
} as const;

export type MailingList = keyof typeof MAILING_LISTS;

export const MAILING_LIST_IDS = Object.keys(MAILING_LISTS) as [MailingList, ...MailingList[]];

/** How long a confirmation link works. */
export const CONFIRMATION_TTL_HOURS = 7 * 24;
