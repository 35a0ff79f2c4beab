"use client";
// One component for every state of two-factor sign-in, so the backup codes shown after turning
// it on stay on screen when the page around them re-renders with two-factor now on. Without
// script each form is an ordinary POST answered with the same page in the new state.
import { useActionState } from "react";
import { TextField } from "@/components/leads/form-field";
import { SubmitButton } from "@/components/leads/submit-button";
import { Link } from "@/components/ui/link";
import { CodeField } from "../../../_components/code-field";
import { DoneNote } from "../../_components/form-parts";
import { useFocusOnError } from "../../../_components/use-focus-on-error";
import {
  disableTwoFactorAction,
  enrolTwoFactorAction,
  type DisableState,
  type EnrolState,
} from "../actions";

export function TwoFactorSection({ enabled }: { enabled: boolean }) {
  const [enrol, enrolAction] = useActionState<EnrolState, FormData>(enrolTwoFactorAction, {
    stage: "start",
  });
  const [disable, disableAction] = useActionState<DisableState, FormData>(
    disableTwoFactorAction,
    {},
  );
  const disableFirst = disable.errors?.password ? "password" : disable.errors?.code ? "code" : null;
  useFocusOnError(disable, disableFirst && `two-factor-off-${disableFirst}`);
  const enrolError = enrol.stage !== "done" && enrol.error;
  useFocusOnError(
    enrol,
    enrolError ? (enrol.stage === "confirm" ? "two-factor-code" : "two-factor-password") : null,
  );

  if (enrol.stage === "done") {
    return (
      <div className="space-y-3">
        <DoneNote>
          Two-factor sign-in is on. From now on you are asked for a code after your password.
        </DoneNote>
        <h3 className="text-sm font-semibold">Your backup codes</h3>
        <p className="text-sm">
          Each code signs you in once in place of the app&apos;s code, for example if your phone is
          lost. Write them down or print them and keep them somewhere safe:{" "}
          <strong>they are shown only now.</strong>
        </p>
        <ol
          aria-label="Backup codes"
          className="grid grid-cols-1 gap-1 font-mono text-base min-[360px]:grid-cols-2"
        >
          {enrol.backupCodes.map((code) => (
            <li key={code}>{code}</li>
          ))}
        </ol>
        <p>
          <Link href="/staff/account" prefetch={false} className="text-brand-800 underline">
            I have kept my backup codes
          </Link>
        </p>
      </div>
    );
  }

  if (enabled) {
    return (
      <form action={disableAction} className="space-y-3" noValidate>
        <p className="text-sm">
          <strong>On.</strong> After your password you are asked for the 6-digit code from your
          authenticator app (or one of your backup codes).
        </p>
        <TextField
          id="two-factor-off-password"
          name="password"
          type="password"
          label="Your password, to turn it off"
          autoComplete="current-password"
          maxLength={256}
          error={disable.errors?.password ? [disable.errors.password] : undefined}
          autoFocus={disableFirst === "password"}
          required
        />
        <CodeField
          id="two-factor-off-code"
          hint="Or one of your backup codes."
          defaultValue={disable.code}
          error={disable.errors?.code ? [disable.errors.code] : undefined}
          autoFocus={disableFirst === "code"}
        />
        <SubmitButton label="Turn off two-factor sign-in" className="bg-red-800 hover:bg-red-900" />
      </form>
    );
  }

  if (enrol.stage === "confirm") {
    const { enrolment } = enrol;
    return (
      <form action={enrolAction} className="space-y-4" noValidate>
        <input type="hidden" name="step" value="confirm" />
        <ol className="list-decimal space-y-4 pl-5 text-sm">
          <li>
            <p>Scan this code with the authenticator app on your phone.</p>
            {/* eslint-disable-next-line @next/next/no-img-element -- an SVG drawn on the server for this one answer, not a static image */}
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
    <form action={enrolAction} className="space-y-3" noValidate>
      <input type="hidden" name="step" value="start" />
      <p className="text-sm">
        <strong>Off.</strong> With two-factor sign-in, a stolen password alone cannot open this
        account: after the password you type a code from an authenticator app on your phone.
      </p>
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
