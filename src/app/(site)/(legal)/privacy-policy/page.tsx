import { LegalDocument } from "../_components/legal-document";
import { legalDates, PRIVACY_NOTICE_VERSION } from "@/content/legal";
import { privacySections } from "@/content/privacy-policy";
import { privacyLabelsTa } from "@/content/privacy-policy-ta";
import { BRAND_NAME } from "@/content/site";
import { getLegalContact } from "@/lib/company-content";
import { buildMetadata } from "@/lib/seo/metadata";
import { ShortNoticeSection } from "./_components/short-notice-section";

export const metadata = buildMetadata({
  title: "Privacy Policy",
  description: `What personal data ${BRAND_NAME} collects through this website, why, how long it is kept, and how to use your rights under the IT Act's SPDI Rules 2011 and the DPDP Act 2023.`,
  path: "/privacy-policy",
});

export default async function PrivacyPolicyPage() {
  const contact = await getLegalContact();
  return (
    <LegalDocument
      title="Privacy Policy"
      path="/privacy-policy"
      updated={legalDates.privacyPolicy}
      intro={`This notice (version ${PRIVACY_NOTICE_VERSION}) explains, in plain language, what personal data we collect through this website, what we use it for, how long we keep it, and how you can see, correct or delete it, withdraw consent or complain.`}
      sections={privacySections(contact)}
      alternate={{
        href: "/privacy-policy/ta",
        label: `${privacyLabelsTa.title} (தமிழில் படிக்க)`,
        lang: "ta",
      }}
    >
      <ShortNoticeSection language="en" />
    </LegalDocument>
  );
}
