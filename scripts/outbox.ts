// `npm run outbox [status] [--resend ID]`: prints the newest emails of the outbox (what the site
// queued, and whether each was sent), or puts a failed one back in the queue. Uses the same
// settings as `npm start`; with the embedded database, run it while the site is stopped.
import { loadConfig } from "../server/config.ts";
import { openDatabase } from "../server/db/client.ts";
import { OUTBOX_STATUSES, type OutboxStatus } from "../server/db/schema/mail.ts";
import { listOutbox, resendEmail } from "../server/mail/outbox.ts";

const args = process.argv.slice(2);
const config = loadConfig();
const database = await openDatabase(config.database);
try {
  const resend = args.indexOf("--resend");
  if (resend >= 0) {
    const id = Number(args[resend + 1]);
    const done = Number.isInteger(id) && (await resendEmail(database.db, id));
    console.log(
      done ? `Email ${id} is queued again.` : `No failed email with id ${args[resend + 1]}.`,
    );
  } else {
    const status = args[0] as OutboxStatus | undefined;
    if (status && !OUTBOX_STATUSES.includes(status)) {
      throw new Error(`Status must be one of ${OUTBOX_STATUSES.join(", ")}`);
    }
    const rows = await listOutbox(database.db, { status, limit: 50 });
    if (rows.length === 0) console.log("The outbox is empty.");
    for (const row of rows.reverse()) {
      console.log(
        [
          `#${row.id} ${row.status} (${row.attempts} tries) ${row.createdAt.toISOString()} ${row.kind}`,
          `To: ${row.toAddress}${row.replyTo ? `   Reply-To: ${row.replyTo}` : ""}`,
          `Subject: ${row.subject}`,
          ...(row.lastError ? [`Last error: ${row.lastError}`] : []),
          "",
          row.textBody,
          "─".repeat(72),
        ].join("\n"),
      );
    }
  }
} finally {
  await database.close();
}
