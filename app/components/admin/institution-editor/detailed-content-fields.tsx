import { useState } from "react";
import { TextArea } from "~/components/admin/record-fields";
import { countWords, SUMMARY_WORDS_MAX, SUMMARY_WORDS_MIN } from "~/domain/institutions/institution-form.schemas";
import { type EditorPartProps, SECTION_CLASS } from "./editor-fields";

/** Detailed Content: the summary with its live word count, and the page's longer write-ups. */
export function DetailedContentFields({ f, initial }: EditorPartProps) {
  const [words, setWords] = useState(() => countWords(initial("detailed_summary")));
  const guidance =
    words < SUMMARY_WORDS_MIN
      ? `below the suggested ${SUMMARY_WORDS_MIN}-${SUMMARY_WORDS_MAX}`
      : words > SUMMARY_WORDS_MAX
        ? `above the suggested ${SUMMARY_WORDS_MIN}-${SUMMARY_WORDS_MAX}`
        : `within the suggested ${SUMMARY_WORDS_MIN}-${SUMMARY_WORDS_MAX}`;
  return (
    <section className={SECTION_CLASS} aria-labelledby="section-detailed-content">
      <h2 id="section-detailed-content" className="font-serif text-lg font-bold text-brand-800">
        Detailed Content
      </h2>
      <div className="mt-4 grid gap-4">
        <TextArea
          {...f("detailed_summary")}
          label={`Detailed Summary (${SUMMARY_WORDS_MIN}-${SUMMARY_WORDS_MAX} words)`}
          rows={10}
          defaultValue={initial("detailed_summary")}
          onInput={(value) => setWords(countWords(value))}
          description={
            <span>
              <span
                className={
                  words >= SUMMARY_WORDS_MIN && words <= SUMMARY_WORDS_MAX
                    ? "font-semibold text-green-800"
                    : "font-semibold text-slate-800"
                }
              >
                {words} {words === 1 ? "word" : "words"}
              </span>{" "}
              ({guidance} words; a guide, not a rule)
            </span>
          }
        />
        <TextArea {...f("key_programs")} label="Key Programs" rows={4} defaultValue={initial("key_programs")} />
        <TextArea
          {...f("unique_features")}
          label="Unique Features"
          rows={4}
          defaultValue={initial("unique_features")}
        />
        <TextArea
          {...f("why_choose")}
          label="Why Choose This Institution"
          rows={4}
          defaultValue={initial("why_choose")}
        />
        <TextArea
          {...f("student_outcomes")}
          label="Student Outcomes"
          rows={4}
          defaultValue={initial("student_outcomes")}
        />
      </div>
    </section>
  );
}
