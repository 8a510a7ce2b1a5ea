import list from "./common-passwords.json";

/** Built by scripts/build-common-passwords.ts; see there for where the list comes from. */
const COMMON = new Set<string>(list);

/** True for a password on the common list, whatever its letter case. */
export function isCommonPassword(password: string): boolean {
  return COMMON.has(password.toLowerCase());
}
