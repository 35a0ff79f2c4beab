"use client";
// Turning two-factor sign-in on: password, then the app's first code, then the backup codes
// (shown once). Without script each step is an ordinary POST answered with the next step.
import { useActionState } from "react";
import { TextField } from "@/components/leads/form-field";
import { SubmitButton } from "@/components/leads/submit-button";
import { Link } from "@/components/ui/link";
import { enrolClientTwoFactorAction, type EnrolState } from "../actions";

export function ClientTwoFactor() {
  const [enrol, action] = useActionState<EnrolState, FormData>(enrolClientTwoFactorAction, {
    stage: "start",
  });
  if (enrol.stage === "done") {
    return (
      <div className="space-y-3">
        <p role="status" className="rounded-lg border border-emerald-300 bg-emerald-50 p-3 text-sm">
          Two-factor sign-in is on. From now on you are asked for a code after your password.
        </p>
        <h3 className="text-sm font-semibold">Your backup codes</h3>
        <p className="text-sm">
          Each signs you in once in place of the app&apos;s code, if your phone is lost. Keep them
          somewhere safe: <strong>they are shown only now.</strong>
        </p>
        <ol aria-label="Backup codes" className="grid grid-cols-2 gap-1 font-mono text-base">
          {enrol.backupCodes.map((code) => (
            <li key={code}>{code}</li>
          ))}
        </ol>
        <p>
          <Link href="/portal" prefetch={false} className="text-brand-800 underline">
            I have kept my backup codes
          </Link>
        </p>
      </div>
    );
  }
  if (enrol.stage === "confirm") {
    const { enrolment } = enrol;
    return (
      <form action={action} className="space-y-4" noValidate>
        <input type="hidden" name="step" value="confirm" />
        <ol className="list-decimal space-y-4 pl-5 text-sm">
          <li>
            <p>Scan this code with the authenticator app on your phone.</p>
            {/* eslint-disable-next-line @next/next/no-img-element -- an SVG drawn on the server for this one answer */}
            <img
              src={enrolment.qrCode}
              alt="QR code that adds this account to an authenticator app"
              width={200}
              height={200}
              className="mt-2 h-[200px] w-[200px] rounded border border-slate-200 bg-white"
            />
          </li>
          <li>
            <p>If you cannot scan it, add the account by hand with this key (time-based):</p>
            <p
              id="two-factor-secret"
              className="mt-1 font-mono text-base break-all select-all"
              translate="no"
            >
              {enrolment.secret}
            </p>
          </li>
          <li>
            <TextField
              id="two-factor-code"
              name="code"
              label="Type the 6-digit code the app now shows"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={7}
              defaultValue={enrol.code}
              error={enrol.error ? [enrol.error] : undefined}
              autoFocus={!!enrol.error}
              required
            />
          </li>
        </ol>
        <SubmitButton label="Turn on two-factor sign-in" />
      </form>
    );
  }
  return (
    <form action={action} className="space-y-3" noValidate>
      <input type="hidden" name="step" value="start" />
      <TextField
        id="two-factor-password"
        name="password"
        type="password"
        label="Your password, to set it up"
        autoComplete="current-password"
        maxLength={256}
        error={enrol.error ? [enrol.error] : undefined}
        autoFocus={!!enrol.error}
        required
      />
      <SubmitButton label="Set up two-factor sign-in" />
    </form>
  );
}
