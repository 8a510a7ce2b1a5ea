/**
 * The stamp of the public data the guest cache keys answers on: 'name:version' pairs joined by
 * commas, one per table ('article_categories:1,articles:4,institutions:17'), read from the
 * data_versions table (server/data-versions.ts).
 */

/** The version of one table in a stamp, or undefined when the stamp does not carry it. */
export function versionInStamp(stamp: string | undefined, table: string): number | undefined {
  for (const pair of stamp?.split(",") ?? []) {
    const [name, version] = pair.split(":");
    if (name === table && version !== undefined && /^\d+$/.test(version)) return Number(version);
  }
  return undefined;
}
