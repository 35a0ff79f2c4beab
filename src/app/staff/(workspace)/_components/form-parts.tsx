// The workspace's form controls, and the lead page's refusals, shared by its server-rendered
// forms and the correction form (a client component, as it keeps what was typed after a refusal).
export const field =
  "mt-1 block w-full min-h-11 rounded-lg border border-slate-400 bg-white px-3 py-2 text-base";
export const primary =
  "bg-brand-700 hover:bg-brand-800 min-h-11 rounded-full px-5 font-semibold text-white";
export const secondary =
  "border-brand-700 text-brand-800 hover:bg-brand-50 min-h-11 rounded-full border-2 px-5 font-semibold";
/** A button that deletes or ends something. */
export const danger =
  "min-h-11 rounded-full bg-red-800 px-5 font-semibold text-white hover:bg-red-900";
/** A panel of the workspace's pages. */
export const card = "rounded-xl border border-slate-200 bg-white p-4";

/** What an action has just done, said at the top of the page it returns to. */
export function DoneNote({ children }: { children: React.ReactNode }) {
  return (
    <p role="status" className="rounded-lg border border-emerald-300 bg-emerald-50 p-3 text-sm">
      {children}
    </p>
  );
}

/**
 * What a control carries while a refusal concerns it. It takes the focus (`autoFocus`, so the
 * answer page opens on it without JavaScript) unless another control comes first. A control with
 * a hint (the element `hint` names) is described by it, and then by the refusal.
 */
export function problemProps(
  id: string,
  problem: string | undefined,
  { focus = true, hint }: { focus?: boolean; hint?: string } = {},
) {
  const describedBy = [hint, problem ? `${id}-problem` : undefined].filter(Boolean).join(" ");
  return {
    ...(describedBy ? { "aria-describedby": describedBy } : {}),
    ...(problem ? { "aria-invalid": true, autoFocus: focus } : {}),
  };
}

/** The refusal's text under its control. */
export function Problem({ id, text }: { id: string; text: string | undefined }) {
  return text ? (
    <p id={`${id}-problem`} className="field-error">
      {text}
    </p>
  ) : null;
}
