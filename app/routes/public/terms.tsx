import { Link } from "react-router";
import type { Route } from "./+types/terms";
import { LegalPage } from "~/components/legal/legal-page";
import { publicUrlFrom } from "~/lib/root-data";
import { pageMeta } from "~/lib/seo";
import { GUEST_CACHED } from "~/lib/guest-cache";

/** The same for every guest: the guest response cache may keep it. */
export const handle = GUEST_CACHED;

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: "Terms of Service",
    description:
      "The terms for using Christian Education Directory: who may use it, what accounts are for, and how we tell you about changes.",
    publicUrl: publicUrlFrom(matches),
    path: "/terms",
  });

export default function Terms() {
  return (
    <LegalPage
      title="Terms of Service"
      intro="These terms explain the rules for using Christian Education Directory, a free guide to Christian colleges, universities, seminaries and Bible schools. By using the site you agree to them."
    >
      <section>
        <h2>Who may use the site</h2>
        <p>
          The directory is intended for people aged 18 and over. Anyone under 18 may use it, and may create an account,
          only with the consent of a parent or legal guardian, who accepts these terms on their behalf.
        </p>
        <p>
          We do not knowingly collect personal information from children under 13. Where the Children's Online Privacy
          Protection Act (COPPA) applies, an account for a child under 13 requires verifiable parental consent, and we
          delete any information we learn was collected without it.
        </p>
      </section>
      <section>
        <h2>What the directory is, and is not</h2>
        <p>
          Institution facts come from public sources such as the U.S. Department of Education and from the schools
          themselves. We work to keep them accurate, but programmes, costs, accreditation and admission rules change.
          Always confirm the details that matter to your decision with the institution and, for accreditation, with the
          accrediting agency.
        </p>
        <p>Guidance articles are general information, not legal, financial or admissions advice for your situation.</p>
      </section>
      <section>
        <h2>Your account</h2>
        <ul>
          <li>Give accurate information when you sign up, and keep your password to yourself.</li>
          <li>You are responsible for what happens under your account; tell us at once if you think it was misused.</li>
          <li>
            You may delete your account at any time from your profile. We remove your account data within 30 days, as
            our <Link to="/privacy">Privacy Policy</Link> describes.
          </li>
        </ul>
      </section>
      <section>
        <h2>Acceptable use</h2>
        <ul>
          <li>Do not post unlawful, hateful or misleading content, or impersonate a school or another person.</li>
          <li>Do not scrape the site in bulk, probe it for weaknesses, or interfere with other visitors' use of it.</li>
          <li>We may suspend accounts that break these rules.</li>
        </ul>
      </section>
      <section>
        <h2>Changes to these terms</h2>
        <p>
          When we make a material change to these terms we will give at least 30 days' notice on the site (and by e-mail
          to account holders) before it takes effect. Continuing to use the site after that date means you accept the
          updated terms.
        </p>
      </section>
    </LegalPage>
  );
}
