import { Icon } from "@/components/ui/icon";
import { Container } from "@/components/ui/container";
import { contactCopy, reachBannerImage } from "@/content/contact";
import { site } from "@/content/site";
import { getSiteSettings } from "@/lib/company-content/settings";
import { ArtDirectedPicture } from "./art-directed-image";
import styles from "./contact-motion.module.css";
import { InView } from "@/components/motion/in-view";
import { mergeClasses } from "@/lib/merge-classes";

/** The get-in-touch banner: toll-free number and e-mail, then the company's caption. */
export async function ReachBanner() {
  const contact = await getSiteSettings();
  return (
    <section aria-labelledby="reach-heading" className="section">
      <Container>
        <InView className={styles.scope}>
          <div
            className={mergeClasses(
              styles.banner,
              "bg-brand-950 nav:min-h-[26rem] relative isolate overflow-hidden rounded-3xl text-white shadow-lg",
            )}
          >
            <div className="nav:absolute nav:inset-0 nav:-z-10">
              <ArtDirectedPicture
                image={reachBannerImage}
                sizes="(min-width: 769px) 80rem, 100vw"
                className="nav:h-full h-auto w-full object-cover object-right"
              />
            </div>
            <div className="nav:max-w-[52%] flex flex-col gap-6 p-6 sm:p-12">
              <h2 id="reach-heading" className="text-2xl leading-snug font-bold sm:text-3xl">
                {contactCopy.reachOut}
              </h2>
              <ul className="space-y-3 text-base sm:text-lg">
                <li>
                  <a
                    href={`tel:${contact.phone.dial}`}
                    className="inline-flex items-center gap-3 py-1 font-semibold underline-offset-4 hover:underline"
                  >
                    <Icon icon="phone" className="text-accent-300 h-6 w-6 shrink-0" />
                    {contact.phone.display}
                    {contact.phone.tollFree ? (
                      <span className="text-brand-200 font-normal">(toll-free)</span>
                    ) : null}
                  </a>
                </li>
                <li>
                  <a
                    href={`mailto:${contact.email}`}
                    className="inline-flex items-center gap-3 py-1 font-semibold [overflow-wrap:anywhere] underline-offset-4 hover:underline"
                  >
                    <Icon icon="mail" className="text-accent-300 h-6 w-6 shrink-0" />
                    {contact.email}
                  </a>
                </li>
              </ul>
            </div>
          </div>
        </InView>
        <p className="text-brand-800 mt-8 text-center text-xl font-semibold sm:text-2xl">
          {site.tagline}
        </p>
      </Container>
    </section>
  );
}
