// Reads one multipart upload (a file and a few text fields) as it streams in: the size limit is
// enforced while reading, the file's first bytes decide whether we keep reading at all, and at
// most MAX_CONCURRENT_UPLOADS are received at once (each is held in memory, at most its limit).
import { Readable } from "node:stream";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import busboy from "busboy";
import { contentSaid, type ContentSaid } from "../../domain/staff-said/content.ts";

/** An upload refused: its status, and what staff are told (a code; the error's message is it). */
export class UploadError extends Error {
  override name = "UploadError";
  readonly status: 400 | 413 | 415 | 503;
  readonly told: ContentSaid;
  constructor(status: 400 | 413 | 415 | 503, told: ContentSaid) {
    super(told.code);
    this.status = status;
    this.told = told;
  }
}

export const MAX_CONCURRENT_UPLOADS = 3;
let receiving = 0;

/** Bytes enough to tell every type we accept or refuse (domain/media.ts). */
const HEAD_BYTES = 64;
const MAX_FIELD_BYTES = 4096;

export type Upload = {
  fields: URLSearchParams;
  /** The file's bytes, or undefined when the form had none (or an empty one). */
  file?: Buffer;
};

export type UploadOptions = {
  maxBytes: number;
  /** Why the file's first bytes are refused, or undefined to keep reading. */
  refuse?: (head: Uint8Array) => ContentSaid | undefined;
};

export async function readUpload(request: Request, options: UploadOptions): Promise<Upload> {
  const type = request.headers.get("content-type") ?? "";
  if (!/^multipart\/form-data\s*;/i.test(type)) throw new UploadError(415, contentSaid.noFile());
  const tooLarge = new UploadError(
    413,
    contentSaid.tooLarge(Math.round(options.maxBytes / (1024 * 1024))),
  );
  // The form's other fields are a few hundred bytes; the file is the rest.
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > options.maxBytes + 64 * 1024) throw tooLarge;
  if (!request.body) throw new UploadError(400, contentSaid.noFile());
  if (receiving >= MAX_CONCURRENT_UPLOADS) throw new UploadError(503, contentSaid.busy());
  receiving++;
  try {
    return await parse(request, type, options, tooLarge);
  } finally {
    receiving--;
  }
}

function parse(
  request: Request,
  contentType: string,
  options: UploadOptions,
  tooLarge: UploadError,
): Promise<Upload> {
  return new Promise((resolve, reject) => {
    const fields = new URLSearchParams();
    const chunks: Buffer[] = [];
    let size = 0;
    let failed = false;
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: { "content-type": contentType },
        limits: {
          files: 1,
          fields: 20,
          fieldSize: MAX_FIELD_BYTES,
          fileSize: options.maxBytes,
          parts: 21,
        },
      });
    } catch {
      reject(new UploadError(400, contentSaid.noFile()));
      return;
    }
    const source = Readable.fromWeb(request.body as unknown as NodeReadableStream);
    const fail = (error: UploadError) => {
      if (failed) return;
      failed = true;
      // Stop reading; Node discards the rest of the body once the answer is out.
      source.unpipe(parser);
      source.pause();
      reject(error);
    };
    parser.on("field", (name, value, info) => {
      if (info.valueTruncated) fail(new UploadError(400, contentSaid.altTooLong()));
      else fields.append(name, value);
    });
    parser.on("file", (_name, stream) => {
      let judged = false;
      stream.on("data", (chunk: Buffer) => {
        if (failed) return;
        size += chunk.length;
        chunks.push(chunk);
        if (!judged && size >= HEAD_BYTES) {
          judged = true;
          const refusal = options.refuse?.(Buffer.concat(chunks).subarray(0, HEAD_BYTES));
          if (refusal) fail(new UploadError(415, refusal));
        }
      });
      stream.on("limit", () => fail(tooLarge));
      stream.on("end", () => {
        if (failed || judged || size === 0) return;
        // A file shorter than HEAD_BYTES: judge what there is.
        judged = true;
        const refusal = options.refuse?.(Buffer.concat(chunks));
        if (refusal) fail(new UploadError(415, refusal));
      });
    });
    parser.on("partsLimit", () => fail(new UploadError(400, contentSaid.noFile())));
    parser.on("filesLimit", () => fail(new UploadError(400, contentSaid.noFile())));
    parser.on("fieldsLimit", () => fail(new UploadError(400, contentSaid.noFile())));
    parser.on("error", () => fail(new UploadError(400, contentSaid.noFile())));
    source.on("error", () => fail(new UploadError(400, contentSaid.noFile())));
    parser.on("close", () => {
      if (failed) return;
      resolve({ fields, file: size > 0 ? Buffer.concat(chunks, size) : undefined });
    });
    source.pipe(parser);
  });
}
