/**
 * The stamp of the public data (table data_versions, raised by triggers on every change; its format
 * is in app/lib/data-stamp.ts) that cached answers are keyed on. It is read from the database for
 * each cacheable request, so a change
 * committed through any app process, or directly in the database, is seen by the very next request
 * everywhere. Requests arriving together share one read, but only a read that started after they
 * arrived: never an older one.
 */
import type pg from "pg";

/** The tables whose content public pages and API answers show. */
const PUBLIC_DATA = ["institutions", "articles", "article_categories"] as const;

const STAMP_QUERY = `select string_agg(name || ':' || version, ',' order by name) as stamp
  from data_versions where name = any($1)`;

export class DataVersions {
  private running: Promise<string | null> | undefined;
  private queued: Promise<string | null> | undefined;

  constructor(private readonly pool: pg.Pool) {}

  /** The current stamp, or null when it cannot be read (then nothing is served from cache). */
  current(): Promise<string | null> {
    if (!this.running) return this.read();
    // A read is under way, but it may have started before this request arrived: wait for the next
    // one, which everyone arriving meanwhile shares.
    this.queued ??= this.running.then(() => {
      this.queued = undefined;
      return this.read();
    });
    return this.queued;
  }

  private read(): Promise<string | null> {
    const running = this.pool
      .query<{ stamp: string | null }>(STAMP_QUERY, [PUBLIC_DATA])
      .then(
        (result) => result.rows[0]?.stamp ?? "",
        () => null,
      )
      .finally(() => {
        if (this.running === running) this.running = undefined;
      });
    this.running = running;
    return running;
  }
}
