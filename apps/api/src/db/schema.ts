import type { AccountTables } from './accounts.schema.ts';
import type { BackOfficeTables } from './back-office.schema.ts';
import type { CatalogTables } from './catalog.schema.ts';
import type { ContentTables } from './content.schema.ts';
import type { ErrorReportTables } from './error-reports.schema.ts';
import type { ImportTables } from './imports.schema.ts';
import type { NewsletterTables } from './newsletter.schema.ts';
import type { OrderTables } from './orders.schema.ts';
import type { ReturnTables } from './returns.schema.ts';
import type { ReviewTables } from './reviews.schema.ts';
import type { SharedStateTables } from './shared-state.schema.ts';
import type { SubscriptionTables } from './subscriptions.schema.ts';

/**
 * The whole database as Kysely sees it. Each area of the shop declares its tables in its own
 * `*.schema.ts` beside this file.
 *
 * Portable column types (docs/decisions/002-portable-schema.md): money in integer minor units,
 * flags as 0/1 integers, times as ISO-8601 UTC text, structured values as JSON text.
 */
export interface Database
  extends ContentTables,
    CatalogTables,
    ErrorReportTables,
    ImportTables,
    AccountTables,
    BackOfficeTables,
    NewsletterTables,
    OrderTables,
    ReturnTables,
    ReviewTables,
    SharedStateTables,
    SubscriptionTables {}
