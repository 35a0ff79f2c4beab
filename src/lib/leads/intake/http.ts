// Reads a POST /api/leads body safely: known content types only, a hard size cap, no trust in headers.
import { readCapped } from "@/lib/http/read-capped";

export const MAX_BODY_BYTES = 16 * 1024;

export type ParsedBody =
  | { ok: true; raw: Record<string, unknown> }
  | { ok: false; status: 400 | 413 | 415; error: string };

const FORM = "application/x-www-form-urlencoded";
const JSON_TYPE = "application/json";

export async function parseLeadRequest(request: Request): Promise<ParsedBody> {
  const type = (request.headers.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
  if (type !== JSON_TYPE && type !== FORM) {
    return { ok: false, status: 415, error: `Send ${JSON_TYPE} or ${FORM}.` };
  }
  const declared = Number(request.headers.get("content-length"));
  const tooLarge = {
    ok: false,
    status: 413,
    error: `The body is over ${MAX_BODY_BYTES} bytes.`,
  } as const;
  if (Number.isFinite(declared) && declared > MAX_BODY_BYTES) return tooLarge;
  const bytes = await readCapped(request.body, MAX_BODY_BYTES);
  if (!bytes) return tooLarge;

  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return { ok: false, status: 400, error: "The body is not valid UTF-8." };
  }
  if (type === FORM) {
    const raw: Record<string, unknown> = {};
    for (const [key, value] of new URLSearchParams(text)) if (!(key in raw)) raw[key] = value;
    return { ok: true, raw };
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { ok: false, status: 400, error: "The body is not valid JSON." };
  }
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) {
    return { ok: false, status: 400, error: "The body must be a JSON object." };
  }
  return { ok: true, raw: parsed as Record<string, unknown> };
}
