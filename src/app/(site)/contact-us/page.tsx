import type { Metadata } from "next";
import { SampleNote } from "@/components/site/sample-note";
import { SAMPLE_DATA } from "@/content/sample";
import { ContactBlock } from "@/components/leads/contact-block";
import { OfficeBanner } from "./_components/office-banner";
import { ReachBanner } from "./_components/reach-banner";
import { RegionalOffices } from "./_components/regional-offices";
import { Breadcrumbs } from "@/components/ui/breadcrumbs";
import { Container } from "@/components/ui/container";
import { JsonLd } from "@/components/ui/json-ld";
import { mainOffice, otherOffices } from "@/content/offices";
import { BRAND_NAME, site } from "@/content/site";
import { getOffices, realOffices } from "@/lib/company-content";
import { getSiteSettings } from "@/lib/company-content/settings";
import { buildMetadata } from "@/lib/seo/metadata";
import { localBusinessJsonLd } from "@/lib/seo/structured-data";

export async function generateMetadata(): Promise<Metadata> {
  const [offices, contact] = await Promise.all([getOffices(), getSiteSettings()]);
  const main = mainOffice(offices.items);
  const call = `Call ${BRAND_NAME}${contact.phone.tollFree ? " toll-free" : ""} on ${contact.phone.display}`;
  const visit =
    offices.items.length > 1
      ? `visit our ${main.kind === "corporate" ? "corporate " : ""}office in ${main.city} or another across south India`
      : `visit our office in ${main.city}`;
  return buildMetadata({
    title: "Contact Us",
    description: `${call}, write to ${contact.email}, or ${visit}.`,
    path: "/contact-us",
    keywords: ["contact waste management company", "EPR consultant contact", `${main.city} office`],
  });
}

export default async function ContactPage() {
  const [offices, contact] = await Promise.all([getOffices(), getSiteSettings()]);
  // LocalBusiness markup only for real offices: WordPress's, or the defaults once they are no
  // longer samples; never for a sample address.
  const real = realOffices(offices.items, SAMPLE_DATA);
  return (
    <>
      {real.length > 0 ? (
        <JsonLd data={real.map((office) => localBusinessJsonLd(office, contact.email))} />
      ) : null}
      <div className="from-brand-50 bg-gradient-to-b to-white pt-8 pb-10">
        <Container>
          <Breadcrumbs
            items={[
              { name: "Home", path: "/" },
              { name: "Contact Us", path: "/contact-us" },
            ]}
          />
          <h1 className="text-ink mt-6 text-4xl font-bold sm:text-5xl">Contact us</h1>
          <p className="text-muted mt-4 max-w-2xl text-lg">
            Talk to us about EPR compliance, industrial pickups or pickups at home. Call, write or
            visit the office nearest to you: {site.hours}.
          </p>
          {offices.sample ? <SampleNote kind="offices" className="mt-3" /> : null}
        </Container>
      </div>
      <OfficeBanner office={mainOffice(offices.items)} />
      <RegionalOffices offices={otherOffices(offices.items)} />
      <ReachBanner />
      <ContactBlock page="/contact-us" />
    </>
  );
}
