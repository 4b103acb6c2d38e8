/** The project choices, shared by the quote forms and the message page's quick details. */
export const PROJECT_TYPES = ["Extension", "Renovation", "New build", "Garden / Landscaping", "Other"] as const;
export const BUDGETS = ["<£5k", "£5k–£25k", "£25k–£100k", "£100k+"] as const;
export const TIMELINES = ["ASAP", "1–3 months", "3–6 months", "6+ months"] as const;
