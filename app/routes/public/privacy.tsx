import type { Route } from "./+types/privacy";
import { LegalPage } from "~/components/legal/legal-page";
import { publicUrlFrom } from "~/lib/root-data";
import { pageMeta } from "~/lib/seo";
import { GUEST_CACHED } from "~/lib/guest-cache";

/** The same for every guest: the guest response cache may keep it. */
export const handle = GUEST_CACHED;

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: "Privacy Policy",
    description:
      "What Christian Education Directory collects, why, how long we keep it, and the rights you have over your data, including under the GDPR.",
    publicUrl: publicUrlFrom(matches),
    path: "/privacy",
  });

export default function Privacy() {
  return (
    <LegalPage
      title="Privacy Policy"
      intro="We collect as little as we can, use it only to run the directory for you, and never sell it. This page says what we keep and what you can ask of us."
    >
      <section>
        <h2>Age requirements</h2>
        <p>
          The site is meant for users aged 18 and over. Users under 18 need the consent of a parent or guardian to
          create an account; the sign-up form asks for a date of birth so that we can check this. The Children's Online
          Privacy Protection Act (COPPA) applies to children under 13: we do not knowingly collect their personal
          information without verifiable parental consent, and we delete it if we find we have.
        </p>
      </section>
      <section>
        <h2>What we collect</h2>
        <ul>
          <li>
            Account details you give us: e-mail address, full name, the kind of user you are and your date of birth.
          </li>
          <li>
            Your consent choices (terms, data processing and, where needed, parental consent) and when you gave them.
          </li>
          <li>The institutions you save to your favourites.</li>
          <li>
            Anonymous usage counts, such as which searches are run and which pages are viewed, recorded without your
            name, account, IP address or browser details. To count how many pages one visit looks at, a random visit
            number is kept in a cookie until 30 minutes after your last page; it is never linked to your account.
          </li>
        </ul>
      </section>
      <section>
        <h2>How we use it</h2>
        <p>
          To run your account, to show your saved institutions, to send the e-mails you ask for (such as confirming your
          address or resetting your password) and to understand which parts of the directory help people. We do not sell
          or rent personal information, and we do not use it for advertising.
        </p>
      </section>
      <section>
        <h2>Your rights under the GDPR</h2>
        <p>
          If you are in the European Economic Area or the United Kingdom, the General Data Protection Regulation gives
          you the right to:
        </p>
        <ul>
          <li>access the personal data we hold about you and receive a copy of it;</li>
          <li>have inaccurate data corrected;</li>
          <li>have your data erased;</li>
          <li>restrict or object to how we process it;</li>
          <li>receive your data in a portable, machine-readable format;</li>
          <li>withdraw consent at any time, without affecting processing that took place before; and</li>
          <li>complain to your local data protection authority.</li>
        </ul>
        <p>
          Signed-in users can download their data and delete their account from their profile; for anything else,
          contact us.
        </p>
      </section>
      <section>
        <h2>How long we keep it</h2>
        <p>
          We keep account data while your account is open. When you delete your account, or ask us to, your account data
          is deleted within 30 days.
        </p>
      </section>
      <section>
        <h2>Changes to this policy</h2>
        <p>
          We will give at least 30 days' notice of any material change to this policy on the site, and by e-mail to
          account holders, before it takes effect.
        </p>
      </section>
    </LegalPage>
  );
}
