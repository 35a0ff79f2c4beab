import { Link } from "@/components/ui/link";
import { dataProtectionBoard, LEAD_RETENTION_MONTHS } from "@/content/legal";
import { site } from "@/content/site";

// The short notice the DPDP Act asks for at the point of collection; the policy has the rest.
export function PrivacyNotice({
  id,
  consultation = false,
}: {
  id: string;
  consultation?: boolean;
}) {
  const data = consultation
    ? "your company name, phone number and e-mail address"
    : "your name, phone number, e-mail address and message";
  return (
    <div id={id} className="text-muted space-y-2 text-sm leading-relaxed">
      <p>
        <strong className="text-ink">How we use your details:</strong> we use {data} only to answer
        this enquiry, and keep them for up to {LEAD_RETENTION_MONTHS} months.
      </p>
      <p>
        You may ask to see, correct or delete your data, or withdraw your consent, by writing to our
        privacy contact at{" "}
        <a className="text-brand-800 font-medium underline" href={`mailto:${site.privacyEmail}`}>
          {site.privacyEmail}
        </a>
        . If we do not resolve a complaint, you can complain to the{" "}
        <a
          className="text-brand-800 font-medium underline"
          href={dataProtectionBoard.url}
          rel="noopener noreferrer"
        >
          {dataProtectionBoard.name}
        </a>
        . Read our{" "}
        <Link className="text-brand-800 font-medium underline" href="/privacy-policy">
          Privacy Policy
        </Link>
        .
      </p>
    </div>
  );
}
