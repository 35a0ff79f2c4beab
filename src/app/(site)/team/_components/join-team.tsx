import { Icon } from "@/components/ui/icon";
import { ButtonLink, buttonClasses } from "@/components/ui/button";
import { Section } from "@/components/ui/container";
import { careersMailto } from "@/content/team";
import { getSiteSettings } from "@/lib/company-content/settings";

export async function JoinTeam() {
  const { careersEmail } = await getSiteSettings();
  return (
    <Section tone="dark" aria-labelledby="join-heading">
      <div className="mx-auto max-w-3xl text-center">
        <p className="eyebrow text-brand-300 mb-0">Careers</p>
        <h2 id="join-heading" className="mt-3 text-3xl font-bold text-white sm:text-4xl">
          Join the team
        </h2>
        <p className="text-brand-100 mt-4 text-lg">
          We are always looking for people who care about where waste ends up: compliance analysts,
          field supervisors, drivers, engineers and community coordinators in every city we serve.
          No waste-management background? We train you.
        </p>
        <p className="text-brand-100 mt-4">
          Send us your CV and a few lines about yourself. If there is a fit, we call you within two
          weeks to schedule an interview.
        </p>
        <div className="mt-8 flex flex-col items-center justify-center gap-3 sm:flex-row">
          <a href={careersMailto(careersEmail)} className={buttonClasses("accent", "lg")}>
            <Icon icon="mail" className="h-5 w-5" />
            Apply for an interview
          </a>
          <ButtonLink href="/contact-us" variant="light" size="lg">
            Ask us a question
          </ButtonLink>
        </div>
        <p className="text-brand-200 mt-4 text-sm">
          Or write to{" "}
          <a href={`mailto:${careersEmail}`} className="font-semibold text-white underline">
            {careersEmail}
          </a>
        </p>
      </div>
    </Section>
  );
}
