// React Router's default Node entry, plus the per-request CSP nonce on every inline script and
// the page's scripts held until its first screen is drawn.
import { PassThrough, pipeline } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { renderToPipeableStream, type RenderToPipeableStreamOptions } from "react-dom/server";
import {
  ServerRouter,
  type EntryContext,
  type HandleErrorFunction,
  type RouterContextProvider,
} from "react-router";
import { requestContext } from "../server/context.ts";
import { CONNECTION_LOST_RETRY_AFTER_S, isDatabaseUnavailable } from "../server/db/client.ts";
import { scriptsAfterFirstScreen } from "../server/pages/scripts-after-first-screen.ts";

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  const { nonce, log, connectionLost } = loadContext.get(requestContext);
  // A page whose loader or action lost its database connection: "try again shortly", not a 500.
  if (connectionLost && responseStatusCode >= 500) {
    responseStatusCode = 503;
    responseHeaders.set("Retry-After", String(CONNECTION_LOST_RETRY_AFTER_S));
  }
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    // Crawlers get the complete document; people get the shell as soon as it is ready.
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";

    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );

    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />,
      {
        nonce,
        [readyOption]() {
          shellRendered = true;
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
            new Response(
              createReadableStreamFromReadable(pipeline(body, scriptsAfterFirstScreen(), () => {})),
              {
                headers: responseHeaders,
                status: responseStatusCode,
              },
            ),
          );
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) log.error({ err: error }, "render failed after the shell");
        },
      },
    );
  });
}

/** Errors thrown by loaders, actions and rendering go to the structured log with the request id. */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return; // the visitor went away; nothing is wrong
  const info = context.get(requestContext);
  if (isDatabaseUnavailable(error)) info.connectionLost = true; // answered 503 by handleRequest
  info.log.error({ err: error, path: new URL(request.url).pathname }, "route error");
};
