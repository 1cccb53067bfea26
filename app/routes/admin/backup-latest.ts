import type { Route } from "./+types/backup-latest";
import { latestBackupResponse } from "./backups.server.ts";

// /admin/backups/latest: the newest archive of BACKUP_DIR, for admins only (audited).
export function loader({ request, context }: Route.LoaderArgs) {
  return latestBackupResponse(request, context);
}
