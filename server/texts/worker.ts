// Background delivery of texts inside the server process, like the mail worker (decision 006):
// every `pollMs` it claims due rows one at a time (SKIP LOCKED, leased), sends each with its
// channel's client, and records the outcome: sent with the provider's id, retried with backoff,
// or failed after `maxAttempts` or a refusal that cannot pass (staff resend). A channel without
// settings claims nothing: its texts wait in the outbox.
import type { TextChannel } from "../../domain/channel-texts.ts";
import type { TextsConfig } from "../config.ts";
import type { Db } from "../db/client.ts";
import type { Logger } from "../observability/logger.ts";
import { drainQueue } from "../jobs/leased-queue.ts";
import { startPolling, type Polling } from "../jobs/polling.ts";
import type { TextSender } from "./clients.ts";
import {
  claimDueTexts,
  isOptedOut,
  markTextAttemptFailed,
  markTextCancelled,
  markTextSent,
  type TextRow,
} from "./outbox.ts";

/** runOnce resolves with how many texts the providers took. */
export type TextWorker = Polling;

// Longer than a client's timeout (15 s), so only a dead worker's claim is taken over.
const LEASE_MS = 60_000;

export function startTextWorker({
  db,
  texts,
  senders,
  logger,
}: {
  db: Db;
  texts: Pick<TextsConfig, "pollMs" | "retryBaseMs" | "maxAttempts">;
  senders: Partial<Record<TextChannel, TextSender>>;
  logger: Logger;
}): TextWorker {
  const log = logger.child({ component: "texts" });
  const channels = (Object.keys(senders) as TextChannel[]).filter((c) => senders[c]);
  for (const channel of ["sms", "whatsapp"] as const) {
    if (!senders[channel]) {
      log.warn({ channel }, "not configured: these texts stay in the outbox (see README, Texts)");
    }
  }
  let stopped = false;

  async function send(row: TextRow): Promise<boolean> {
    // A STOP that came after the text was queued still holds.
    if (await isOptedOut(db, row.toNumber)) {
      await markTextCancelled(db, row, "opted out (STOP)");
      return false;
    }
    const result = await senders[row.channel]!({
      to: row.toNumber,
      body: row.body,
      template: row.template,
    });
    const now = new Date();
    if (result.ok) {
      const recorded = await markTextSent(db, row, { now, providerId: result.providerId });
      if (!recorded) log.warn({ textId: row.id }, "text sent after its claim had expired");
      log.info({ textId: row.id, kind: row.kind, channel: row.channel }, "text sent");
      return true;
    }
    const status = await markTextAttemptFailed(db, row, {
      now,
      error: result.error,
      permanent: result.permanent,
      policy: { baseMs: texts.retryBaseMs, maxAttempts: texts.maxAttempts },
    });
    if (status) {
      // Never the number or the text: the outbox keeps them for staff.
      log[status === "failed" ? "error" : "warn"](
        { textId: row.id, kind: row.kind, channel: row.channel, attempts: row.attempts, status },
        status === "failed" ? "text failed for good; staff can resend it" : "text will be retried",
      );
    }
    return false;
  }

  const deliverDue = () =>
    drainQueue(
      async () =>
        (await claimDueTexts(db, { now: new Date(), limit: 1, leaseMs: LEASE_MS, channels }))[0],
      send,
      () => stopped,
    );

  const polling = startPolling({
    pollMs: texts.pollMs,
    round: deliverDue,
    onError: (err) => log.error({ err }, "text round failed; will try again"),
  });
  return {
    runOnce: polling.runOnce,
    async stop() {
      stopped = true;
      await polling.stop();
    },
  };
}
