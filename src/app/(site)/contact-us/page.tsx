import { ContactBlock } from "@/components/leads/contact-block";
import { OfficeBanner } from "@/components/sections/contact/office-banner";
import { ReachBanner } from "@/components/sections/contact/reach-banner";
import { RegionalOffices } from "@/components/sections/contact/regional-offices";
import { Breadcrumbs } from "@/components/ui/breadcrumbs";
import { Container } from "@/components/ui/container";
import { JsonLd } from "@/components/ui/json-ld";
import { allOffices, regionalOffices } from "@/content/offices";
import { BRAND_NAME, site } from "@/content/site";
import { buildMetadata } from "@/lib/seo";
import { localBusinessJsonLd } from "@/lib/structured-data";

export const metadata = buildMetadata({
  title: "Contact Us",
  description: `Call ${BRAND_NAME} toll-free on ${site.phone.display}, write to ${site.email}, or visit our corporate office in Coimbatore or a regional office across south India.`,
  path: "/contact-us",
  keywords: ["contact waste management company", "EPR consultant contact", "Coimbatore office"],
});

export default function ContactPage() {
  return (
    <>
      <JsonLd data={allOffices.map((office) => localBusinessJsonLd(office))} />
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
        </Container>
      </div>
      <OfficeBanner />
      <RegionalOffices offices={regionalOffices} />
      <ReachBanner />
      <ContactBlock page="/contact-us" />
    </>
  );
}
