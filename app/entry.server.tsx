import { Writable } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import {
  isRouteErrorResponse,
  ServerRouter,
  type EntryContext,
  type HandleErrorFunction,
  type RouterContextProvider,
} from "react-router";
import { isDatabaseTemporarilyFailing, isDatabaseUnavailable } from "~/db/database-errors.server";
import { requestContext, servicesContext } from "~/lib/services.server";
import { NonceProvider } from "~/components/layout/nonce";
import { DocumentMarkupProvider } from "~/components/ui/server-markup";

/**
 * How long a page may take from its data to its last byte of HTML, and how long React Router waits
 * on a data stream (none of ours defers anything). A render waits only on the CPU and, the first
 * time a process shows a lazily loaded part (the search page's filters, the map), on reading that
 * code from disk, queued in libuv's thread pool behind the compression of other answers. On a
 * machine at its limits that took over React Router's default of 5 s, and the page became an
 * error; this is the bound a database statement has (app/db/client.server.ts). A render still
 * unfinished then is answered 503 with Retry-After: the server is too busy, not broken.
 */
export const streamTimeout = 20_000;
const RETRY_AFTER_SECONDS = "5";

/**
 * Pages are rendered completely before the first byte (no streaming of deferred data): every
 * visitor, crawler or not, gets the whole page with its data in one HTML document.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const { nonce, databaseUnavailable, documentMarkup } = loadContext.get(requestContext);
  // A page that failed because the database is unreachable says so honestly: 503, not 500.
  if (databaseUnavailable) responseStatusCode = 503;

  const { log } = loadContext.get(servicesContext);
  return new Promise<Response>((resolve, reject) => {
    let timedOut = false;
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => {
      timedOut = true;
      responseStatusCode = 503;
      responseHeaders.set("Retry-After", RETRY_AFTER_SECONDS);
      log.warn({ url: request.url, limitMs: streamTimeout }, "page not rendered in time; answered 503");
      abort();
    }, streamTimeout);
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <DocumentMarkupProvider value={documentMarkup}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </DocumentMarkupProvider>
      </NonceProvider>,
      {
        nonce,
        // The document is sent in one piece (below), so nothing is gained by sending a finished
        // Suspense boundary apart from its place, hidden until a script moves it: a visitor without
        // JavaScript would never see it (the search page's filters and program field load that way).
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onAllReady() {
          // The whole document is ready: send it in one piece. Passed on in React's small chunks,
          // each chunk would be its own trip through compression on the libuv thread pool, and
          // under load pages waited several times longer than API answers doing the same work.
          const chunks: Buffer[] = [];
          const body = new Writable({
            write(chunk: Buffer, _encoding, callback) {
              chunks.push(chunk);
              callback();
            },
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              const html = Buffer.concat(chunks);
              responseHeaders.set("Content-Type", "text/html; charset=utf-8");
              responseHeaders.set("Content-Length", String(html.byteLength));
              resolve(new Response(html, { headers: responseHeaders, status: responseStatusCode }));
              callback();
            },
          });
          pipe(body);
        },
        onShellError: reject,
        onError(error: unknown) {
          // What the limit cut short is already answered as 503 (above).
          if (timedOut) return;
          responseStatusCode = 500;
          log.error({ err: error, url: request.url }, "page render failed");
        },
      },
    );
  });
}

export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  const provider = context as RouterContextProvider;
  const { log, health } = provider.get(servicesContext);
  if (isDatabaseTemporarilyFailing(error)) {
    if (isDatabaseUnavailable(error)) health.reportFailure(error);
    provider.get(requestContext).databaseUnavailable = true;
    return;
  }
  // A request the router itself refuses (a method no route takes, such as PUT or PROPFIND on a
  // page) is answered with its 4xx status; only real failures are worth an error in the log.
  if (isRouteErrorResponse(error) && error.status < 500) return;
  log.error({ err: error, url: request.url }, "page request failed");
};
