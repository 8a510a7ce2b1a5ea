import { ChevronDown as chevronDownDrawing } from "lucide";
import { icon } from "~/components/ui/icon";
import type { Institution } from "~/domain/institutions/institution.schemas";
import { SECTION_CARD } from "./institution-section";

const ChevronDown = icon(chevronDownDrawing);

const SECTIONS = [
  { key: "detailed_summary", title: "Institution Overview" },
  { key: "key_programs", title: "Key Academic Programs" },
  { key: "unique_features", title: "Unique Features & Characteristics" },
  { key: "why_choose", title: "Why Choose This Institution" },
  { key: "student_outcomes", title: "Student Outcomes & Success" },
] as const;

/** The school's own write-ups, one folding section each (the first open), or About when there is only a description. */
export function InstitutionWriteUps({ institution }: { institution: Institution }) {
  const sections = SECTIONS.filter((section) => institution[section.key]?.trim());
  const showAbout = !!institution.description?.trim() && !institution.detailed_summary?.trim();
  return (
    <>
      {sections.map((section, index) => (
        <details
          key={section.key}
          open={index === 0 && section.key === "detailed_summary"}
          className={`group ${SECTION_CARD}`}
        >
          <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-4 font-serif text-xl font-bold text-brand-800 [&::-webkit-details-marker]:hidden">
            <h2>{section.title}</h2>
            <ChevronDown className="size-5 shrink-0 transition-transform group-open:rotate-180" aria-hidden="true" />
          </summary>
          <div className="mt-3 leading-relaxed whitespace-pre-line text-slate-700">{institution[section.key]}</div>
        </details>
      ))}

      {showAbout && (
        <section className={SECTION_CARD} aria-labelledby="about-heading">
          <h2 id="about-heading" className="font-serif text-2xl font-bold text-brand-800">
            About {institution.institution_name}
          </h2>
          <p className="mt-3 leading-relaxed text-slate-700">{institution.description}</p>
        </section>
      )}
    </>
  );
}
