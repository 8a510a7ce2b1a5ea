import { createContext } from "react-router";
import type { Database } from "~/db/client.server";
import type { Auth } from "~/domain/accounts/auth.server";
import type { AnalyticsRecorder } from "~/domain/analytics/analytics-recorder.server";
import type { AnalyticsEvent } from "~/domain/analytics/analytics.server";
import type { Env } from "./env.server";
import type { Logger } from "./logger.server";
import type { Mailer } from "./mailer.server";

/** What every loader, action and API handler may use; built once at start-up (server/boot.ts). */
export interface Services {
  db: Database;
  env: Env;
  log: Logger;
  /** Accounts and sessions (better-auth); its HTTP endpoints are under /api/auth. */
  auth: Auth;
  mailer: Mailer;
  /** Writes analytics events in batches. */
  analytics: AnalyticsRecorder;
  /** Tracks database outages (server/database-health.ts). */
  health: { readonly isUp: boolean; reportFailure(error: unknown): void };
}

/** Per-request facts the page shell needs. */
export interface RequestFacts {
  /** CSP nonce for this response's inline scripts. */
  nonce: string;
  /** Set while handling the request when a loader failed because the database is unreachable or overloaded. */
  databaseUnavailable?: boolean;
  /**
   * Analytics events this request counts (a search, an institution view). The server writes them
   * once the answer is sent, and again each time the same answer is served from cache.
   */
  events: AnalyticsEvent[];
}

export const servicesContext = createContext<Services>();
export const requestContext = createContext<RequestFacts>();
