import { describe, expect, it } from "vitest";
import { parseProposalForm } from "./proposal-form";

const SOURCE = "https://www.wheaton.edu/student-life/";

describe("the update form, read on the server", () => {
  it("reads each kind of fact with its source, and correction notes", () => {
    const parsed = parseProposalForm(
      {
        "value.chapel": "required",
        "source.chapel": SOURCE,
        "value.chapel_times_per_week": "3",
        "source.chapel_times_per_week": SOURCE,
        "value.faith_affirmed_by_faculty": "yes",
        "source.faith_affirmed_by_faculty": SOURCE,
        "value.lifestyle_covenant": "yes",
        "source.lifestyle_covenant": SOURCE,
        topics: ["sexuality", "alcohol"],
        "source.covenant_topics": SOURCE,
        "value.contact_email": "Admissions@Wheaton.edu",
        "source.contact_email": SOURCE,
        "value.degree_mdiv_online": "no",
        "source.degree_mdiv_online": SOURCE,
        "note.tuition": "The 2026-27 figure is $44,000.",
        "value.description": "",
      },
      "wheaton.edu",
    );
    expect(parsed.errors).toEqual({});
    expect(parsed.facts).toEqual([
      { field: "contact_email", value: "admissions@wheaton.edu", source_url: SOURCE },
      { field: "faith_affirmed_by_faculty", value: true, source_url: SOURCE },
      { field: "chapel", value: "required", source_url: SOURCE },
      { field: "chapel_times_per_week", value: 3, source_url: SOURCE },
      { field: "lifestyle_covenant", value: true, source_url: SOURCE },
      { field: "covenant_topics", value: ["alcohol", "sexuality"], source_url: SOURCE },
      { field: "degree_mdiv_online", value: false, source_url: SOURCE },
    ]);
    expect(parsed.notes).toEqual([{ field: "tuition", note: "The 2026-27 figure is $44,000." }]);
  });

  it("names each field that is wrong", () => {
    const { errors } = parseProposalForm(
      {
        "value.website": "https://www.wheaton.edu.evil.example/",
        "source.website": SOURCE,
        "value.chapel": "daily",
        "source.chapel": SOURCE,
        "value.bible_credits_required": "12",
        "source.bible_credits_required": "https://evil-wheaton.edu/catalog",
        "value.faith_statement_url": "https://www.wheaton.edu/faith",
        topics: ["gambling"],
        "source.covenant_topics": SOURCE,
        "note.accreditor": "x".repeat(1001),
        "value.unknown": "1",
      },
      "wheaton.edu",
    );
    expect(errors).toEqual({
      "value.website": "Website must be a web address (http:// or https://) on wheaton.edu or one of its subdomains",
      "value.chapel": "Chapel must be one of: required, credit_based, voluntary, none",
      "source.bible_credits_required":
        "Required Bible or theology credits: the source must be a web address (http:// or https://) on wheaton.edu or one of its subdomains",
      "source.faith_statement_url": "Statement of faith (page): a source page on the school's own site is required",
      "value.covenant_topics": "Covenant topics must be among: gambling is not one",
      "note.accreditor": "Accreditor: the note must be at most 1000 characters",
      _: "Unknown fields: value.unknown",
    });
  });

  it("asks for something to send", () => {
    expect(parseProposalForm({}, "wheaton.edu").errors).toEqual({
      _: "Give at least one fact with its source, or a correction note",
    });
  });
});
