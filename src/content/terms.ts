// Terms of use of the website. Inline links use [text](href).
import {
  defaultLegalContact,
  type LegalContact,
  type LegalSection,
} from "@/content/privacy-policy";
import { corporateOffice } from "@/content/offices";
import { BRAND_NAME, site } from "@/content/site";

/** The sections, with the company's contact details as the settings give them (getLegalContact). */
export function termsSections(
  contact: Pick<LegalContact, "email"> = defaultLegalContact,
): readonly LegalSection[] {
  return [
    {
      id: "acceptance",
      title: "About these terms",
      blocks: [
        `These terms govern your use of the ${BRAND_NAME} website. The site is run by ${site.legalName}. By using it you accept these terms; if you do not accept them, please do not use the site. Our services themselves are provided under separate written agreements.`,
      ],
    },
    {
      id: "information",
      title: "Information on the site",
      blocks: [
        "Pages about EPR and waste rules are general information, not legal advice. Rules and portal procedures change often: each regulatory page says when it was last reviewed and links to its primary source, and you should check the current rules, or ask us, before acting on them.",
        "Under the plastic, e-waste and battery rules the legal obligation stays with the producer, importer or brand owner. We help our customers meet their obligations; nothing on the site is a promise of compliance, approval or a fixed certificate price.",
        "Figures such as our rating, the number of brands and customers we serve and our impact counters are our own statements, and sample case studies and client logos are illustrations, marked as such.",
      ],
    },
    {
      id: "quotes",
      title: "Quotes and service terms",
      blocks: [
        "Prices are quoted on request and depend on the waste type, volume, pickup frequency and location, and for EPR on your categories and targets. A quote becomes binding only when both sides sign an agreement. Start dates given on the site, such as service within a day or two of signing up, depend on slot availability.",
      ],
    },
    {
      id: "use",
      title: "Using the site",
      blocks: [
        "You may browse the site and share its pages. You must not:",
        {
          list: [
            "send false enquiries, spam or other people's details through our forms;",
            "try to gain unauthorised access to the site, its servers or its data, or interfere with its working;",
            "copy the site's content in bulk or use automated tools in a way that places an unreasonable load on it;",
            "upload or send anything unlawful, harmful or infringing.",
          ],
        },
      ],
    },
    {
      id: "intellectual-property",
      title: "Content and trademarks",
      blocks: [
        `The text, illustrations and design of the site belong to ${site.legalName} or its licensors. You may quote short extracts with a link to the source page; any other reuse needs our written permission. ${BRAND_NAME} and its logo are our trademarks.`,
      ],
    },
    {
      id: "links",
      title: "Links to other sites",
      blocks: [
        "The site links to government portals, pollution control boards, social networks and WhatsApp. We do not control those sites and are not responsible for their content or their privacy practices.",
      ],
    },
    {
      id: "privacy",
      title: "Your personal data",
      blocks: [
        "How we handle the data you send through the site is explained in our [Privacy Policy](/privacy-policy).",
      ],
    },
    {
      id: "liability",
      title: "Liability",
      blocks: [
        "We take care to keep the site accurate and available, but we provide it as it is and do not guarantee that it will always be available or free of errors. As far as the law allows, we are not liable for any loss arising from use of, or reliance on, the general information on the site. Nothing in these terms limits liability that cannot be limited under Indian law.",
      ],
    },
    {
      id: "law",
      title: "Governing law",
      blocks: [
        `These terms are governed by the laws of India. The courts at ${corporateOffice.city}, ${corporateOffice.state}, have jurisdiction over any dispute arising from them.`,
      ],
    },
    {
      id: "contact",
      title: "Changes and contact",
      blocks: [
        `We may update these terms; the date at the top of the page shows the latest version. Questions about these terms: [${contact.email}](mailto:${contact.email}).`,
      ],
    },
  ];
}
