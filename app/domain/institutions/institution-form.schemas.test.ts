import { describe, expect, it } from "vitest";
import { fieldErrors } from "~/lib/http.server";
import {
  AdminInstitutionListQuerySchema,
  countWords,
  createInstitutionInputSchema,
  createInstitutionPatchSchema,
  deleteConfirmText,
  deleteFailedText,
} from "./institution-form.schemas";

const schema = createInstitutionInputSchema({ currentYear: 2026 });
const valid = {
  institution_name: "  Grace   Hill College ",
  institution_type: "College",
  denomination: "Baptist",
  accreditation_status: "Accredited Institution",
};

function errorsOf(input: Record<string, unknown>) {
  const result = schema.safeParse({ ...valid, ...input });
  return result.success ? {} : fieldErrors(result.error);
}

describe("the institution editor's rules", () => {
  it("require name, type, denomination and accreditation status, each with its own message", () => {
    const result = schema.safeParse({});
    expect(result.success).toBe(false);
    expect(fieldErrors(result.error!)).toEqual({
      institution_name: "Institution name is required",
      institution_type: "Institution type is required",
      denomination: "Denomination is required",
      accreditation_status: "Accreditation status is required",
    });
  });

  it("accept only the listed options", () => {
    expect(errorsOf({ institution_type: "Bible College/Seminary" }).institution_type).toMatch(
      /^Choose one of: University, College, Seminary, Bible College, Graduate School, Other$/,
    );
    expect(errorsOf({ denomination: "Anglican" }).denomination).toMatch(/^Choose one of: Baptist/);
    expect(errorsOf({ accreditation_status: "Accredited" }).accreditation_status).toMatch(/^Choose one of/);
    expect(errorsOf({ campus_type: "Floating" }).campus_type).toMatch(
      /^Campus type must be one of: Traditional, Commuter, Residential, Online, Hybrid$/,
    );
    expect(errorsOf({ tuition_range: "$5" }).tuition_range).toMatch(/^Tuition range must be one of: Under \$10,000/);
    for (const type of ["University", "College", "Seminary", "Bible College", "Graduate School", "Other"]) {
      expect(errorsOf({ institution_type: type })).toEqual({});
    }
  });

  it("want a web address for the website", () => {
    const message = "Website must be a valid URL starting with http:// or https://";
    expect(errorsOf({ website: "www.example.edu" }).website).toBe(message);
    expect(errorsOf({ website: "javascript:alert(1)" }).website).toBe(message);
    expect(errorsOf({ website: "https://www.example.edu/" })).toEqual({});
  });

  it("keep the founded year between 1600 and this year", () => {
    expect(errorsOf({ founded_year: "1599" }).founded_year).toBe("Founded year must be 1600 or later");
    expect(errorsOf({ founded_year: "2027" }).founded_year).toBe("Founded year cannot be later than 2026");
    expect(errorsOf({ founded_year: "19.5" }).founded_year).toBe("Founded year must be a whole number");
    expect(errorsOf({ founded_year: "soon" }).founded_year).toBe("Founded year must be a whole number");
    expect(errorsOf({ founded_year: "1600" })).toEqual({});
    expect(errorsOf({ founded_year: 2026 })).toEqual({});
  });

  it("refuse a negative student body size", () => {
    expect(errorsOf({ student_body_size: "-1" }).student_body_size).toBe("Student body size cannot be negative");
    expect(errorsOf({ student_body_size: -5 }).student_body_size).toBe("Student body size cannot be negative");
    expect(errorsOf({ student_body_size: "0" })).toEqual({});
  });

  it("store an empty number as unknown (null), never as 0", () => {
    const parsed = schema.parse({ ...valid, founded_year: "", student_body_size: "  " });
    expect(parsed.founded_year).toBeNull();
    expect(parsed.student_body_size).toBeNull();
    expect(schema.parse({ ...valid, student_body_size: "1,250" }).student_body_size).toBe(1250);
  });

  it("tidy text: trimmed, blanks as null, the country defaulting to the United States", () => {
    const parsed = schema.parse({
      ...valid,
      city: "  ",
      description: " A school. ",
      financial_aid_available: "true",
      online_programs: "",
    });
    expect(parsed.institution_name).toBe("Grace Hill College");
    expect(parsed.city).toBeNull();
    expect(parsed.description).toBe("A school.");
    expect(parsed.country).toBe("United States");
    expect(parsed.financial_aid_available).toBe(true);
    expect(parsed.online_programs).toBeNull();
  });

  it("check slugs and image addresses", () => {
    expect(errorsOf({ slug: "Grace Hill" }).slug).toBe(
      "Slug may contain only lower-case letters, digits and single hyphens",
    );
    expect(errorsOf({ slug: "grace-hill-2" })).toEqual({});
    expect(errorsOf({ image_path: "//evil.example/x.png" }).image_path).toMatch(/^Image must be/);
    expect(errorsOf({ image_path: "/images/x.png" })).toEqual({});
  });

  it("take association memberships from ticked boxes or a list, in the directory's order", () => {
    expect(schema.parse(valid).associations).toEqual([]);
    expect(schema.parse({ ...valid, associations: "CCCU" }).associations).toEqual(["CCCU"]);
    expect(schema.parse({ ...valid, associations: ["ATS", "CCCU", "ATS"] }).associations).toEqual(["CCCU", "ATS"]);
    expect(errorsOf({ associations: ["CCCU", "Baptist League"] })).toEqual({
      associations: "Associations must be among CCCU, ABHE, ATS",
    });
    expect(errorsOf({ associations: 7 })).toEqual({ associations: "Associations must be among CCCU, ABHE, ATS" });
  });

  it("let a PATCH send only some fields, under the same rules", () => {
    const patch = createInstitutionPatchSchema({ currentYear: 2026 });
    expect(patch.parse({ city: "Dallas" })).toEqual({ city: "Dallas" });
    expect(patch.safeParse({ institution_name: "" }).success).toBe(false);
  });
});

describe("the admin list and its texts", () => {
  it("reads the query: type filter, page, text", () => {
    expect(AdminInstitutionListQuerySchema.parse({})).toEqual({ q: undefined, type: "all", page: 1 });
    expect(AdminInstitutionListQuerySchema.parse({ q: " tx ", type: "bible_college", page: "3" })).toEqual({
      q: "tx",
      type: "bible_college",
      page: 3,
    });
    expect(AdminInstitutionListQuerySchema.safeParse({ type: "seminary" }).success).toBe(false);
    // Pages are whole numbers, clamped like every list's (a word is refused).
    expect(AdminInstitutionListQuerySchema.parse({ page: "-1" }).page).toBe(1);
    expect(AdminInstitutionListQuerySchema.safeParse({ page: "two" }).error!.issues[0]!.message).toBe(
      "page must be a whole number",
    );
  });

  it("words the delete confirmations by name for one, by number for several", () => {
    expect(deleteConfirmText(["Wheaton College"])).toBe(
      'Are you sure you want to delete "Wheaton College"? This action cannot be undone.',
    );
    expect(deleteConfirmText(["A", "B", "C"])).toBe(
      "Are you sure you want to delete 3 institutions? This action cannot be undone.",
    );
    expect(deleteFailedText(1)).toBe("Failed to delete institution. Please try again.");
    expect(deleteFailedText(2)).toBe("Failed to delete institutions. Please try again.");
  });

  it("counts words as the summary counter shows them", () => {
    expect(countWords("")).toBe(0);
    expect(countWords("  one two\n\nthree  ")).toBe(3);
  });
});
