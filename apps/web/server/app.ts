import * as build from 'virtual:react-router/server-build';
import { createRequestHandler, RouterContextProvider } from 'react-router';
import { type ShopServerContext, serverContext } from '../app/shop-context.ts';

const handleRequest = createRequestHandler(build, process.env.NODE_ENV ?? 'production');

/** Renders a page or answers a data request; called by the Fastify server for every non-API path. */
export function handleShopRequest(request: Request, shop: ShopServerContext): Promise<Response> {
  const context = new RouterContextProvider();
  context.set(serverContext, shop);
  return handleRequest(request, context);
}

export const assetsBuildDirectory = build.assetsBuildDirectory;
export const publicPath = build.publicPath;
