import { SampleNote } from "@/components/site/sample-note";
import { SAMPLE_DATA } from "@/content/sample";
import { ContactBlock } from "@/components/leads/contact-block";
import { OfficeBanner } from "./_components/office-banner";
import { ReachBanner } from "./_components/reach-banner";
import { RegionalOffices } from "./_components/regional-offices";
import { Breadcrumbs } from "@/components/ui/breadcrumbs";
import { Container } from "@/components/ui/container";
import { JsonLd } from "@/components/ui/json-ld";
import { allOffices, regionalOffices } from "@/content/offices";
import { BRAND_NAME, site } from "@/content/site";
import { buildMetadata } from "@/lib/seo/metadata";
import { localBusinessJsonLd } from "@/lib/seo/structured-data";

export const metadata = buildMetadata({
  title: "Contact Us",
  description: `Call ${BRAND_NAME} toll-free on ${site.phone.display}, write to ${site.email}, or visit our corporate office in Coimbatore or a regional office across south India.`,
  path: "/contact-us",
  keywords: ["contact waste management company", "EPR consultant contact", "Coimbatore office"],
});

export default function ContactPage() {
  return (
    <>
      {/* LocalBusiness markup only for real offices: none while the addresses are samples. */}
      {SAMPLE_DATA ? null : (
        <JsonLd data={allOffices.map((office) => localBusinessJsonLd(office))} />
      )}
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
          <SampleNote kind="offices" className="mt-3" />
        </Container>
      </div>
      <OfficeBanner />
      <RegionalOffices offices={regionalOffices} />
      <ReachBanner />
      <ContactBlock page="/contact-us" />
    </>
  );
}
