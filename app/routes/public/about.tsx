import { Link } from "react-router";
import type { Route } from "./+types/about";
import { LegalPage } from "~/components/legal/legal-page";
import { getDirectoryTotals } from "~/domain/institutions/institutions.server";
import { versionInStamp } from "~/lib/data-stamp";
import { formatNumber } from "~/lib/format";
import { GUEST_CACHED } from "~/lib/guest-cache";
import { publicUrlFrom } from "~/lib/root-data";
import { pageMeta } from "~/lib/seo";
import { requestContext, servicesContext } from "~/lib/services.server";
import { SITE_NAME } from "~/lib/site";

/** The same for every guest: the guest response cache may keep it (its counts follow the data stamp). */
export const handle = GUEST_CACHED;

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: "About Us",
    description: `What ${SITE_NAME} is, where each fact on a school's page comes from, why each school is listed, and who keeps the pages right.`,
    publicUrl: publicUrlFrom(matches),
    path: "/about",
  });

export async function loader({ context }: Route.LoaderArgs) {
  const { db } = context.get(servicesContext);
  const dataVersion = versionInStamp(context.get(requestContext).publicDataStamp, "institutions");
  const totals = await getDirectoryTotals(db, dataVersion);
  return { schools: formatNumber(totals.institutions), countries: formatNumber(totals.countries) };
}

export default function About({ loaderData }: Route.ComponentProps) {
  const { schools, countries } = loaderData;
  return (
    <LegalPage
      title="About Us"
      updated={null}
      intro={`${SITE_NAME} is a free public directory of Christian colleges, universities, seminaries and Bible schools: ${schools} schools in ${countries} countries today. It is for students, career switchers, future ministers, parents and counselors choosing a school.`}
    >
      <section>
        <h2>Where the facts come from</h2>
        <p>
          Every fact on a school&apos;s page says where it came from and how old it is. A fact nobody has reported yet
          says &quot;Not reported&quot; or &quot;Not yet verified&quot;; we never fill a gap with a guess.
        </p>
        <ul>
          <li>
            U.S. schools: the U.S. Department of Education&apos;s IPEDS surveys (location, type, religious affiliation,
            enrolment, programs and their graduates) and College Scorecard (cost after aid, graduation, earnings and
            debt).
          </li>
          <li>Founding years: the Research Organization Registry (ROR), or the school&apos;s own pages.</li>
          <li>
            Schools outside the United States: a list checked one school at a time, each with a quote from the page that
            shows it is a Christian institution; places on the map from GeoNames, at the centre of the city.
          </li>
          <li>
            Faith and campus life (statement of faith, chapel, covenant) and whether a degree can be completed fully
            online: the schools&apos; own pages, quoted, with the day they were read.
          </li>
        </ul>
      </section>
      <section>
        <h2>Why each school is listed</h2>
        <p>
          Each school&apos;s page says why it is in the directory, with the source: for example its religious
          affiliation in IPEDS, a Christian accreditor or association it belongs to, or a checked page of its own. A
          school no source confirms waits for an administrator&apos;s review and is not shown until then.
        </p>
      </section>
      <section>
        <h2>Who keeps the pages right</h2>
        <p>
          The directory&apos;s administrators keep the data and the guidance articles. A school&apos;s own staff can
          propose updates to its page: open the page and choose Update this School. Every proposed fact needs a source
          on the school&apos;s own site, and an administrator approves it before it is public; the page then says the
          school reported it.
        </p>
        <p>
          Seen something wrong? <Link to="/contact">Write to us</Link>, or read how the site works in the{" "}
          <Link to="/help">Help Center</Link>.
        </p>
      </section>
    </LegalPage>
  );
}
