import { Link } from "@/components/ui/link";
import { dataProtectionBoard } from "@/content/legal";
import { shortNotice, type NoticeLanguage } from "@/content/privacy-notice";
import { site } from "@/content/site";

const linkClass = "text-brand-800 font-medium underline";

// The short notice the DPDP Act asks for at the point of collection; the policy has the rest.
export function PrivacyNotice({
  id,
  consultation = false,
  language = "en",
}: {
  id: string;
  consultation?: boolean;
  language?: NoticeLanguage;
}) {
  const t = shortNotice[language];
  const data = consultation ? t.data.consultation : t.data.contact;
  return (
    <div id={id} lang={language} className="text-muted space-y-2 text-sm leading-relaxed">
      <p>
        <strong className="text-ink">{t.lead}</strong> {t.use(data)} {t.stored}
      </p>
      <p>
        {t.rights}{" "}
        <a className={linkClass} href={`mailto:${site.privacyEmail}`}>
          {site.privacyEmail}
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
