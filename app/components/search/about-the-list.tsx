import { Link } from "react-router";
import { searchHref } from "~/domain/institutions/search-options";

/** Which schools the directory lists, and why: the rule behind every "Listed because" line. */
export function AboutTheList() {
  return (
    <details className="group mt-10 rounded-xl border border-slate-200 bg-white p-5 text-slate-700">
      <summary className="min-h-11 cursor-pointer font-semibold text-brand-800">
        About this list: which schools are listed, and why
      </summary>
      <div className="mt-3 space-y-3 text-sm leading-relaxed">
        <p>
          A school is listed when a public source states that it is Christian: its religious affiliation as reported to
          IPEDS (U.S. Department of Education); an accreditor that accredits only Christian institutions (ABHE, TRACS);
          membership of the Council for Christian Colleges &amp; Universities; or a page we read that says so (the
          school&apos;s own site, its church&apos;s, an encyclopedia). Each school&apos;s page names its source under
          &ldquo;Listed because&rdquo;, with the date we read it. Schools no source confirms yet are not shown.
        </p>
        <p>
          Schools of The Church of Jesus Christ of Latter-day Saints, such as Brigham Young University, are listed:
          IPEDS records their church. Their tradition reads &ldquo;The Church of Jesus Christ of Latter-day
          Saints&rdquo;, so you can find them, or leave them aside, with the Tradition filter:{" "}
          <Link
            to={searchHref({ tradition: "The Church of Jesus Christ of Latter-day Saints" })}
            className="font-semibold text-brand-700 underline"
          >
            see these schools
          </Link>
          .
        </p>
        <p>
          Outside the United States a school is placed on the map at the centre of its city, not at its campus, so
          distances from a place are approximate.
        </p>
      </div>
    </details>
  );
}
