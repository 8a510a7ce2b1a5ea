import type { Database } from "~/db/client.server";
import { analyticsEvents } from "~/db/schema/activity";
import type { Logger } from "~/lib/logger.server";
import type { AnalyticsEvent } from "./analytics.server";

declare module "~/lib/services.server" {
  interface Services {
    /** Writes analytics events in batches. */
    analytics: AnalyticsRecorder;
  }
}

/**
 * Every analytics event the app counts goes through here: page and API views arrive hundreds of
 * times a second under load, so they are written in batches (every quarter second, or at 500
 * events) instead of one insert per request, after the answer that counted them. `stop()` writes
 * what is left before the database closes, so a clean shutdown loses nothing; an event that comes
 * later still, or a batch the database refuses, is reported in the log, never dropped unsaid.
 */
export class AnalyticsRecorder {
  private queue: AnalyticsEvent[] = [];
  private timer: NodeJS.Timeout | undefined;
  private flushing: Promise<void> = Promise.resolve();
  private stopped = false;

  constructor(
    private readonly db: Database,
    private readonly log: Logger,
    private readonly flushMs = 250,
    private readonly maxBatch = 500,
  ) {}

  record(events: readonly AnalyticsEvent[]) {
    if (!events.length) return;
    if (this.stopped) {
      this.log.warn(
        { events: events.length },
        "analytics events counted after the last write before the stop; not recorded",
      );
      return;
    }
    this.queue.push(...events);
    if (this.queue.length >= this.maxBatch) void this.flush();
    else this.timer ??= setTimeout(() => void this.flush(), this.flushMs);
  }

  flush(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    const batch = this.queue.splice(0);
    if (!batch.length) return this.flushing;
    this.flushing = this.flushing.then(() =>
      this.db
        .insert(analyticsEvents)
        .values(
          batch.map((event) => ({
            kind: event.kind,
            subject: event.subject ?? null,
            institutionId: event.institutionId ?? null,
            articleId: event.articleId ?? null,
            visitId: event.visitId ?? null,
          })),
        )
        .then(
          () => undefined,
          (error: unknown) => this.log.warn({ err: error, events: batch.length }, "could not record analytics events"),
        ),
    );
    return this.flushing;
  }

  /** Writes what is queued; events counted afterwards are reported instead of written. */
  async stop() {
    this.stopped = true;
    await this.flush();
  }
}
