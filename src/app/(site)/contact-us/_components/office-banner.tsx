import { Icon } from "@/components/ui/icon";
import { Container } from "@/components/ui/container";
import { officeBannerImage } from "@/content/contact";
import { formatAddress, type Office } from "@/content/offices";
import { telHref } from "@/lib/phone";
import { ArtDirectedPicture } from "./art-directed-image";
import { MapLink } from "./map-link";
import styles from "./contact-motion.module.css";
import { InView } from "@/components/motion/in-view";
import { mergeClasses } from "@/lib/merge-classes";

/** The main office (the corporate one, or the first): its address, phones, e-mail and hours. */
export function OfficeBanner({ office }: { office: Office }) {
  return (
    <section aria-labelledby="corporate-office-heading" className="pb-12 sm:pb-16">
      <Container>
        <InView className={styles.scope}>
          <div
            className={mergeClasses(
              styles.office,
              "bg-brand-900 nav:grid-cols-[1fr_1.4fr] grid overflow-hidden rounded-3xl text-white shadow-lg",
            )}
          >
            <div className="nav:order-none order-last flex flex-col justify-center gap-4 p-8 sm:p-10">
              <h2
                id="corporate-office-heading"
                className="text-accent-300 text-2xl font-bold tracking-widest sm:text-3xl"
              >
                {office.kind === "corporate" ? "CORPORATE OFFICE" : office.name.toUpperCase()}
              </h2>
              <address className="space-y-3 text-lg not-italic">
                <p className="flex gap-3">
                  <Icon icon="map-pin" className="text-brand-300 mt-1 h-5 w-5 shrink-0" />
                  <span>{formatAddress(office)}</span>
                </p>
                {office.phones.map((phone) => (
                  <p key={phone} className="flex items-center gap-3">
                    <Icon icon="phone" className="text-brand-300 h-5 w-5 shrink-0" />
                    <a href={telHref(phone)} className="underline-offset-4 hover:underline">
                      {phone}
                    </a>
                  </p>
                ))}
                {office.email ? (
                  <p className="flex items-center gap-3">
                    <Icon icon="mail" className="text-brand-300 h-5 w-5 shrink-0" />
                    <a
                      href={`mailto:${office.email}`}
                      className="[overflow-wrap:anywhere] underline-offset-4 hover:underline"
                    >
                      {office.email}
                    </a>
                  </p>
                ) : null}
                {office.hours ? (
                  <p className="flex gap-3">
                    <Icon icon="clock" className="text-brand-300 mt-1 h-5 w-5 shrink-0" />
                    <span>{office.hours}</span>
                  </p>
                ) : null}
                <MapLink office={office} tone="dark" />
              </address>
            </div>
            <ArtDirectedPicture
              image={officeBannerImage}
              sizes="(min-width: 769px) 60vw, 100vw"
              priority
              className="h-full w-full object-cover object-top"
            />
          </div>
        </InView>
      </Container>
    </section>
  );
}
