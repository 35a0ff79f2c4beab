import { joinClasses } from "@/lib/join-classes";
import type { ComponentProps, ReactNode } from "react";

// Plain markup (no hooks), so it renders the same on the server and inside the client forms.

type Common = {
  /** Unique on the page: the form's prefix plus the field name. */
  id: string;
  label: string;
  error?: string[];
  hint?: ReactNode;
  optional?: boolean;
};

/** `field` (app/components.css) has the grey border that turns green on hover; an invalid
 * control's red utilities win over it. */
const badBorder = "border-red-700 ring-1 ring-red-700";

function describedBy(id: string, error?: string[], hint?: ReactNode) {
  const ids = [hint ? `${id}-hint` : null, error?.length ? `${id}-error` : null].filter(Boolean);
  return ids.length > 0 ? ids.join(" ") : undefined;
}

function FieldShell({
  id,
  label,
  error,
  hint,
  optional,
  children,
}: Common & { children: ReactNode }) {
  return (
    <div>
      <label htmlFor={id} className="text-ink block text-sm font-semibold">
        {label}
        {optional ? <span className="text-muted font-normal"> (optional)</span> : null}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="field-hint">
          {hint}
        </p>
      ) : null}
      {children}
      {error?.length ? (
        <p id={`${id}-error`} className="field-error">
          <span aria-hidden="true">⚠ </span>
          {error.join(" ")}
        </p>
      ) : null}
    </div>
  );
}

function a11y(id: string, error?: string[], hint?: ReactNode, optional?: boolean) {
  return {
    id,
    "aria-invalid": error?.length ? true : undefined,
    "aria-describedby": describedBy(id, error, hint),
    "aria-required": optional ? undefined : true,
    className: joinClasses("field", error?.length ? badBorder : ""),
  } as const;
}

export function TextField({
  id,
  label,
  error,
  hint,
  optional,
  ...input
}: Common & Omit<ComponentProps<"input">, "id" | "className">) {
  return (
    <FieldShell id={id} label={label} error={error} hint={hint} optional={optional}>
      <input {...input} {...a11y(id, error, hint, optional)} />
    </FieldShell>
  );
}

export function TextAreaField({
  id,
  label,
  error,
  hint,
  optional,
  ...textarea
}: Common & Omit<ComponentProps<"textarea">, "id" | "className">) {
  return (
    <FieldShell id={id} label={label} error={error} hint={hint} optional={optional}>
      <textarea rows={4} {...textarea} {...a11y(id, error, hint, optional)} />
    </FieldShell>
  );
}

export function SelectField({
  id,
  label,
  error,
  hint,
  optional,
  children,
  ...select
}: Common & Omit<ComponentProps<"select">, "id" | "className">) {
  return (
    <FieldShell id={id} label={label} error={error} hint={hint} optional={optional}>
      <select {...select} {...a11y(id, error, hint, optional)}>
        {children}
      </select>
    </FieldShell>
  );
}
