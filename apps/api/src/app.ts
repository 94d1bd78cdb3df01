import type { FastifyError, FastifyInstance, FastifyPluginAsync } from 'fastify';
import { adminRoutes } from './admin/admin-routes.ts';
import { PasswordWorkBusy } from './auth/passwords.ts';
import { createTokenKeys } from './auth/tokens.ts';
import { changeFeedOptions, dropCachesOnChange } from './cache/cache-invalidation.ts';
import { type ChangeFeed, startChangeFeed } from './cache/change-feed.ts';
import { createCatalogContext } from './catalog/catalog-context.ts';
import type { AppConfig } from './config.ts';
import type { ShopDatabase } from './db/database.ts';
import { AppError } from './errors.ts';
import { type Authenticator, createAuthenticator } from './http/authenticate.ts';
import { authRoutes } from './routes/auth.routes.ts';
import { brandsTagsRoutes } from './routes/brands-tags.routes.ts';
import { cartRoutes } from './routes/cart.routes.ts';
import { categoriesRoutes } from './routes/categories.routes.ts';
import { checkoutRoutes } from './routes/checkout.routes.ts';
import { contentRoutes } from './routes/content.routes.ts';
import { docsRoutes } from './routes/docs.routes.ts';
import { imagesRoutes } from './routes/images.routes.ts';
import { localizedPathsRoutes } from './routes/localized-paths.routes.ts';
import { newsletterRoutes } from './routes/newsletter.routes.ts';
import { orderAuthRoutes } from './routes/order-auth.routes.ts';
import { ordersRoutes } from './routes/orders.routes.ts';
import { paymentsRoutes } from './routes/payments.routes.ts';
import { productsRoutes } from './routes/products.routes.ts';
import { returnsRoutes } from './routes/returns.routes.ts';
import { selectorsRoutes } from './routes/selectors.routes.ts';
import { storeSettingsRoutes } from './routes/store-settings.routes.ts';
import { stringsRoutes } from './routes/strings.routes.ts';
import { subscriptionsRoutes } from './routes/subscriptions.routes.ts';

export interface ApiDependencies {
  readonly database: ShopDatabase;
  readonly config: AppConfig;
  /** The time deals, calendar doors and presales are judged by (tests set it). */
  readonly clock?: () => Date;
  /**
   * The process's change feed (cache/change-feed.ts), when the server shares it with the
   * storefront; without it the plugin starts its own and stops it on close.
   */
  readonly changes?: ChangeFeed;
}

/** What every route plugin gets: the dependencies and the one authenticator of the process. */
export interface ApiRouteDependencies extends ApiDependencies {
  readonly auth: Authenticator;
}

/** Every /api/* route, registered under the /api prefix by the server. */
export function createApiPlugin(dependencies: ApiDependencies): FastifyPluginAsync {
  const deps: ApiRouteDependencies = {
    ...dependencies,
    auth: createAuthenticator(
      dependencies.database.db,
      createTokenKeys(dependencies.config.secret, dependencies.config.previousSecret),
    ),
  };
  return async (api: FastifyInstance) => {
    await keepCachesFresh(api, dependencies);
    api.setErrorHandler(handleApiError);
    // No text of the shop holds a NUL character; PostgreSQL refuses one in any text column, so it
    // is refused at the door, in the path, the query and the body alike.
    api.addHook('preHandler', async (request) => {
      if (/%00/i.test(request.url) || hasNul(request.body)) {
        throw new AppError('BAD_REQUEST', 400, 'Text may not contain the NUL character (\\u0000)');
      }
    });
    api.setNotFoundHandler((request, reply) => {
      reply.status(404).send({
        statusCode: 404,
        error: 'Not Found',
        message: `No API route ${request.method} ${request.url.split('?')[0]}`,
      });
    });
    await api.register(stringsRoutes(deps));
    await api.register(authRoutes(deps));
    await api.register(newsletterRoutes(deps));
    await api.register(orderAuthRoutes(deps));
    await api.register(returnsRoutes(deps));
    await api.register(subscriptionsRoutes(deps));
    await api.register(cartRoutes(deps));
    await api.register(checkoutRoutes(deps));
    await api.register(ordersRoutes(deps));
    await api.register(paymentsRoutes(deps));
    await api.register(storeSettingsRoutes(deps));
    const catalogDeps = { ...deps, catalog: createCatalogContext(deps.database, deps.clock) };
    await api.register(localizedPathsRoutes(catalogDeps));
    await api.register(productsRoutes(catalogDeps));
    await api.register(categoriesRoutes(catalogDeps));
    await api.register(brandsTagsRoutes(catalogDeps));
    await api.register(contentRoutes(catalogDeps));
    await api.register(selectorsRoutes(catalogDeps));
    await api.register(imagesRoutes(catalogDeps));
    await api.register(adminRoutes(deps));
    await api.register(docsRoutes());
  };
}

/** Drops this process's cached data when any process on any machine announces a change. */
async function keepCachesFresh(api: FastifyInstance, dependencies: ApiDependencies): Promise<void> {
  const { database, config } = dependencies;
  const feed = dependencies.changes ?? (await startChangeFeed(database, changeFeedOptions(config, api.log)));
  const unsubscribe = dropCachesOnChange(feed, database);
  api.addHook('onClose', async () => {
    unsubscribe();
    if (!dependencies.changes) await feed.close();
  });
}

/** A NUL character anywhere in a string (or a key) of a parsed body. */
export function hasNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (Array.isArray(value)) return value.some(hasNul);
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).some(([key, inner]) => key.includes('\u0000') || hasNul(inner));
  }
  return false;
}

/**
 * PostgreSQL's refusals of a value (not valid text, out of an integer's range): input a contract
 * let through, never a fault of the shop. They are the shopper's 400 on every database.
 */
const refusedValueCodes = new Set(['22021', '22003', '22P02', '22P05', '54000']);

function isRefusedValue(error: unknown): boolean {
  return (
    error !== null &&
    typeof error === 'object' &&
    'code' in error &&
    typeof error.code === 'string' &&
    refusedValueCodes.has(error.code)
  );
}

/** The single place where failures become HTTP answers (STYLE.md point 4). */
export function handleApiError(
  error: FastifyError | AppError | Error,
  request: Parameters<Parameters<FastifyInstance['setErrorHandler']>[0]>[1],
  reply: Parameters<Parameters<FastifyInstance['setErrorHandler']>[0]>[2],
): void {
  if (error instanceof AppError) {
    if (error instanceof PasswordWorkBusy) reply.header('retry-after', String(error.retryAfterSeconds));
    reply.status(error.status).send({
      statusCode: error.status,
      error: error.code,
      message: error.message,
      ...(error.issues ? { issues: error.issues } : {}),
    });
    return;
  }
  if (isRefusedValue(error)) {
    reply.status(400).send({
      statusCode: 400,
      error: 'BAD_REQUEST',
      message: 'A value is out of range or is not valid text',
    });
    return;
  }
  const status = 'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
  if (status >= 500) {
    request.log.error({ err: error }, 'request failed');
    reply.status(500).send({ statusCode: 500, error: 'INTERNAL', message: 'Internal server error' });
    return;
  }
  // Fastify's own client errors: malformed JSON, a body over the limit, a wrong content type.
  reply.status(status).send({ statusCode: status, error: 'BAD_REQUEST', message: error.message });
}
