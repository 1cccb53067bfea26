import { createReadStream } from "node:fs";
import { Readable } from "node:stream";
import { BACKUP_MESSAGES } from "../../../server/backup/messages.ts";
import { listBackups } from "../../../server/backup/archive.ts";
import { servicesContext } from "../../../server/context.ts";
import { recordStaffAction } from "../../../server/staff/audit.ts";
import { requireAdmin } from "./session.server.ts";

type Context = Parameters<typeof requireAdmin>[1];

/** The newest backup archive as a download; the staff audit records who took it. */
export async function latestBackupResponse(request: Request, context: Context): Promise<Response> {
  const user = await requireAdmin(request, context, "backups");
  const { config, database } = context.get(servicesContext);
  const latest = config.backups.dir ? listBackups(config.backups.dir)[0] : undefined;
  if (!latest) {
    return new Response(BACKUP_MESSAGES.noneYet, {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  await recordStaffAction(database.db, {
    staffId: user.id,
    action: "backup.download",
    subject: latest.name,
    detail: { bytes: latest.size },
  });
  const body = Readable.toWeb(createReadStream(latest.file)) as ReadableStream<Uint8Array>;
  return new Response(body, {
    headers: {
      "Content-Type": "application/x-tar",
      "Content-Length": String(latest.size),
      "Content-Disposition": `attachment; filename="${latest.name}"`,
    },
  });
}
