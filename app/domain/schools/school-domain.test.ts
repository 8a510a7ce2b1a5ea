import { describe, expect, it } from "vitest";
import { isPublicMailDomain } from "./public-mail.server";
import { isAddressAtDomain, isPageAtDomain, schoolDomainOf } from "./school-domain";

describe("a school's own domain", () => {
  it("is the website's host without www", () => {
    expect(schoolDomainOf("https://www.wheaton.edu/")).toBe("wheaton.edu");
    expect(schoolDomainOf("www.Harding.edu")).toBe("harding.edu");
    expect(schoolDomainOf("http://calvin.edu/about")).toBe("calvin.edu");
    expect(schoolDomainOf(null)).toBeNull();
    expect(schoolDomainOf("javascript:alert(1)")).toBeNull();
    expect(schoolDomainOf("https://127.0.0.1/")).toBeNull();
  });

  it("takes addresses at the domain or a subdomain, and refuses lookalikes", () => {
    expect(isAddressAtDomain("pat@wheaton.edu", "wheaton.edu")).toBe(true);
    expect(isAddressAtDomain("Pat@Mail.Wheaton.EDU", "wheaton.edu")).toBe(true);
    for (const lookalike of [
      "pat@wheaton.edu.evil.example",
      "pat@evil-wheaton.edu",
      "pat@wheaton.edux",
      "pat@wheatonedu",
      "wheaton.edu@evil.example",
      "pat@",
      "@wheaton.edu",
    ]) {
      expect(isAddressAtDomain(lookalike, "wheaton.edu"), lookalike).toBe(false);
    }
  });

  it("takes pages on the domain over http(s) only", () => {
    expect(isPageAtDomain("https://www.wheaton.edu/chapel", "wheaton.edu")).toBe(true);
    expect(isPageAtDomain("http://catalog.wheaton.edu/", "wheaton.edu")).toBe(true);
    expect(isPageAtDomain("https://wheaton.edu.evil.example/", "wheaton.edu")).toBe(false);
    expect(isPageAtDomain("https://evil-wheaton.edu/", "wheaton.edu")).toBe(false);
    expect(isPageAtDomain("javascript://wheaton.edu/%0aalert(1)", "wheaton.edu")).toBe(false);
    expect(isPageAtDomain("ftp://wheaton.edu/file", "wheaton.edu")).toBe(false);
    expect(isPageAtDomain("https://user@evil.example/?wheaton.edu", "wheaton.edu")).toBe(false);
  });

  it("knows public and throwaway mail providers, subdomains included", () => {
    expect(isPublicMailDomain("gmail.com")).toBe(true);
    expect(isPublicMailDomain("outlook.com")).toBe(true);
    expect(isPublicMailDomain("mailinator.com")).toBe(true);
    expect(isPublicMailDomain("wheaton.edu")).toBe(false);
  });
});
