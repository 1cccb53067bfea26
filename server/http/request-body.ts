// Reads a small request body for our API routes: a size limit enforced while reading (a client
// cannot make us buffer megabytes), then JSON or form fields into one plain record.
import { HTTP_ANSWERS } from "./answers.ts";
import { hasUnusualCharacters, withoutUnusualCharacters } from "../../domain/schemas/text.ts";

export class BodyError extends Error {
  override name = "BodyError";
  readonly status: 400 | 413 | 415;
  constructor(status: 400 | 413 | 415, message: string) {
    super(message);
    this.status = status;
  }
}

async function readText(request: Request, maxBytes: number): Promise<string> {
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > maxBytes)
    throw new BodyError(413, `Request too large (at most ${maxBytes} bytes)`);
  if (!request.body) return "";
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      // Stop reading, but not cancel(): on Node that destroys the socket before the 413 is sent.
      // Node discards the rest of the body once the answer is out.
      reader.releaseLock();
      throw new BodyError(413, `Request too large (at most ${maxBytes} bytes)`);
    }
    chunks.push(value);
  }
  return new TextDecoder().decode(Buffer.concat(chunks));
}

/**
 * How a body may come: JSON (application/json), JSON sent as text/plain (only what
 * navigator.sendBeacon can send), or an HTML form (application/x-www-form-urlencoded). Text and
 * forms are "simple" requests any website can make cross-origin without asking, so only the
 * routes that need them accept them.
 */
export type BodyKind = "json" | "beacon" | "form";

const CONTENT_TYPES: Record<BodyKind, string> = {
  json: "application/json",
  beacon: "text/plain",
  form: "application/x-www-form-urlencoded",
};

/** The body as a record of the kinds the route accepts; anything else is a 415. */
export async function readBody(
  request: Request,
  maxBytes: number,
  accept: readonly BodyKind[] = ["json"],
): Promise<unknown> {
  const type = (request.headers.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
  const kind = accept.find((k) => CONTENT_TYPES[k] === type);
  if (!kind) {
    throw new BodyError(415, `Send ${accept.map((k) => CONTENT_TYPES[k]).join(" or ")}`);
  }
  const text = await readText(request, maxBytes);
  if (kind === "form") return Object.fromEntries(new URLSearchParams(text));
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new BodyError(400, "The request body is not valid JSON");
  }
}

/**
 * An HTML form's fields (application/x-www-form-urlencoded, what our forms send), read with the
 * size limit. A body-less POST is an empty form. A name or value with a character no person types
 * (a control character; a line break outside the `multiLine` fields, which are textareas) is a
 * 400 naming the field: the database refuses some of them (U+0000), and none belongs in a form.
 */
export async function readForm(
  request: Request,
  maxBytes: number,
  { multiLine = [] }: { multiLine?: readonly string[] } = {},
): Promise<URLSearchParams> {
  const length = request.headers.get("content-length");
  if (!request.headers.get("content-type") && (length === null || length === "0")) {
    return new URLSearchParams();
  }
  const form = new URLSearchParams(
    (await readBody(request, maxBytes, ["form"])) as Record<string, string>,
  );
  for (const [name, value] of form) {
    const unusual =
      hasUnusualCharacters(name) ||
      hasUnusualCharacters(value, { multiLine: multiLine.includes(name) });
    if (unusual) {
      throw new BodyError(
        400,
        HTTP_ANSWERS.unusualField(withoutUnusualCharacters(name).slice(0, 40)),
      );
    }
  }
  return form;
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
