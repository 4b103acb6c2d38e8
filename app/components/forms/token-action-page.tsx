import type { ReactNode } from "react";
import { Form, useNavigation } from "react-router";
import { PageMessage, primaryButtonClass } from "~/components/page-message";

/**
 * The page an e-mailed link opens when following it must not act by itself: mail scanners and link previews
 * open (GET/HEAD) every link, so the link only shows what it would do, and this button's POST (to the same URL,
 * token included) does it. Works without JavaScript. Used by /subscriptions/confirm, /subscriptions/unsubscribe,
 * /alerts/confirm and /alerts/unsubscribe, each route's action doing the work.
 */
export function TokenActionPage({
  eyebrow,
  title,
  token,
  buttonLabel,
  busyLabel,
  children,
}: {
  eyebrow?: string;
  title: string;
  token: string;
  buttonLabel: string;
  busyLabel: string;
  children: ReactNode;
}) {
  const busy = useNavigation().state === "submitting";
  return (
    <PageMessage eyebrow={eyebrow} title={title}>
      {children}
      <Form method="post" className="flex justify-center">
        <input type="hidden" name="token" value={token} />
        <button type="submit" className={primaryButtonClass} disabled={busy}>
          {busy ? busyLabel : buttonLabel}
        </button>
      </Form>
    </PageMessage>
  );
}
