import { BRAND_NAME } from "@/content/site";
import { HONEYPOT_FIELD } from "@/lib/leads/intake/fields";

/** Marketing needs its own consent: optional, never ticked for the visitor. */
export function MarketingOptIn({ id, checked }: { id: string; checked?: boolean }) {
  return (
    <div className="flex items-start gap-3">
      <input
        id={id}
        name="marketingOptIn"
        type="checkbox"
        value="on"
        defaultChecked={checked ?? false}
        className="accent-brand-700 mt-0.5 h-6 w-6 shrink-0 rounded"
      />
      <label htmlFor={id} className="text-ink text-sm">
        Send me occasional updates on EPR rules and {BRAND_NAME} services by e-mail or WhatsApp
        (optional; unsubscribe at any time).
      </label>
    </div>
  );
}

/** Hidden from people and assistive technology; bots that fill it are quietly ignored. */
export function Honeypot({ id }: { id: string }) {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
      <label htmlFor={id}>Leave this field empty</label>
      <input
        id={id}
        name={HONEYPOT_FIELD}
        type="text"
        tabIndex={-1}
        autoComplete="off"
        defaultValue=""
      />
    </div>
  );
}
