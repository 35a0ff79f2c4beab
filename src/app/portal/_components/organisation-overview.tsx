import { getDb } from "@/lib/db";
import { getOrganisation, REGIMES, type Regime } from "@/lib/portal/organisations";
import { card } from "./form-parts";

/**
 * The portal's home for one organisation: its registrations and its account manager. Shown to
 * its people (the id from their session) and to staff viewing as the client.
 */
export async function OrganisationOverview({
  organisationId,
  organisationName,
}: {
  organisationId: string;
  organisationName: string;
}) {
  const found = await getOrganisation(await getDb(), organisationId);
  const registrations = Object.entries(found?.organisation.registrations ?? {}).filter(
    ([regime]) => regime in REGIMES,
  ) as [Regime, string][];
  return (
    <>
      <h1 className="text-ink text-2xl font-bold">{organisationName}</h1>
      <section aria-labelledby="registrations-title" className={card}>
        <h2 id="registrations-title" className="font-semibold">
          Registrations on file
        </h2>
        {registrations.length > 0 || found?.organisation.gstin ? (
          <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            {found?.organisation.gstin ? (
              <>
                <dt className="font-semibold">GSTIN</dt>
                <dd>{found.organisation.gstin}</dd>
              </>
            ) : null}
            {registrations.map(([regime, number]) => (
              <div key={regime} className="contents">
                <dt className="font-semibold">{REGIMES[regime]}</dt>
                <dd>{number}</dd>
              </div>
            ))}
          </dl>
        ) : (
          <p className="mt-2 text-sm">None yet. Your account manager adds them.</p>
        )}
      </section>
      <section aria-labelledby="manager-title" className={card}>
        <h2 id="manager-title" className="font-semibold">
          Your account manager
        </h2>
        <p className="mt-2 text-sm">
          {found?.manager ? (
            <a className="text-brand-800 underline" href={`mailto:${found.manager}`}>
              {found.manager}
            </a>
          ) : (
            "Not yet assigned."
          )}
        </p>
      </section>
    </>
  );
}
