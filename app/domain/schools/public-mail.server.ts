/**
 * Public mail providers (gmail.com, outlook.com, ...) and throwaway-address services: an address
 * there never shows that someone works at a school, even when a school's website sits on such a
 * host. The list is the `freemail` package's (free and disposable domains), read once.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";

let domains: Set<string> | undefined;

function publicMailDomains(): Set<string> {
  if (!domains) {
    const require = createRequire(import.meta.url);
    const read = (file: string) =>
      readFileSync(require.resolve(`freemail/data/${file}`), "utf8")
        .split("\n")
        .map((line) => line.trim().toLowerCase())
        .filter(Boolean);
    domains = new Set([...read("free.txt"), ...read("disposable.txt")]);
  }
  return domains;
}

/** Whether the domain, or a domain it belongs to, is a public or throwaway mail provider. */
export function isPublicMailDomain(domain: string): boolean {
  const list = publicMailDomains();
  const labels = domain.toLowerCase().split(".");
  for (let start = 0; start < labels.length - 1; start += 1) {
    if (list.has(labels.slice(start).join("."))) return true;
  }
  return false;
}
