import { LegalDocument } from "../../_components/legal-document";
import { legalDates } from "@/content/legal";
import { privacyLabelsTa, privacySectionsTa } from "@/content/privacy-policy-ta";
import { getLegalContact } from "@/lib/company-content";
import { buildMetadata } from "@/lib/seo/metadata";
import { ShortNoticeSection } from "../_components/short-notice-section";

export const metadata = buildMetadata({
  title: "தனியுரிமைக் கொள்கை (Privacy Policy in Tamil)",
  description:
    "இந்த இணையதளம் சேகரிக்கும் தனிப்பட்ட தரவு, அதன் பயன்பாடு, வைத்திருக்கும் காலம், உங்கள் உரிமைகள்: எங்கள் தனியுரிமைக் கொள்கை தமிழில்.",
  path: "/privacy-policy/ta",
});

export default async function PrivacyPolicyTamilPage() {
  const contact = await getLegalContact();
  return (
    <LegalDocument
      title={privacyLabelsTa.title}
      path="/privacy-policy/ta"
      updated={legalDates.privacyPolicy}
      intro={privacyLabelsTa.intro}
      sections={privacySectionsTa(contact)}
      lang="ta"
      labels={privacyLabelsTa}
      alternate={{ href: "/privacy-policy", label: privacyLabelsTa.english, lang: "en" }}
    >
      <ShortNoticeSection language="ta" />
    </LegalDocument>
  );
}
