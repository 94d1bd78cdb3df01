import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import { renderToPipeableStream } from 'react-dom/server';
import { type EntryContext, type RouterContextProvider, ServerRouter } from 'react-router';
import { batchedBody } from './lib/batched-body.server.ts';
import { CspNonceContext } from './lib/csp-nonce.ts';
import { serverContext } from './shop-context.ts';

/** How long a streamed page may wait for its slow parts before they are cut off. */
export const streamTimeout = 5_000;

/**
 * React Router's default server entry, plus the page's CSP nonce (issue 18): the server made it
 * for this request and sends it in the Content-Security-Policy header
 * (apps/server/src/security-headers.ts). ServerRouter gives it to <Scripts>, <Links> and the
 * streamed data scripts; React gives it to its own streaming scripts; CspNonceContext to the
 * app's inline scripts (root.tsx's Consent Mode defaults, a product's JSON-LD).
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
): Promise<Response> | Response {
  // RFC 9110: a HEAD answer has the headers of a GET and no body.
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const shop = loadContext.get(serverContext);
  const nonce = shop.cspNonce;
  // Crawlers get the whole page at once; shoppers get the shell as soon as it is ready. A page
  // for the page cache is whole too (issue 19): it is kept and sent as bytes, to crawlers and
  // shoppers alike, so its HTML must not depend on who asked first.
  const userAgent = request.headers.get('user-agent');
  const readyOption =
    (userAgent && isbot(userAgent)) || routerContext.isSpaMode || shop.pageCapture?.whole
      ? 'onAllReady'
      : 'onShellReady';

  return new Promise((resolve, reject) => {
    let shellRendered = false;
    // Abort after the stream timeout, with time to flush the rejected boundaries.
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );

    const { pipe, abort } = renderToPipeableStream(
      <CspNonceContext value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </CspNonceContext>,
      {
        nonce,
        [readyOption]() {
          shellRendered = true;
          const body = batchedBody(() => {
            clearTimeout(timeoutId);
            timeoutId = undefined;
          });
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
          pipe(body);
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors of the shell reject and are logged by React Router; later ones only here.
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}
