import type { Db } from "../db/client.server.ts";
import { sendPendingEmails } from "./send-outbox.server.ts";
import { createSmtpTransport } from "./smtp-transport.server.ts";

export const OUTBOX_SEND_INTERVAL_MS = 30_000;

/**
 * While the web server runs with SMTP_URL set, pending e-mails go out every 30 s (and at once on
 * start). Several server processes may run it: rows are claimed under a lock. Returns a stop function.
 */
export function startOutboxSender(
  db: Db,
  options: { smtpUrl: string; from: string; intervalMs?: number },
): () => Promise<void> {
  const transport = createSmtpTransport(options.smtpUrl);
  let running: Promise<void> = Promise.resolve();
  const tick = () => {
    running = running.then(async () => {
      try {
        const result = await sendPendingEmails(db, transport, { from: options.from });
        if (result.sent + result.retrying + result.failed > 0) {
          console.log(`Outbox: sent ${result.sent}, retrying ${result.retrying}, failed ${result.failed}.`);
        }
      } catch (error) {
        console.warn(`Outbox: sending failed, will retry: ${(error as Error).message}`);
      }
    });
  };
  tick();
  const timer = setInterval(tick, options.intervalMs ?? OUTBOX_SEND_INTERVAL_MS);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
    transport.close();
  };
}
