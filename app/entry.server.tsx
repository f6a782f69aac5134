import { PassThrough } from 'node:stream';
import type { EntryContext, RouterContextProvider } from 'react-router';
import { ServerRouter } from 'react-router';
import { createReadableStreamFromReadable } from '@react-router/node';
import { renderToPipeableStream } from 'react-dom/server';
import { isbot } from 'isbot';
import { apiContext } from './lib/api-context.ts';
import { configureStorefrontHosts } from './lib/locate.ts';
import { dropModulePreloads } from './lib/drop-preloads.server.ts';

// The server hands the build its API context and the operator's extra storefront hosts.
export { apiContext, configureStorefrontHosts };

export const streamTimeout = 5000;

export default function handleRequest(request: Request, status: number, headers: Headers, routerContext: EntryContext, loadContext: RouterContextProvider) {
  const nonce = loadContext.get(apiContext).nonce;
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const waitForAll = isbot(request.headers.get('user-agent') ?? '') || routerContext.isSpaMode;
    const { pipe, abort } = renderToPipeableStream(<ServerRouter context={routerContext} url={request.url} nonce={nonce} />, {
      nonce,
      [waitForAll ? 'onAllReady' : 'onShellReady']() {
        shellRendered = true;
        const body = new PassThrough();
        headers.set('Content-Type', 'text/html; charset=utf-8');
        if (!headers.has('Cache-Control')) headers.set('Cache-Control', 'no-cache');
        resolve(new Response(createReadableStreamFromReadable(body.pipe(dropModulePreloads())), { headers, status }));
        pipe(body);
      },
      onShellError: reject,
      onError(error: unknown) {
        status = 500;
        if (shellRendered) console.error(error);
      },
    });
    setTimeout(abort, streamTimeout + 1000);
  });
}
