// POST /api/leads: the same submission as the site's forms, for JSON or form-encoded clients.
import { NextResponse } from "next/server";
import { env } from "@/lib/env";
import { clientAddressFrom } from "@/lib/http/client-address";
import { parseLeadRequest } from "@/lib/leads/intake/http";
import { parseIdempotencyKey } from "@/lib/leads/intake/idempotency";
import { submitLead } from "@/lib/leads/intake/submit";

export const dynamic = "force-dynamic";

export async function POST(request: Request) {
  const idempotencyKey = parseIdempotencyKey(request.headers.get("idempotency-key"));
  if (!idempotencyKey.ok) {
    return NextResponse.json({ errors: { form: [idempotencyKey.error] } }, { status: 400 });
  }
  const body = await parseLeadRequest(request);
  if (!body.ok) {
    const errors = { form: [body.error] };
    return NextResponse.json(body.status === 400 ? { errors } : { error: body.error }, {
      status: body.status,
    });
  }
  try {
    const result = await submitLead(body.raw, {
      clientAddress: clientAddressFrom(request.headers, env.TRUSTED_PROXY_HOPS),
      idempotencyKey: idempotencyKey.key,
    });
    if (result.status === "accepted") return NextResponse.json({ id: result.id }, { status: 201 });
    if (result.status === "invalid") {
      return NextResponse.json({ errors: result.errors }, { status: 400 });
    }
    if (result.status === "key-reused") {
      return NextResponse.json(
        { error: "This Idempotency-Key was already used for a different enquiry." },
        { status: 422 },
      );
    }
    return NextResponse.json(
      { error: "Too many submissions from this client. Try again later." },
      { status: 429, headers: { "Retry-After": String(result.retryAfterSeconds) } },
    );
  } catch (error) {
    // Only our own failure (database unreachable) lands here, never the caller's input.
    console.error(`[leads] API submission failed: ${(error as Error).name}`);
    return NextResponse.json(
      { error: "Enquiries cannot be saved right now. Try again in a few minutes." },
      { status: 503, headers: { "Retry-After": "60" } },
    );
  }
}
