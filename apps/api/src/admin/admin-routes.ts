import multipart from '@fastify/multipart';
import type { FastifyPluginAsync } from 'fastify';
import type { ApiDependencies } from '../app.ts';
import { catalogCacheFor } from '../cache/catalog-cache.ts';
import { orderEffectsOf } from '../orders/order-effects-config.ts';
import { createSearchIndex } from '../search/create-search-index.ts';
import { createAdminPlugin } from './admin-plugin.ts';
import { failAbandonedImports } from './imports/import-products.ts';
import { settleStaleRefunds } from './orders/refunds.ts';
import { adminAuthHandlers } from './routes/admin-auth.routes.ts';
import { adminCatalogHandlers } from './routes/admin-catalog.routes.ts';
import { adminCatalogTreeHandlers } from './routes/admin-catalog-trees.routes.ts';
import { adminContentHandlers } from './routes/admin-content.routes.ts';
import { adminCouponHandlers } from './routes/admin-coupons.routes.ts';
import { adminImageHandlers } from './routes/admin-images.routes.ts';
import { adminImportHandlers, importFileLimitBytes } from './routes/admin-imports.routes.ts';
import { adminOfficeHandlers } from './routes/admin-office.routes.ts';
import { adminOrderHandlers } from './routes/admin-orders.routes.ts';
import { adminReturnHandlers } from './routes/admin-returns.routes.ts';

/** The back office's API under /api/admin (docs/decisions/014-back-office.md). */
export function adminRoutes(deps: ApiDependencies): FastifyPluginAsync {
  const now = deps.clock ?? (() => new Date());
  const db = deps.database.db;
  const staff = {
    db,
    secret: deps.config.secret,
    previousSecret: deps.config.previousSecret,
    publicUrl: deps.config.publicUrl,
    now,
  };
  const money = { db, dialect: deps.database.dialect, now, mail: orderEffectsOf(deps.config) };
  // Issue 17: catalog writes refresh their products' search documents and drop this process's cache.
  const cache = catalogCacheFor(deps.database);
  const catalog = { db, now, cache, search: createSearchIndex(deps.database, cache) };
  const plugin = createAdminPlugin(deps, [
    adminAuthHandlers(staff),
    adminOrderHandlers(money),
    adminReturnHandlers(money),
    adminOfficeHandlers(staff),
    adminImportHandlers({ database: deps.database, now }),
    adminCatalogHandlers(catalog),
    adminImageHandlers(catalog),
    adminCouponHandlers({ db, now, cache }),
    adminContentHandlers({ db, now, cache }),
    adminCatalogTreeHandlers(catalog),
  ]);
  return async (api) => {
    // A refund a process left between its steps (it died after reserving) is finished by any process.
    let sweep: NodeJS.Timeout | undefined;
    api.addHook('onReady', async () => {
      sweep = setInterval(() => {
        settleStaleRefunds(money).catch((error: unknown) =>
          api.log.error({ err: error }, 'settling refunds failed'),
        );
      }, 60_000);
      sweep.unref();
    });
    api.addHook('onClose', async () => clearInterval(sweep));
    // CSV imports (issue 17): uploads as multipart, and no job of a dead process left "running":
    // every process looks each minute (the server listens before it migrates, so not at once),
    // and every read of a job looks too.
    await api.register(multipart, { limits: { fileSize: importFileLimitBytes, files: 1, fields: 5 } });
    let importSweep: NodeJS.Timeout | undefined;
    api.addHook('onReady', async () => {
      importSweep = setInterval(() => {
        failAbandonedImports({ database: deps.database, now })
          .then((failed) => {
            if (failed > 0) api.log.warn({ failed }, 'imports of a stopped process marked failed');
          })
          .catch((error: unknown) => api.log.error({ err: error }, 'checking for abandoned imports failed'));
      }, 60_000);
      importSweep.unref();
    });
    api.addHook('onClose', async () => clearInterval(importSweep));
    await api.register(plugin);
  };
}
