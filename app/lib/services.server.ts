import { createContext } from "react-router";
import type { Database } from "~/db/client.server";
import type { Env } from "./env.server";
import type { Logger } from "./logger.server";
import type { Mailer } from "./mailer.server";

/**
 * What every loader, action and API handler may use; built once at start-up (server/boot.ts).
 * lib names no domain module, so the domain adds its own parts by declaration merging: `auth`
 * (app/domain/accounts/auth.server.ts) and `analytics` (analytics-recorder.server.ts).
 */
export interface Services {
  db: Database;
  env: Env;
  log: Logger;
  mailer: Mailer;
  /** Tracks database outages (server/database-health.ts). */
  health: { readonly isUp: boolean; reportFailure(error: unknown): void };
}

/**
 * Per-request facts the page shell needs; the analytics domain adds `events`
 * (app/domain/analytics/analytics.server.ts).
 */
export interface RequestFacts {
  /** CSP nonce for this response's inline scripts. */
  nonce: string;
  /** Set while handling the request when a loader failed because the database is unreachable or overloaded. */
  databaseUnavailable?: boolean;
  /**
   * The public data stamp (app/lib/data-stamp.ts) the guest cache read for this request, when it
   * did: loaders pass it on so the request does not read the data version a second time.
   */
  publicDataStamp?: string;
  /**
   * On a request for a page's HTML document (not for its data): the parts of the page rendered to
   * markup on the server, by name, which only the document's HTML carries (app/lib/server-markup.server.ts).
   */
  documentMarkup?: Map<string, string>;
}

export const servicesContext = createContext<Services>();
export const requestContext = createContext<RequestFacts>();
