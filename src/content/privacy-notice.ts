// The short notice shown under every lead form (DPDP Act 2023, s. 5), in English and Tamil.
// It names what is stored with a lead; the full policy has the rest. Change
// PRIVACY_NOTICE_VERSION in legal.ts with any edit.
// The lead forms render the English notice in the browser too: the languages are separate
// exports, so the Tamil texts stay out of the forms' scripts (e2e/client-scripts.spec.ts).
import { LEAD_RETENTION_MONTHS } from "./retention";

export const englishNotice = {
  lang: "en",
  lead: "How we use your details:",
  data: {
    contact: "your name, phone number, e-mail address and message",
    consultation: "your company name, phone number, e-mail address and EPR type",
  },
  use: (data: string) =>
    `we use ${data} only to answer this enquiry, and keep them for up to ${LEAD_RETENTION_MONTHS} months.`,
  stored:
    "With them we store the page you sent the form from, the date and time, the version of this notice and whether you ticked the optional updates box.",
  rights:
    "You may ask to see, correct or delete your data, or withdraw your consent, by writing to",
  complain: "If we do not resolve a complaint, you can complain to the",
  policy: "Read our Privacy Policy",
  policyHref: "/privacy-policy",
  other: {
    label: "இந்த அறிவிப்பைத் தமிழில் படிக்க",
    href: "/privacy-policy/ta#short-notice",
    lang: "ta",
  },
} as const;

export const tamilNotice = {
  lang: "ta",
  lead: "உங்கள் விவரங்களை நாங்கள் எப்படிப் பயன்படுத்துகிறோம்:",
  data: {
    contact: "உங்கள் பெயர், தொலைபேசி எண், மின்னஞ்சல் முகவரி, செய்தி",
    consultation: "உங்கள் நிறுவனப் பெயர், தொலைபேசி எண், மின்னஞ்சல் முகவரி, EPR வகை",
  },
  use: (data: string) =>
    `${data} ஆகியவற்றை இந்த விசாரணைக்குப் பதிலளிக்க மட்டுமே பயன்படுத்துகிறோம்; அதிகபட்சம் ${LEAD_RETENTION_MONTHS} மாதங்கள் வைத்திருக்கிறோம்.`,
  stored:
    "அவற்றுடன், நீங்கள் படிவத்தை அனுப்பிய பக்கம், தேதி, நேரம், நீங்கள் பார்த்த இந்த அறிவிப்பின் பதிப்பு, தகவல்களைப் பெறுவதற்கான விருப்பப் பெட்டியை நீங்கள் டிக் செய்தீர்களா என்பதையும் சேமிக்கிறோம்.",
  rights: "உங்கள் தரவைப் பார்க்க, திருத்த அல்லது நீக்கக் கேட்க, அல்லது உங்கள் ஒப்புதலைத் திரும்பப் பெற, எழுதுங்கள்:",
  complain: "உங்கள் புகாரை நாங்கள் தீர்க்காவிட்டால், இந்தியத் தரவுப் பாதுகாப்பு வாரியத்திடம் புகார் அளிக்கலாம்:",
  policy: "எங்கள் தனியுரிமைக் கொள்கையைப் படிக்கவும்",
  policyHref: "/privacy-policy/ta",
  other: { label: "Read this notice in English", href: "/privacy-policy", lang: "en" },
} as const;

/** The texts of one language's notice. */
export type NoticeTexts = typeof englishNotice | typeof tamilNotice;
export type NoticeLanguage = NoticeTexts["lang"];

export const shortNotice: Record<NoticeLanguage, NoticeTexts> = {
  en: englishNotice,
  ta: tamilNotice,
};
