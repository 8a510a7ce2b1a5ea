import { describe, expect, it } from "vitest";
import { ADMIN_AREAS, canAccess, roleBadge } from "./admin.schemas";

describe("admin roles", () => {
  it("give super admins everything, admins all but accounts, editors content and figures", () => {
    const reach = (role: "super_admin" | "admin" | "editor") => ADMIN_AREAS.filter((area) => canAccess(role, area));
    expect(reach("super_admin")).toEqual([...ADMIN_AREAS]);
    expect(reach("admin")).toEqual(ADMIN_AREAS.filter((area) => area !== "users"));
    expect(reach("editor")).toEqual(["dashboard", "analytics", "articles", "files", "community"]);
  });

  it("display as full and short role names", () => {
    expect(roleBadge("super_admin")).toEqual({ label: "Super Admin", initials: "SA" });
    expect(roleBadge("admin")).toEqual({ label: "Admin", initials: "A" });
    expect(roleBadge("editor")).toEqual({ label: "Admin", initials: "A" });
  });
});
