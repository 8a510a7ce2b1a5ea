import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { renderToPipeableStream } from "react-dom/server";
import {
  isRouteErrorResponse,
  ServerRouter,
  type EntryContext,
  type HandleErrorFunction,
  type RouterContextProvider,
} from "react-router";
import { isDatabaseUnavailable } from "~/lib/http.server";
import { requestContext, servicesContext } from "~/lib/services.server";
import { NonceProvider } from "~/components/layout/nonce";

export const streamTimeout = 5_000;

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
  const { nonce, databaseUnavailable } = loadContext.get(requestContext);
  // A page that failed because the database is unreachable says so honestly: 503, not 500.
  if (databaseUnavailable) responseStatusCode = 503;

  return new Promise<Response>((resolve, reject) => {
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceProvider>,
      {
        nonce,
        onAllReady() {
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          pipe(body);
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        onShellError: reject,
        onError(error: unknown) {
          responseStatusCode = 500;
          console.error(error);
        },
      },
    );
  });
}

export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  const provider = context as RouterContextProvider;
  const { log, health } = provider.get(servicesContext);
  if (isDatabaseUnavailable(error)) {
    health.markDown(error);
    provider.get(requestContext).databaseUnavailable = true;
    return;
  }
  // A request the router itself refuses (a method no route takes, such as PUT or PROPFIND on a
  // page) is answered with its 4xx status; only real failures are worth an error in the log.
  if (isRouteErrorResponse(error) && error.status < 500) return;
  log.error({ err: error, url: request.url }, "page request failed");
};
