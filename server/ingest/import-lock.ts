/** Advisory lock every import takes, so two processes never create the same product twice. */
export const IMPORT_LOCK = 7_311_2026;
