// One backup = one tar in BACKUP_DIR: the database dump, DATA_DIR's files, and a manifest (last)
// with every entry's SHA-256 and its own. Written under a temporary name, synced, then renamed:
// a backup cut short (full disk, a crash, a kill) never has a name that looks complete.
import { createHash } from "node:crypto";
import {
  closeSync,
  fsyncSync,
  openSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeSync,
} from "node:fs";
import path from "node:path";
import { BACKUP_MESSAGES } from "./messages.ts";
import { fileErrorReason } from "../data-dir.ts";
import { readTar, tarChunks, TarFormatError, type TarEntry } from "./tar.ts";

export const FORMAT = "gilgil-motel-backup/1";
export const MANIFEST = "manifest.json";
const NAME = /^motel-backup-\d{8}T\d{9}Z\.tar$/;

export type DatabaseKind = "pglite" | "postgres";

export type Manifest = {
  format: typeof FORMAT;
  createdAt: string;
  database: { kind: DatabaseKind; entry: string };
  /** Migrations applied to the database: how many, and the newest one's time (its journal's "when"). */
  schema: { migrations: number; newestMigrationAt: number };
  entries: { name: string; size: number; sha256: string }[];
  /** SHA-256 of this manifest written without this field. */
  checksum?: string;
};

/** A backup that could not be made or read; its message is for the person running it. */
export class BackupError extends Error {
  override name = "BackupError";
}

const sha256 = (data: Buffer | string) => createHash("sha256").update(data).digest("hex");

function manifestChecksum(manifest: Manifest): string {
  const rest: Manifest = { ...manifest };
  delete rest.checksum;
  return sha256(JSON.stringify(rest));
}

export function archiveName(at: Date): string {
  const stamp = at.toISOString().replace(/[-:.]/g, "");
  return `motel-backup-${stamp}.tar`;
}

/** Writes the archive safely into dir; returns its path. Throws BackupError with the reason. */
export function writeArchive(
  dir: string,
  at: Date,
  manifest: Omit<Manifest, "entries" | "checksum" | "format" | "createdAt">,
  entries: TarEntry[],
): string {
  const full: Manifest = {
    format: FORMAT,
    createdAt: at.toISOString(),
    ...manifest,
    entries: entries.map((e) => ({ name: e.name, size: e.data.length, sha256: sha256(e.data) })),
  };
  full.checksum = manifestChecksum(full);
  const all = [...entries, { name: MANIFEST, data: Buffer.from(JSON.stringify(full, null, 2)) }];
  const file = path.join(dir, archiveName(at));
  const temp = path.join(dir, `.${archiveName(at)}.partial`);
  let fd: number | undefined;
  try {
    fd = openSync(temp, "w", 0o600);
    for (const chunk of tarChunks(all.map((e) => ({ ...e, mtime: at })))) writeSync(fd, chunk);
    fsyncSync(fd);
    closeSync(fd);
    fd = undefined;
    renameSync(temp, file);
    syncFolder(dir);
    return file;
  } catch (error) {
    if (fd !== undefined) closeSync(fd);
    rmSync(temp, { force: true });
    throw new BackupError(BACKUP_MESSAGES.cannotWrite(dir, fileErrorReason(error)));
  }
}

function syncFolder(dir: string): void {
  const fd = openSync(dir, "r");
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

/** Reads and checks an archive: every entry against the manifest. BackupError when it fails. */
export function readArchive(file: string): { manifest: Manifest; entries: Map<string, Buffer> } {
  let bytes: Buffer;
  try {
    bytes = readFileSync(file);
  } catch (error) {
    throw new BackupError(BACKUP_MESSAGES.unreadable(file, fileErrorReason(error)));
  }
  let list: TarEntry[];
  try {
    list = readTar(bytes);
  } catch (error) {
    if (error instanceof TarFormatError)
      throw new BackupError(BACKUP_MESSAGES.corrupt(error.message));
    throw error;
  }
  const entries = new Map(list.map((e) => [e.name, e.data]));
  const raw = entries.get(MANIFEST);
  if (!raw) throw new BackupError(BACKUP_MESSAGES.corrupt("no manifest: it was never finished"));
  let manifest: Manifest;
  try {
    manifest = JSON.parse(raw.toString()) as Manifest;
  } catch {
    throw new BackupError(BACKUP_MESSAGES.corrupt("the manifest is not readable"));
  }
  if (manifest.format !== FORMAT || manifest.checksum !== manifestChecksum(manifest))
    throw new BackupError(BACKUP_MESSAGES.corrupt("the manifest's checksum does not match"));
  for (const entry of manifest.entries) {
    const data = entries.get(entry.name);
    if (!data || data.length !== entry.size || sha256(data) !== entry.sha256)
      throw new BackupError(BACKUP_MESSAGES.corrupt(`${entry.name} does not match its checksum`));
  }
  return { manifest, entries };
}

/** Complete archives in dir, newest first. */
export function listBackups(dir: string): { file: string; size: number; name: string }[] {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return [];
  }
  return names
    .filter((name) => NAME.test(name))
    .sort()
    .reverse()
    .map((name) => ({
      name,
      file: path.join(dir, name),
      size: statSync(path.join(dir, name)).size,
    }));
}

/** Keeps the newest `keep` archives; removes older ones and partial files left by a crash. */
export function pruneBackups(dir: string, keep: number, now = new Date()): void {
  for (const old of listBackups(dir).slice(keep)) rmSync(old.file, { force: true });
  for (const name of readdirSync(dir)) {
    if (!name.endsWith(".partial")) continue;
    const file = path.join(dir, name);
    // Another backup may be writing it right now: only ones left for an hour.
    if (now.getTime() - statSync(file).mtimeMs > 60 * 60 * 1000) rmSync(file, { force: true });
  }
}
