import { Link } from "@/components/ui/link";
import type { NoticeTexts } from "@/content/privacy-notice";
import { dataProtectionBoard } from "@/content/regulation/data-protection-board";
import { site } from "@/content/site";

const linkClass = "text-brand-800 font-medium underline";

// The short notice the DPDP Act asks for at the point of collection; the policy has the rest.
export function PrivacyNotice({
  id,
  consultation = false,
  texts: t,
  privacyEmail = site.privacyEmail,
}: {
  id: string;
  consultation?: boolean;
  /** One language's texts: `englishNotice` under the forms, either on the privacy policy. */
  texts: NoticeTexts;
  /** The privacy address in use (getSiteSettings); the default in src/content/site.ts. */
  privacyEmail?: string;
}) {
  const data = consultation ? t.data.consultation : t.data.contact;
  return (
    <div id={id} lang={t.lang} className="text-muted space-y-2 text-sm leading-relaxed">
      <p>
        <strong className="text-ink">{t.lead}</strong> {t.use(data)} {t.stored}
      </p>
      <p>
        {t.rights}{" "}
        <a className={linkClass} href={`mailto:${privacyEmail}`}>
          {privacyEmail}
        </a>
        . {t.complain}{" "}
        <a className={linkClass} href={dataProtectionBoard.url} rel="noopener noreferrer">
          {dataProtectionBoard.name}
        </a>
        .{" "}
        <Link className={linkClass} href={t.policyHref}>
          {t.policy}
        </Link>
        .{" "}
        <Link className={linkClass} href={t.other.href} hrefLang={t.other.lang} lang={t.other.lang}>
          {t.other.label}
        </Link>
      </p>
    </div>
  );
}
