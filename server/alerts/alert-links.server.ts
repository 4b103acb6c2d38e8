/** The links every alert e-mail carries; the routes are app/routes/alerts.confirm.tsx and alerts.unsubscribe.tsx. */
export function alertConfirmUrl(siteUrl: string, token: string): string {
  return `${siteUrl}/alerts/confirm?token=${token}`;
}

export function alertUnsubscribeUrl(siteUrl: string, token: string): string {
  return `${siteUrl}/alerts/unsubscribe?token=${token}`;
}

export function productUrl(siteUrl: string, productId: number): string {
  return `${siteUrl}/product/${productId}`;
}
