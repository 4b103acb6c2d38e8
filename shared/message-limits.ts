/** Longest values of the message page's free-text fields, shared by the form and the server's check. */
export const QUICK_DETAIL_LIMITS = { location: 100, details: 1000 } as const;
