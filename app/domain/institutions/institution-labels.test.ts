import { describe, expect, it } from "vitest";
import { denominationLabel } from "./institution-labels";

describe("the denomination as cards and pages show it", () => {
  const label = (denomination: string | null, tradition: string | null) =>
    denominationLabel({ denomination, tradition });

  it("names the tradition alone when it names its family, with no family repeated or brackets nested", () => {
    expect(label("Catholic", "Roman Catholic")).toBe("Roman Catholic");
    expect(label("Catholic", "Roman Catholic (Jesuit)")).toBe("Roman Catholic (Jesuit)");
    expect(label("Baptist", "Southern Baptist")).toBe("Southern Baptist");
    expect(label("Adventist", "Seventh-day Adventist (South Pacific Division)")).toBe(
      "Seventh-day Adventist (South Pacific Division)",
    );
    expect(label("Non-denominational", "Non-Denominational")).toBe("Non-Denominational");
  });

  it("gives the family with the tradition when the tradition does not name it", () => {
    expect(label("Pentecostal", "Assemblies of God Church")).toBe("Pentecostal (Assemblies of God Church)");
    expect(label("Non-denominational", "Undenominational")).toBe("Non-denominational (Undenominational)");
    // A family's name inside another word is not the family.
    expect(label("Reformed", "Unreformed Fellowship")).toBe("Reformed (Unreformed Fellowship)");
  });

  it("names the tradition instead of a bare 'Other', and the family when no tradition is known", () => {
    expect(label("Other", "Churches of Christ")).toBe("Churches of Christ");
    expect(label(null, "Churches of Christ")).toBe("Churches of Christ");
    expect(label("Baptist", null)).toBe("Baptist");
    expect(label(null, null)).toBeNull();
  });
});
