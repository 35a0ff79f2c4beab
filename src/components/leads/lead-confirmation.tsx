import { Icon } from "@/components/ui/icon";
import { site } from "@/content/site";
import type { LeadFormState } from "@/lib/leads/intake/form-state";
import { useFormContact } from "./form-contact";

type Success = Extract<LeadFormState, { status: "success" }>;

/** Says the enquiry arrived, what happens next and when; focused so screen readers hear it. */
export function LeadConfirmation({ result, id }: { result: Success; id: string }) {
  const consultation = result.kind === "consultation";
  const { phone } = useFormContact();
  return (
    <div className="border-brand-200 bg-brand-50 rounded-2xl border p-6 sm:p-8">
      <Icon icon="circle-check" className="text-brand-700 h-10 w-10" />
      <h3 id={id} tabIndex={-1} autoFocus className="text-ink mt-3 text-2xl font-bold">
        {consultation
          ? "Thank you: your consultation request is in"
          : `Thank you${result.name ? `, ${result.name}` : ""}: your enquiry is in`}
      </h3>
      <p className="text-ink mt-3">
        {consultation
          ? "One of our EPR specialists will call you within one working day to understand your obligations and book your free consultation. We will confirm the time by e-mail."
          : "Our team will call or e-mail you within one working day to talk through what you need."}
      </p>
      <p className="text-muted mt-3 text-sm">
        Working days are {site.hours.split(";")[0]}. Your reference is{" "}
        <strong className="text-ink font-mono">{result.reference}</strong>. Need us sooner? Call
        free on{" "}
        <a className="text-brand-800 font-semibold underline" href={`tel:${phone.dial}`}>
          {phone.display}
        </a>
        .
      </p>
    </div>
  );
}
