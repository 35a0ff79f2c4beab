// The WordPress transport: one GET against the REST API with a timeout, a size cap while reading,
// typed errors and Zod at the seam. The calls the site makes (resources.ts) are built on it.
import { Agent } from "undici";
import type { z } from "zod";
import { readCapped } from "@/lib/http/read-capped";
import { wpErrorSchema } from "./types";

export type WordPressErrorKind =
  "timeout" | "network" | "http" | "invalid-response" | "too-large" | "not-found";

export class WordPressError extends Error {
  readonly kind: WordPressErrorKind;
  readonly status?: number;
  constructor(
    kind: WordPressErrorKind,
    message: string,
    options: { status?: number; cause?: unknown } = {},
  ) {
    super(message, { cause: options.cause });
    this.name = "WordPressError";
    this.kind = kind;
    this.status = options.status;
  }
}

/** Seconds a cached response stays fresh; after that it is served stale while refetched. */
export const REVALIDATE_SECONDS = 300;
export const REQUEST_TIMEOUT_MS = 8_000;
/**
 * The largest answer read from WordPress. The biggest honest one (a page of 100 entries at their
 * schemas' length caps, with embedded media) is well under 1 MiB; a larger one is refused as
 * invalid, so the last good copy is served and the server never holds it whole.
 */
export const MAX_RESPONSE_BYTES = 2 * 1024 * 1024;
/** What is read of an error answer (only its `code` is used). */
const MAX_ERROR_BYTES = 16 * 1024;

export type Params = Record<string, string | number | boolean | undefined>;
export type RequestOptions = {
  tags?: string[];
  timeoutMs?: number;
  noStore?: boolean;
  /** The REST namespace under /wp-json; core's wp/v2 unless given. */
  namespace?: string;
};

export type TransportConfig = {
  /** The WordPress site root; the REST API lives under /wp-json/. */
  baseUrl: string;
  timeoutMs?: number;
  maxBytes?: number;
  fetchImpl?: typeof fetch;
};

export type Transport = {
  /** The WordPress site root, without a trailing slash. */
  origin: string;
  get(path: string, params: Params, options?: RequestOptions): Promise<TransportAnswer>;
};

export type TransportAnswer = { body: unknown; headers: Headers };

export function headerInt(headers: Headers, name: string): number {
  const value = Number.parseInt(headers.get(name) ?? "", 10);
  return Number.isFinite(value) && value >= 0 ? value : 0;
}

/** The body checked against `schema`, or an `invalid-response` error naming `path`. */
export function parseAnswer<T extends z.ZodType>(schema: T, body: unknown, path: string) {
  const result = schema.safeParse(body);
  if (!result.success) {
    throw new WordPressError("invalid-response", `Unexpected response shape for ${path}`);
  }
  return result.data as z.infer<T>;
}

/** The promise's value, or null when WordPress says there is no such thing. */
export async function orNull<T>(promise: Promise<T>): Promise<T | null> {
  try {
    return await promise;
  } catch (error) {
    if (error instanceof WordPressError && error.kind === "not-found") return null;
    throw error;
  }
}

/** Whether an error or one of its causes carries one of undici's `codes`. */
function hasCode(error: unknown, codes: readonly string[]): boolean {
  for (let e = error; e; e = (e as { cause?: unknown }).cause) {
    if (codes.includes((e as { code?: string }).code ?? "")) return true;
  }
  return false;
}
const TOO_LARGE = ["UND_ERR_RES_EXCEEDED_MAX_SIZE"];
const TIMED_OUT = ["UND_ERR_HEADERS_TIMEOUT", "UND_ERR_BODY_TIMEOUT", "UND_ERR_CONNECT_TIMEOUT"];

/** A fetch failure as a typed error. No cause is kept: a log line names the kind, not a dump. */
function fetchFailure(error: unknown, path: string): WordPressError {
  const name = (error as { name?: string }).name;
  if (hasCode(error, TOO_LARGE)) {
    return new WordPressError("too-large", `WordPress sent too much for ${path}`);
  }
  if (name === "TimeoutError" || name === "AbortError" || hasCode(error, TIMED_OUT)) {
    return new WordPressError("timeout", `WordPress did not answer ${path} in time`);
  }
  return new WordPressError("network", `WordPress is unreachable (${path})`);
}

async function readJson(response: Response, max: number, path: string): Promise<unknown> {
  const bytes = await readCapped(response.body, max);
  if (!bytes) throw new WordPressError("too-large", `WordPress sent too much for ${path}`);
  try {
    return JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    throw new WordPressError("invalid-response", `WordPress sent invalid JSON for ${path}`);
  }
}

async function httpFailure(response: Response, path: string): Promise<WordPressError> {
  const body = wpErrorSchema.safeParse(
    await readJson(response, MAX_ERROR_BYTES, path).catch(() => null),
  );
  const code = body.success ? body.data.code : "";
  // Missing posts, drafts (401/403 without credentials) and pages past the last read as "not found".
  const notFound =
    response.status === 404 ||
    ((response.status === 401 || response.status === 403) && path.startsWith("/posts/")) ||
    code === "rest_post_invalid_page_number";
  return new WordPressError(
    notFound ? "not-found" : "http",
    `WordPress answered ${response.status} for ${path}`,
    { status: response.status },
  );
}

export function createTransport(config: TransportConfig): Transport {
  const origin = config.baseUrl.replace(/\/+$/, "");
  const fetchImpl = config.fetchImpl ?? fetch;
  const timeoutMs = config.timeoutMs ?? REQUEST_TIMEOUT_MS;
  const maxBytes = config.maxBytes ?? MAX_RESPONSE_BYTES;
  // The cap and the timeouts at the connection: Next's data cache reads an answer whole before
  // this code sees it, and its background refresh drops the request's signal, so only the
  // connection can stop a huge or endless answer there.
  const dispatcher = new Agent({
    maxResponseSize: maxBytes,
    headersTimeout: timeoutMs,
    bodyTimeout: timeoutMs,
    connect: { timeout: timeoutMs },
  });

  async function get(path: string, params: Params, options: RequestOptions = {}) {
    const url = new URL(`${origin}/wp-json/${options.namespace ?? "wp/v2"}${path}`);
    for (const [key, value] of Object.entries(params)) {
      if (value !== undefined) url.searchParams.set(key, String(value));
    }
    let response: Response;
    try {
      // Never authenticated: only what the public may read (published posts) can appear.
      const init: RequestInit & { dispatcher: Agent } = {
        headers: { Accept: "application/json" },
        signal: AbortSignal.timeout(options.timeoutMs ?? timeoutMs),
        dispatcher,
        ...(options.noStore
          ? { cache: "no-store" as const }
          : { next: { revalidate: REVALIDATE_SECONDS, tags: options.tags ?? [] } }),
      };
      response = await fetchImpl(url, init);
    } catch (error) {
      throw fetchFailure(error, path);
    }
    if (!response.ok) throw await httpFailure(response, path);
    const body = await readJson(response, maxBytes, path).catch((error: unknown) => {
      throw error instanceof WordPressError ? error : fetchFailure(error, path);
    });
    return { body, headers: response.headers };
  }

  return { origin, get };
}
