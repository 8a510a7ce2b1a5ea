/**
 * A school's own domain: the host of its website without a leading "www.". An address or a page is
 * at the school's domain when its host is that domain or a subdomain of it ("mail.wheaton.edu"),
 * never a name that merely contains it ("wheaton.edu.evil.example", "evil-wheaton.edu"). Free of
 * server code: the forms say the same in the browser.
 */

/** The school's domain from its website ("https://www.wheaton.edu/" -> "wheaton.edu"), or null. */
export function schoolDomainOf(website: string | null | undefined): string | null {
  if (!website) return null;
  try {
    const url = new URL(/^[a-z][a-z0-9+.-]*:/i.test(website) ? website : `https://${website}`);
    if (url.protocol !== "http:" && url.protocol !== "https:") return null;
    const host = url.hostname.toLowerCase().replace(/\.$/, "");
    const domain = host.startsWith("www.") ? host.slice(4) : host;
    // A bare name or an address by number is no school's domain.
    return domain.includes(".") && !/^[\d.]+$/.test(domain) && !domain.startsWith("[") ? domain : null;
  } catch {
    return null;
  }
}

/** Whether a host is the domain itself or one of its subdomains. */
export function isHostAtDomain(host: string, domain: string): boolean {
  const name = host.toLowerCase().replace(/\.$/, "");
  return name === domain || name.endsWith(`.${domain}`);
}

/** The domain part of an e-mail address, lower-case ("staff@Mail.Wheaton.edu" -> "mail.wheaton.edu"), or null. */
export function addressDomain(email: string): string | null {
  const at = email.lastIndexOf("@");
  if (at < 1 || at === email.length - 1) return null;
  return email.slice(at + 1).toLowerCase();
}

/** Whether an e-mail address is at the school's domain (or a subdomain of it). */
export function isAddressAtDomain(email: string, domain: string): boolean {
  const host = addressDomain(email);
  return host !== null && isHostAtDomain(host, domain);
}

/** Whether a web address is http(s) and on the school's domain (or a subdomain of it). */
export function isPageAtDomain(address: string, domain: string): boolean {
  try {
    const url = new URL(address);
    return (url.protocol === "http:" || url.protocol === "https:") && isHostAtDomain(url.hostname, domain);
  } catch {
    return false;
  }
}
