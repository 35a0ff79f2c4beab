import { LegalDocument } from "../_components/legal-document";
import { legalDates } from "@/content/legal";
import { BRAND_NAME } from "@/content/site";
import { termsSections } from "@/content/terms";
import { getLegalContact } from "@/lib/company-content";
import { buildMetadata } from "@/lib/seo/metadata";

export const metadata = buildMetadata({
  title: "Terms of Use",
  description: `The terms for using the ${BRAND_NAME} website: the information it gives, quotes, acceptable use, content ownership and governing law.`,
  path: "/terms",
});

export default async function TermsPage() {
  const contact = await getLegalContact();
  return (
    <LegalDocument
      title="Terms of Use"
      path="/terms"
      updated={legalDates.terms}
      intro="Please read these terms before using the site. They are short and written to be understood."
      sections={termsSections(contact)}
    />
  );
}
