// The simulators' control endpoints (for tests and people) each read their JSON with one schema.
import type { Request, Response } from "express";
import { z } from "../../domain/zod.ts";

/** The body as `schema` reads it; else undefined, after answering 400 with zod's words. */
export function controlBody<T>(schema: z.ZodType<T>, req: Request, res: Response): T | undefined {
  const parsed = schema.safeParse(req.body);
  if (parsed.success) return parsed.data;
  res.status(400).json({ error: z.prettifyError(parsed.error) });
  return undefined;
}
