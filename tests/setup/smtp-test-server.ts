import { afterAll, beforeAll, beforeEach } from "vitest";
import { SMTPServer } from "smtp-server";
import { createServer, type AddressInfo } from "node:net";

export interface ReceivedMail {
  /** The envelope sender ("" for a null sender). */
  from: string;
  /** The envelope recipients. */
  to: string[];
  /** The message as it arrived: headers and body, still encoded. */
  raw: string;
}

export interface SmtpTestServer {
  /** smtp://127.0.0.1:<port>, set once the server listens (read it inside tests). */
  readonly url: string;
  /** What arrived during the current test; emptied before each test. */
  readonly received: ReceivedMail[];
}

/**
 * A real SMTP server on a free local port for the enclosing describe block: started before its tests,
 * closed after them, `received` emptied before each test. Recipients for which `refuse` answers true are
 * refused at RCPT TO, as a mail server refuses an unknown mailbox.
 */
export function smtpTestServer(options: { refuse?: (address: string) => boolean } = {}): SmtpTestServer {
  const received: ReceivedMail[] = [];
  let url = "";
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (options.refuse?.(address.address)) callback(new Error("Mailbox unavailable"));
      else callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString("utf8"),
        });
        callback();
      });
    },
  });
  beforeAll(
    () =>
      new Promise<void>((resolve) => {
        server.listen(0, "127.0.0.1", () => {
          const { port } = server.server.address() as AddressInfo;
          url = `smtp://127.0.0.1:${port}`;
          resolve();
        });
      }),
  );
  afterAll(() => new Promise<void>((done) => server.close(() => done())));
  beforeEach(() => {
    received.length = 0;
  });
  return {
    get url() {
      return url;
    },
    received,
  };
}

/** A local port where nothing listens: an SMTP server that is down. */
export function deadSmtpUrl(): Promise<string> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(`smtp://127.0.0.1:${port}`));
    });
  });
}
