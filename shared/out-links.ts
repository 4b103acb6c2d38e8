/**
 * Paths of the counted click-outs. Every link to a merchant's site goes through these, so the site can
 * count which merchants visitors choose; the routes answer 302 to exactly the stored URL.
 */
export function offerOutPath(offerId: number): string {
  return `/out/${offerId}`;
}

/** The merchant's own website, as stored for that merchant. */
export function merchantOutPath(merchantSlug: string): string {
  return `/out/merchant/${encodeURIComponent(merchantSlug)}`;
}
