import { Command, InvalidArgumentError } from "commander";
import { getEnv } from "../server/env.server.ts";
import { getOutboxEntry, listOutbox, OUTBOX_STATUSES, type OutboxStatus } from "../server/mail/list-outbox.server.ts";
import { sendPendingEmails } from "../server/mail/send-outbox.server.ts";
import { createSmtpTransport } from "../server/mail/smtp-transport.server.ts";
import { withDatabase } from "./with-database.ts";

function parseStatus(value: string): OutboxStatus {
  if (!(OUTBOX_STATUSES as readonly string[]).includes(value)) {
    throw new InvalidArgumentError(`use one of ${OUTBOX_STATUSES.join(", ")}`);
  }
  return value as OutboxStatus;
}

function parseCount(value: string): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1 || n > 10_000) throw new InvalidArgumentError("use a whole number from 1 to 10000");
  return n;
}

export function outboxCommand(): Command {
  const outbox = new Command("outbox").description("Read and send the e-mails the site has queued");

  outbox
    .command("list")
    .description("newest first")
    .option("--status <status>", "pending, sent or failed", parseStatus)
    .option("--limit <n>", "how many", parseCount, 50)
    .action((opts: { status?: OutboxStatus; limit: number }) =>
      withDatabase(async ({ db }) => {
        const entries = await listOutbox(db, opts);
        if (entries.length === 0) console.log("The outbox is empty.");
        for (const e of entries) {
          console.log(
            `#${String(e.id).padEnd(6)} ${e.status.padEnd(8)} ${e.createdAt.toISOString()}  ${e.kind.padEnd(26)} ${e.toAddress}  ${e.subject}${e.lastError ? `  (last error: ${e.lastError}${e.status === "pending" ? `; next try ${e.nextAttemptAt.toISOString()}` : ""})` : ""}`,
          );
        }
      }),
    );

  outbox
    .command("show")
    .argument("<id>", "outbox id", parseCount)
    .action((id: number) =>
      withDatabase(async ({ db }) => {
        const e = await getOutboxEntry(db, id);
        if (!e) {
          console.error(`No e-mail #${id} in the outbox.`);
          process.exitCode = 1;
          return;
        }
        console.log(
          `To: ${e.toAddress}\nSubject: ${e.subject}\nStatus: ${e.status} (${e.attempts} attempts)\n\n${e.textBody}`,
        );
      }),
    );

  outbox
    .command("send")
    .description("send pending e-mails now through SMTP_URL")
    .option("--limit <n>", "at most this many", parseCount, 100)
    .action((opts: { limit: number }) => {
      const env = getEnv();
      if (!env.SMTP_URL) {
        console.error("SMTP_URL is not set: e-mails stay in the outbox (see `buildcompare outbox list`).");
        process.exitCode = 1;
        return;
      }
      const smtpUrl = env.SMTP_URL;
      return withDatabase(async ({ db }) => {
        const result = await sendPendingEmails(db, createSmtpTransport(smtpUrl), {
          from: env.MAIL_FROM,
          limit: opts.limit,
        });
        console.log(`Sent ${result.sent}; ${result.retrying} will be retried; ${result.failed} failed for good.`);
      });
    });

  return outbox;
}
