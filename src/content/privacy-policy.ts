// The full privacy notice (Digital Personal Data Protection Act 2023 and DPDP Rules 2025).
// Inline links use [text](href). Change PRIVACY_NOTICE_VERSION in legal.ts with any edit.
import { grievanceOfficer, PRIVACY_NOTICE_VERSION } from "@/content/legal";
import { dataProtectionBoard } from "@/content/regulation/data-protection-board";
import { LEAD_RETENTION_MONTHS } from "@/content/retention";
import { corporateOffice, formatAddress } from "@/content/offices";
import { dpdpPhases, spdiGrievance } from "@/content/regulation/privacy-law";
import { src } from "@/content/regulation/sources";
import { SAMPLE_DATA } from "@/content/sample";
import { BRAND_NAME, site } from "@/content/site";
import { formatDay } from "@/lib/format-day";

export type LegalBlock = string | { list: readonly string[] };
export type LegalSection = { id: string; title: string; blocks: readonly LegalBlock[] };

/** The contact details the legal pages state: the settings' e-mails and the main office's address. */
export type LegalContact = { email: string; privacyEmail: string; address: string };

/** The defaults in src/content (getLegalContact in src/lib/company-content gives the live ones). */
export const defaultLegalContact: LegalContact = {
  email: site.email,
  privacyEmail: site.privacyEmail,
  address: formatAddress(corporateOffice),
};

const dpdpPhasesDate = (phase: "rulesNotified" | "consentManagers" | "fullDuties") =>
  formatDay(dpdpPhases[phase]);

/** The sections, with the company's contact details as the settings give them (getLegalContact). */
export function privacySections(
  contact: LegalContact = defaultLegalContact,
): readonly LegalSection[] {
  const privacy = `[${contact.privacyEmail}](mailto:${contact.privacyEmail})`;
  return [
    {
      id: "who-we-are",
      title: "Who we are",
      blocks: [
        `${site.legalName} ("${BRAND_NAME}", "we") runs this website and decides why and how the personal data collected through it is used. Under the Digital Personal Data Protection Act 2023 (the DPDP Act) we are the Data Fiduciary for that data.`,
        `Our registered correspondence address is our corporate office: ${contact.address}. For anything about your personal data, write to our privacy contact at ${privacy}.`,
      ],
    },
    {
      id: "grievance-officer",
      title: "Grievance officer",
      blocks: [
        `${grievanceOfficer.name}, ${grievanceOfficer.designation}, ${site.legalName}, ${contact.address}. E-mail: [${grievanceOfficer.email}](mailto:${grievanceOfficer.email}). We resolve a grievance within ${grievanceOfficer.responseTime} of receiving it.`,
        ...(SAMPLE_DATA
          ? [
              "Sample data: this officer is a placeholder until the company names its own; the address and response time are the ones we work to.",
            ]
          : []),
      ],
    },
    {
      id: "legal-basis",
      title: "The law this notice follows",
      blocks: [
        `Today, our handling of personal data is governed by the Information Technology Act 2000 and the [${src.spdi2011.title}](${src.spdi2011.url}) (${src.spdi2011.notification}). ${spdiGrievance.text}`,
        `The [Digital Personal Data Protection Act 2023](${src.dpdpAct.url}) comes into force in phases under the [DPDP Rules 2025](${src.dpdpRules.url}), notified on ${dpdpPhasesDate("rulesNotified")}: the provisions on the Data Protection Board apply from that date; registration of consent managers from ${dpdpPhasesDate("consentManagers")}; and most duties of a Data Fiduciary (notice, security safeguards, breach reporting, data principals' rights, retention and erasure) from ${dpdpPhasesDate("fullDuties")}. This notice already follows those duties where we can, and says so where a right applies in law only from a later date.`,
      ],
    },
    {
      id: "what-we-collect",
      title: "What personal data we collect",
      blocks: [
        "We collect only what you give us through the site, and a minimum of technical data:",
        {
          list: [
            "Contact form: your name, phone number, e-mail address and your message.",
            "Free EPR consultation form: your company name, e-mail address, phone number and the EPR type you ask about (plastic, e-waste or battery).",
            "With every form: the page you sent it from, the date and time, the version of this notice you were shown, and whether you ticked the optional box to receive updates.",
            "Job applications sent to our careers address: what you choose to send, usually your CV and contact details.",
            "Client portal (for the people of our client organisations): your name, work e-mail address and role, your password (kept only as a one-way hash), whether two-factor sign-in is on, and a log of your sign-ins and of the changes you make, with their date and time.",
            "To stop automated abuse of the forms we count submissions per visitor using a keyed one-way hash of the network address. The address itself is never stored, and the counts are deleted when their time window ends.",
          ],
        },
        "The site sets no advertising or analytics cookies. If we ever add analytics or other non-essential cookies, we will ask for your consent first and you can refuse.",
      ],
    },
    {
      id: "why",
      title: "Why we use it",
      blocks: [
        {
          list: [
            "To reply to your enquiry, call you back, prepare a quote and, if you become a customer, provide the service you asked for. You give us this data voluntarily for that purpose, so we need no further consent to reply.",
            "To send you news about our services, rule changes and events, by e-mail or WhatsApp, only if you ticked the separate, unticked-by-default opt-in box. You can withdraw this consent at any time.",
            "To keep the forms working and free of spam and abuse.",
            "To meet our obligations under Indian law, for example tax and accounting records for customers.",
          ],
        },
        "We do not sell your personal data, and we do not use it to make automated decisions about you.",
      ],
    },
    {
      id: "sharing",
      title: "Who we share it with",
      blocks: [
        "Only with service providers who process it on our behalf and under contract, to the extent they need:",
        {
          list: [
            "our website hosting and database provider, which stores the enquiries;",
            "our e-mail provider, which delivers enquiries to our team and sends our replies;",
            "WhatsApp (WhatsApp LLC, Meta), when you message us on WhatsApp or opt in to updates by WhatsApp: the messages and your phone number pass through WhatsApp's service.",
          ],
        },
        "We may also disclose data when the law requires it, for example to a court or a government authority.",
        "If any provider processes data outside India, it does so only where the DPDP Act permits, and not in a country to which the Central Government has restricted transfers.",
      ],
    },
    {
      id: "retention",
      title: "How long we keep it",
      blocks: [
        {
          list: [
            `Enquiries and consultation requests: ${LEAD_RETENTION_MONTHS} months after our last contact with you (the last time our team worked on your enquiry), then deleted automatically, together with our notes on it and the record of its delivery to our team, unless you become a customer.`,
            "Customer records: for as long as you are a customer, then for as long as tax and company law require.",
            "Your choice about marketing updates: until you withdraw it; after that we keep only a record that you opted out, so we do not contact you again.",
            "Job applications: 12 months after the role is filled, unless you ask us to delete them sooner.",
            "Client portal accounts: until your organisation's administrator or our team removes you. Removal erases your account and your name and e-mail address from the portal's activity log, which then shows what you did as done by \"a former user\".",
            `Backups: copies of our database, kept only to recover from a failure, are deleted after at most ${LEAD_RETENTION_MONTHS} months. If we ever restore one, every enquiry deleted or erased since it was taken is deleted again.`,
          ],
        },
      ],
    },
    {
      id: "security",
      title: "How we protect it",
      blocks: [
        "Forms are sent over encrypted connections (HTTPS). Access to enquiries is limited to the staff who answer them, database access is protected by credentials that are never stored in our code, and our providers are bound to keep the data secure. If a personal data breach occurs, we will inform you and the Data Protection Board of India as the DPDP Rules 2025 require.",
      ],
    },
    {
      id: "your-rights",
      title: "Your rights",
      blocks: [
        `Under the DPDP Act you have the rights below. In law most of them apply from ${dpdpPhasesDate("fullDuties")}; we honour them now. Today the SPDI Rules 2011 already let you review and correct the data you gave us and withdraw consent.`,
        {
          list: [
            "Access: get a summary of the personal data we hold about you, how we use it, and the identities of those we have shared it with.",
            "Correction and erasure: have inaccurate or incomplete data corrected, completed or updated, and have your enquiries erased. Erasure deletes every enquiry we hold under your e-mail address or phone number, with our notes on it; all we keep is the number of enquiries erased and the date, never who you are.",
            `Withdraw consent: stop marketing updates at any time, as easily as you gave consent, by replying STOP to any message or writing to ${privacy}; our team records the withdrawal on every enquiry of yours at once. Withdrawal does not affect what was done before it.`,
            "Grievance redressal: complain to us about how we have handled your data and get an answer.",
            "Nominate: name another person to exercise these rights for you if you die or become unable to do so.",
          ],
        },
        `To use any of these rights, write to ${privacy} from the e-mail address or phone number you gave us, or by post to our corporate office. We may ask you to confirm who you are. We answer within 30 days, and always within the time the DPDP Rules 2025 allow.`,
      ],
    },
    {
      id: "complaints",
      title: "How to complain",
      blocks: [
        `Please contact us first at ${privacy} so we can put things right. If you are not satisfied with our answer, or we do not answer in time, you can complain to the [${dataProtectionBoard.name}](${dataProtectionBoard.url}), which hears complaints under the DPDP Act through its online process.`,
      ],
    },
    {
      id: "children",
      title: "Children",
      blocks: [
        "The site is meant for businesses and adult householders. We do not knowingly collect personal data from anyone under 18 without the verifiable consent of a parent or guardian; if you believe a child has sent us data, write to us and we will delete it.",
      ],
    },
    {
      id: "changes",
      title: "Changes to this notice",
      blocks: [
        `This is version ${PRIVACY_NOTICE_VERSION} of our privacy notice. Each enquiry records the version shown at the time. If we change how we use personal data, we will update this page and its date, and where the change needs your consent, ask for it again.`,
      ],
    },
  ];
}
