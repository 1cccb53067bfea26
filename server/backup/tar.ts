// The backup archive's container: a plain POSIX tar (ustar) of regular files, so an operator can
// look inside with `tar tvf`. Only what the backups need: files of any size, names up to 255
// bytes; no links, no devices.

export type TarEntry = { name: string; data: Buffer; mode?: number; mtime?: Date };

const BLOCK = 512;

export class TarFormatError extends Error {
  override name = "TarFormatError";
}

function octal(value: number, width: number): string {
  return `${value.toString(8).padStart(width - 1, "0")}\0`;
}

function splitName(name: string): { name: string; prefix: string } {
  if (Buffer.byteLength(name) <= 100) return { name, prefix: "" };
  const cut = name.lastIndexOf("/", 155);
  const rest = name.slice(cut + 1);
  if (cut <= 0 || Buffer.byteLength(rest) > 100 || Buffer.byteLength(name.slice(0, cut)) > 155)
    throw new TarFormatError(`file name too long for the archive: ${name}`);
  return { name: rest, prefix: name.slice(0, cut) };
}

function header(entry: TarEntry): Buffer {
  const block = Buffer.alloc(BLOCK);
  const { name, prefix } = splitName(entry.name);
  block.write(name, 0, 100);
  block.write(octal(entry.mode ?? 0o600, 8), 100);
  block.write(octal(0, 8), 108); // uid
  block.write(octal(0, 8), 116); // gid
  block.write(octal(entry.data.length, 12), 124);
  block.write(octal(Math.floor((entry.mtime ?? new Date()).getTime() / 1000), 12), 136);
  block.write("        ", 148); // checksum field counts as spaces
  block.write("0", 156); // regular file
  block.write("ustar\u000000", 257);
  block.write(prefix, 345, 155);
  let sum = 0;
  for (const byte of block) sum += byte;
  block.write(`${sum.toString(8).padStart(6, "0")}\0 `, 148);
  return block;
}

/** The archive's bytes, piece by piece (headers, contents, padding, the end marker). */
export function* tarChunks(entries: Iterable<TarEntry>): Generator<Buffer> {
  for (const entry of entries) {
    yield header(entry);
    yield entry.data;
    const pad = (BLOCK - (entry.data.length % BLOCK)) % BLOCK;
    if (pad) yield Buffer.alloc(pad);
  }
  yield Buffer.alloc(BLOCK * 2);
}

function field(block: Buffer, start: number, length: number): string {
  const raw = block.subarray(start, start + length);
  const end = raw.indexOf(0);
  return raw.subarray(0, end === -1 ? length : end).toString();
}

/** Reads every file of an archive; throws TarFormatError when it is cut short or damaged. */
export function readTar(archive: Buffer): TarEntry[] {
  const entries: TarEntry[] = [];
  let offset = 0;
  for (;;) {
    if (offset + BLOCK > archive.length) throw new TarFormatError("the archive is cut short");
    const block = archive.subarray(offset, offset + BLOCK);
    if (block.every((byte) => byte === 0)) return entries;
    let sum = 0;
    for (let i = 0; i < BLOCK; i++) sum += i >= 148 && i < 156 ? 32 : block[i]!;
    if (parseInt(field(block, 148, 8).trim(), 8) !== sum)
      throw new TarFormatError("a file header of the archive is damaged");
    const size = parseInt(field(block, 124, 12).trim(), 8);
    const name = [field(block, 345, 155), field(block, 0, 100)].filter(Boolean).join("/");
    const start = offset + BLOCK;
    if (!Number.isFinite(size) || start + size > archive.length)
      throw new TarFormatError("the archive is cut short");
    entries.push({
      name,
      data: archive.subarray(start, start + size),
      mode: parseInt(field(block, 100, 8).trim(), 8),
    });
    offset = start + Math.ceil(size / BLOCK) * BLOCK;
  }
}
