import { describe, expect, it } from "vitest";
import { metaDescription, pageTitle } from "./seo";

describe("page titles", () => {
  it("read 'title | site name' and never exceed 60 characters", () => {
    expect(pageTitle("Wheaton College")).toBe("Wheaton College | Christian Education Directory");
    const long = pageTitle("Pontifical Faculty of the Immaculate Conception at the Dominican House of Studies");
    expect(long.length).toBeLessThanOrEqual(60);
    expect(long).toMatch(/^Pontifical Faculty of the\.\.\. \| Christian Education Directory$/);
  });

  it("is just the site name for the home page", () => {
    expect(pageTitle("Christian Education Directory")).toBe("Christian Education Directory");
    expect(pageTitle()).toBe("Christian Education Directory");
  });
});

describe("meta descriptions", () => {
  it("end with the call to action and stay within 160 characters", () => {
    expect(metaDescription("Find a school.")).toBe("Find a school. Start your journey today!");
    const long = metaDescription("x".repeat(300));
    expect(long).toHaveLength(160);
    expect(long).toBe(`${"x".repeat(131)}... Start your journey today!`);
  });

  it("keep text of exactly 134 characters whole", () => {
    const text = "y".repeat(134);
    expect(metaDescription(text)).toBe(`${text} Start your journey today!`);
  });
});
