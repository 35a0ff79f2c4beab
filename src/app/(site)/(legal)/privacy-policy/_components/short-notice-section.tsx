import { PrivacyNotice } from "@/components/leads/privacy-notice";
import { shortNotice, type NoticeLanguage } from "@/content/privacy-notice";
import { getSiteSettings } from "@/lib/company-content/settings";

const headings: Record<NoticeLanguage, string> = {
  en: "The short notice under our forms",
  ta: "எங்கள் படிவங்களின் கீழ் உள்ள சுருக்க அறிவிப்பு",
};

/** The notice each form shows, reproduced so it can be read (and linked to) on its own. */
export async function ShortNoticeSection({ language }: { language: NoticeLanguage }) {
  const { privacyEmail } = await getSiteSettings();
  return (
    <section id="short-notice" aria-labelledby="short-notice-title" className="mt-10">
      <h2 id="short-notice-title" className="text-ink text-2xl font-bold">
        {headings[language]}
      </h2>
      <div className="bg-surface mt-4 space-y-4 rounded-2xl p-6">
        <PrivacyNotice
          id="short-notice-contact"
          texts={shortNotice[language]}
          privacyEmail={privacyEmail}
        />
        <PrivacyNotice
          id="short-notice-consultation"
          texts={shortNotice[language]}
          privacyEmail={privacyEmail}
          consultation
        />
      </div>
    </section>
  );
}
