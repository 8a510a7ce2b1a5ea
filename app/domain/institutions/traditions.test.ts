import { describe, expect, it } from "vitest";
import { SearchParamsSchema } from "./institution.schemas";
import { traditionGroup } from "./traditions";

describe("the tradition a family filters by", () => {
  it("is the church body, without the order, diocese or division the source named with it", () => {
    expect(traditionGroup("Roman Catholic (Jesuit)")).toBe("Roman Catholic");
    expect(traditionGroup("Roman Catholic (Jesuit); canonically erected philosophical faculty")).toBe("Roman Catholic");
    expect(traditionGroup("Roman Catholic ((Arch)dioceses of Cologne, Limburg, Mainz, Speyer and Trier)")).toBe(
      "Roman Catholic",
    );
    expect(traditionGroup("Seventh-day Adventist (South Pacific Division)")).toBe("Seventh-day Adventist");
    expect(traditionGroup("Protestant – EKD: Evangelische Landeskirche in Baden")).toBe("Protestant – EKD");
    expect(traditionGroup("Korean Methodist Church (기독교대한감리회)")).toBe("Korean Methodist Church");
  });

  it("keeps IPEDS labels and names that hold parentheses whole", () => {
    expect(traditionGroup("Churches of Christ")).toBe("Churches of Christ");
    expect(traditionGroup("Presbyterian Church (USA)")).toBe("Presbyterian Church (USA)");
    expect(traditionGroup("Christian Church (Disciples of Christ)")).toBe("Christian Church (Disciples of Christ)");
    expect(traditionGroup("Episcopal Church, Reformed")).toBe("Episcopal Church, Reformed");
    expect(traditionGroup("The Church of Jesus Christ of Latter-day Saints")).toBe(
      "The Church of Jesus Christ of Latter-day Saints",
    );
  });

  it("keeps a list of bodies or a sentence whole rather than cutting it mid-list", () => {
    const founders =
      "Founded by AME Church, Anglican Diocese of Botswana, Church of God in Christ, ELCSA (Lutheran) and UCCSA (Congregational)";
    expect(traditionGroup(founders)).toBe(founders);
  });

  it("names a heritage apart from the body it came from", () => {
    expect(
      traditionGroup(
        "Roman Catholic heritage (Lasallian: Brothers of the Christian Schools); now says it is non-confessional",
      ),
    ).toBe("Roman Catholic heritage");
  });

  it("gives one body spelled two ways one name", () => {
    expect(traditionGroup("Seventh Day Adventist")).toBe("Seventh-day Adventist");
    expect(traditionGroup("Seventh-day Adventist")).toBe("Seventh-day Adventist");
    expect(traditionGroup("United Methodist Church (Igreja Metodista Unida em Angola)")).toBe("United Methodist");
    expect(traditionGroup("Interdenominational evangelical")).toBe("Interdenominational Evangelical");
  });

  it("reads a precise tradition in a search address as its body, so an old link still finds its schools", () => {
    expect(SearchParamsSchema.parse({ tradition: "Roman Catholic (Jesuit)" }).tradition).toBe("Roman Catholic");
    expect(SearchParamsSchema.parse({ tradition: "Seventh Day Adventist" }).tradition).toBe("Seventh-day Adventist");
    expect(SearchParamsSchema.parse({ tradition: "  " }).tradition).toBeUndefined();
    expect(SearchParamsSchema.parse({}).tradition).toBeUndefined();
  });
});
