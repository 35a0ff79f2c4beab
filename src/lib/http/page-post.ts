// A POST to a page is a Server Action: a form sent without JavaScript (multipart) or a call from
// the page's script (Next-Action header, the arguments as JSON or multipart). Next decodes the body
// before any action runs, and answers one it cannot decode, or one over its size limit, with a
// 500; it logs an error for an action id it does not know. So the proxy reads the body first and
// refuses those with a 4xx. The route still gets the whole body (Next hands the proxy a copy).
import { z } from "zod";
import { readCapped } from "./read-capped";
import type { Refusal } from "./request-guard";

/**
 * The most a Server Action's body may carry: the site's forms send a few kilobytes (a message or
 * a note is at most 2,000 characters). Next's own limit (`serverActions.bodySizeLimit`, 1 MB) is
 * too high: React counts every character of the arguments' strings against its limit of
 * 1,000,000 items, and throws (a 500) on one long string in a body just under 1 MB.
 */
export const ACTION_BODY_LIMIT = 128 * 1024;

const tooLarge: Refusal = { status: 413, reason: "request body too large" };
const malformed: Refusal = { status: 400, reason: "malformed request body" };
const unknownAction: Refusal = { status: 404, reason: "unknown action" };
const otherHost: Refusal = { status: 403, reason: "origin does not match host" };

/**
 * Next's own guard against cross-site actions, made here first: the host in `Origin` must be
 * the first `X-Forwarded-Host`, or else `Host`, exactly as sent. Next answers a mismatch (or an
 * origin it cannot read) with a 500; the proxy's wider check (request-guard.ts) lets through the
 * configured public origin and any letter case.
 */
function sameHost(headers: Headers): boolean {
  const origin = headers.get("origin");
  if (origin === null) return true;
  let originHost: string;
  try {
    originHost = origin === "null" ? "null" : new URL(origin).host;
  } catch {
    return false;
  }
  const forwarded = headers.get("x-forwarded-host")?.split(",")[0]?.trim();
  return originHost === (forwarded || headers.get("host"));
}

async function parseForm(
  bytes: Uint8Array<ArrayBuffer>,
  contentType: string,
): Promise<FormData | null> {
  try {
    return await new Response(bytes, { headers: { "Content-Type": contentType } }).formData();
  } catch {
    return null;
  }
}

function parseJson(text: unknown): { value: unknown } | null {
  if (typeof text !== "string") return null;
  try {
    return { value: JSON.parse(text) };
  } catch {
    return null;
  }
}

/**
 * The strings React's reply format reads on their own, by their second character: an escaped
 * `$`, `$undefined`, `$NaN`, `$Infinity`, `$-0` and `$-Infinity`, a hole, a date and a form
 * (`$K`: its fields are whatever follows its prefix, none at all being an empty form). Every
 * other `$` string points at another part of the body (a promise, a map, a file, another
 * action...), at state the server holds, or is a big integer React may refuse; none of the
 * site's forms sends one.
 */
const selfContained = /^\$[$HINuDK-]/;

/** Deeper than any form state of the site; React walks the arguments recursively. */
const MAX_ARGUMENT_DEPTH = 32;
/** Next's and React's limit on the arguments of one call, and on an action's bound ones. */
const MAX_ARGUMENTS = 1000;

/**
 * A list of arguments as the site's own pages send it: at most MAX_ARGUMENTS, self-contained
 * strings only, nested no deeper than MAX_ARGUMENT_DEPTH. Walked without recursion or
 * spreading, so no size of body overflows the stack here.
 */
function soundArguments(value: unknown): boolean {
  if (!Array.isArray(value) || value.length > MAX_ARGUMENTS) return false;
  const pending: [unknown, number][] = [[value, 0]];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [item, depth] = next;
    if (typeof item === "string") {
      if (item.startsWith("$") && !selfContained.test(item)) return false;
    } else if (item !== null && typeof item === "object") {
      if (depth >= MAX_ARGUMENT_DEPTH) return false;
      for (const child of Object.values(item)) pending.push([child, depth + 1]);
    }
  }
  return true;
}

/** React reads the whole descriptor, so nothing else may ride in it. */
const actionDescriptor = z.strictObject({
  id: z.string(),
  bound: z.union([z.null(), z.string().regex(/^\$@[0-9a-f]{1,8}$/)]),
});

/**
 * A form sent without JavaScript names its action as React reads it: `$ACTION_ID_<id>` for an
 * action with no bound arguments, or `$ACTION_REF_<n>` with a descriptor in `$ACTION_<n>:0`
 * whose bound arguments are the list in the `$ACTION_<n>:` field it points at. The ids must be
 * this build's, the lists sound and each field given once; any other `$ACTION_<n>:` field must
 * be JSON.
 */
function checkFormActions(form: FormData, known: ReadonlySet<string> | null): Refusal | undefined {
  const seen = new Set<string>();
  for (const [name, value] of form) {
    if (!name.startsWith("$ACTION_")) continue;
    // Parsers differ on which of two fields of one name counts.
    if (seen.has(name)) return malformed;
    seen.add(name);
    if (name === "$ACTION_KEY") continue;
    if (name.startsWith("$ACTION_ID_")) {
      if (known && !known.has(name.slice("$ACTION_ID_".length))) return unknownAction;
    } else if (name.startsWith("$ACTION_REF_")) {
      const prefix = `$ACTION_${name.slice("$ACTION_REF_".length)}:`;
      const descriptor = actionDescriptor.safeParse(parseJson(form.get(`${prefix}0`))?.value);
      if (!descriptor.success) return malformed;
      if (known && !known.has(descriptor.data.id)) return unknownAction;
      const { bound } = descriptor.data;
      // React numbers the fields in hexadecimal: "$@a" is the field `<prefix>10`.
      const field = bound === null ? null : `${prefix}${parseInt(bound.slice(2), 16)}`;
      const args = field === null ? [] : parseJson(form.get(field))?.value;
      if (!soundArguments(args)) return malformed;
    } else if (!parseJson(value)) {
      return malformed;
    }
  }
  return undefined;
}

/**
 * Every part of a multipart body as a browser sends a text field: one `Content-Disposition:
 * form-data; name="..."` line and nothing else. The proxy's parser and Next's read the other
 * forms (a part's own content type or charset, `name*=`, a file without a name) differently,
 * and none of the site's forms sends a file.
 */
function plainFieldsOnly(bytes: Uint8Array, contentType: string): boolean {
  const boundary = /;\s*boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType);
  const marker = `--${boundary?.[1] ?? boundary?.[2] ?? ""}`;
  if (marker === "--") return false;
  const parts = Buffer.from(bytes).toString("latin1").split(marker).slice(1, -1);
  return parts.every((part) => {
    const end = part.indexOf("\r\n\r\n");
    const lines = part.slice(0, end).split("\r\n").filter(Boolean);
    return (
      end !== -1 &&
      lines.length === 1 &&
      /^content-disposition:[ \t]*form-data;[ \t]*name="[^"]*"[ \t]*$/i.test(lines[0]!)
    );
  });
}

/**
 * Checks a POST to a page (never an API route, whose handlers read their own bodies) as Next
 * will read it: `Origin` names the host (`sameHost`); at most ACTION_BODY_LIMIT bytes; a
 * script's call names one of this build's actions (`known`, null when the build's list cannot
 * be read) and carries a sound list of arguments, as the whole body (JSON, read as Next reads
 * it, a byte-order mark included) or as the multipart part "0"; a form sent without JavaScript
 * parses, and names its action soundly. Next takes a body for multipart when its type begins
 * with `multipart/form-data`, in that letter case. Any other POST is left to the page.
 */
export async function checkPagePost(
  request: Request,
  known: ReadonlySet<string> | null,
): Promise<Refusal | undefined> {
  if (!sameHost(request.headers)) return otherHost;
  const action = request.headers.get("next-action");
  if (action !== null && known && !known.has(action)) return unknownAction;
  const declared = Number(request.headers.get("content-length") ?? 0);
  if (declared > ACTION_BODY_LIMIT) return tooLarge;
  const contentType = request.headers.get("content-type") ?? "";
  const multipart = contentType.startsWith("multipart/form-data");
  if (!multipart && action === null) return undefined;
  const bytes = await readCapped(request.body, ACTION_BODY_LIMIT);
  if (bytes === null) return tooLarge;
  if (!multipart) {
    let text: string;
    try {
      text = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true }).decode(bytes);
    } catch {
      return malformed;
    }
    return soundArguments(parseJson(text)?.value) ? undefined : malformed;
  }
  if (!/^multipart\/form-data;/.test(contentType) || !plainFieldsOnly(bytes, contentType)) {
    return malformed;
  }
  const form = await parseForm(bytes, contentType);
  if (!form) return malformed;
  if (action === null) return checkFormActions(form, known);
  if (form.getAll("0").length !== 1) return malformed;
  return soundArguments(parseJson(form.get("0"))?.value) ? undefined : malformed;
}
