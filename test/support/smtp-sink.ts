// A real SMTP server for tests (smtp-server): receives what the mail worker sends, can refuse the
// next mails with a temporary or permanent error or refuse logins, and can be stopped and started
// on its port.
import { SMTPServer } from "smtp-server";
import { freePort } from "./server.ts";

export type ReceivedMail = { from: string; to: string[]; raw: string };

export type SmtpSink = {
  port: number;
  received: ReceivedMail[];
  /**
   * The next `count` mails are answered with this SMTP code (451 temporary, 550 permanent);
   * with `matching`, only mails whose raw text matches it count (others are received).
   */
  refuseNext(count: number, code?: number, matching?: RegExp): void;
  /** The next `count` logins (AUTH) are refused with 535, as for a wrong password. */
  refuseLogins(count: number): void;
  /** How many mails were refused so far. */
  refusedCount(): number;
  stop(): Promise<void>;
  /** Listens again on the same port. */
  start(): Promise<void>;
};

export async function startSmtpSink(): Promise<SmtpSink> {
  const port = await freePort();
  const received: ReceivedMail[] = [];
  let refuse: { count: number; code: number; matching?: RegExp } = { count: 0, code: 451 };
  let refused = 0;
  let refuseLogins = 0;
  let server: SMTPServer | undefined;

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      server = new SMTPServer({
        authOptional: true, // clients without credentials send straight away
        allowInsecureAuth: true, // plain-text login on the loopback, no TLS in tests
        disabledCommands: ["STARTTLS"],
        logger: false,
        onAuth(auth, _session, callback) {
          if (refuseLogins > 0) {
            refuseLogins--;
            callback(new Error("Invalid username or password"));
            return;
          }
          callback(null, { user: auth.username });
        },
        onData(stream, session, callback) {
          const chunks: Buffer[] = [];
          stream.on("data", (chunk: Buffer) => chunks.push(chunk));
          stream.on("end", () => {
            const raw = Buffer.concat(chunks).toString("utf8");
            if (refuse.count > 0 && (!refuse.matching || refuse.matching.test(raw))) {
              refuse.count--;
              refused++;
              // As real servers do, the refusal quotes the recipient (personal data).
              const to = session.envelope.rcptTo[0]?.address ?? "";
              const error = Object.assign(new Error(`<${to}>: Try again later`), {
                responseCode: refuse.code,
              });
              callback(error);
              return;
            }
            received.push({
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
              to: session.envelope.rcptTo.map((r) => r.address),
              raw,
            });
            callback();
          });
        },
      });
      server.once("error", reject);
      server.listen(port, "127.0.0.1", () => resolve());
    });

  await listen();
  return {
    port,
    received,
    refuseNext(count, code = 451, matching) {
      refuse = { count, code, matching };
    },
    refuseLogins(count) {
      refuseLogins = count;
    },
    refusedCount: () => refused,
    stop: () =>
      new Promise<void>((resolve) => {
        const current = server;
        server = undefined;
        if (!current) return resolve();
        current.close(() => resolve());
      }),
    start: listen,
  };
}
