import { Link } from "react-router";
import type { Route } from "./+types/help";
import { LegalPage } from "~/components/legal/legal-page";
import { MAX_COMPARE } from "~/domain/compare/compare-options";
import { GUEST_CACHED } from "~/lib/guest-cache";
import { publicUrlFrom } from "~/lib/root-data";
import { pageMeta } from "~/lib/seo";

/** The same for every guest: the guest response cache may keep it. */
export const handle = GUEST_CACHED;

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: "Help Center",
    description:
      "How to search the directory, read a school's page, compare schools, keep a list, and look after your account.",
    publicUrl: publicUrlFrom(matches),
    path: "/help",
  });

export default function Help() {
  return (
    <LegalPage
      title="Help Center"
      updated={null}
      intro="How to find schools, read what their pages say, compare them and keep your own list. Anything else: write to us."
    >
      <section>
        <h2>Finding schools</h2>
        <ul>
          <li>
            <Link to="/search">Search the directory</Link> by name, city or state, and narrow the results by country,
            type, denomination, Christian tradition, accreditation, cost and graduation rate.
          </li>
          <li>
            Near home: enter a U.S. ZIP code or a place such as &quot;Wheaton, IL&quot; and a distance, or use your
            location. Results can be sorted nearest first and shown on a map.
          </li>
          <li>
            By what you want to study: type a field in &quot;What do you want to study?&quot; (nursing, pre-law,
            worship, MDiv) and choose a level. Each result then shows how many students graduated in that field.
          </li>
          <li>Download CSV saves the results of any search, with the source of each column.</li>
        </ul>
      </section>
      <section>
        <h2>Reading a school&apos;s page</h2>
        <ul>
          <li>
            Every fact names its source and its year or the day it was read. &quot;Not reported&quot; means no source we
            use reports it; &quot;Not yet verified&quot; means nobody has checked it yet.
          </li>
          <li>
            Cost &amp; Outcomes sets the school&apos;s figures beside the national median; Programs lists its fields of
            study with their graduates, and earnings where the College Scorecard reports them.
          </li>
          <li>
            Accreditation is what the directory&apos;s sources report. Before you rely on it, check it in the
            accreditor&apos;s own database; the page explains how.
          </li>
        </ul>
      </section>
      <section>
        <h2>Comparing and saving</h2>
        <ul>
          <li>
            Choose Compare on up to {MAX_COMPARE} schools, from the search or their pages, to see them side by side. The
            address of the comparison can be shared.
          </li>
          <li>
            With an account you can save schools (Save, on a school&apos;s page or in the results) and find them again
            under the heart at the top of every page; your comparison follows you from one device to another.
          </li>
        </ul>
      </section>
      <section>
        <h2>The community</h2>
        <ul>
          <li>
            Anyone can read the <Link to="/community">forums</Link>; with an account you can start a discussion (New
            Post) or reply. Your posts are signed with your first name and the initial of your last name.
          </li>
          <li>
            Under your own post, Edit changes it (it then shows when it was edited) and Delete removes it for good. A
            discussion that others have answered stays for them: edit your message instead.
          </li>
          <li>
            See a post that breaks the community guidelines? Choose Report this post under it: the moderators read it
            and hide the post if it does. They see the words you reported even if its author changes them afterwards.
          </li>
          <li>
            Upcoming events are listed on the community page and on <Link to="/community/events">Upcoming Events</Link>,
            with their time in the time zone they are held in.
          </li>
        </ul>
      </section>
      <section>
        <h2>Your account</h2>
        <ul>
          <li>
            <Link to="/signup">Sign up</Link> with your e-mail address and confirm it from the e-mail we send. Under 18,
            a parent or guardian gives their consent.
          </li>
          <li>
            Forgot your password? Choose Forgot password on the <Link to="/login">sign-in page</Link> and we e-mail you
            a link to set a new one.
          </li>
          <li>
            On your profile you can change your details and password, download your data, and delete your account.
          </li>
        </ul>
      </section>
      <section>
        <h2>For school staff</h2>
        <p>
          On your school&apos;s page, choose Update this School and confirm with your address at the school. You can
          then propose updates, each with its source on the school&apos;s site; an administrator reviews them before
          they appear.
        </p>
      </section>
    </LegalPage>
  );
}
