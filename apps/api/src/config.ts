import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { dirname, resolve } from 'node:path';
import { type LocaleCode, localeCodes, type StoreDomains } from '@shop/domain/locales';
import { z } from 'zod';
import { type CspAllowList, parseCspAllow } from './http/csp-allow.ts';

/**
 * Configuration is read once at start from the environment and validated here (STYLE.md point 6).
 * A wrong value stops the start with a message that names the variable.
 */
const hostname = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9.-]+(:\d+)?$/, 'must be a host name such as shop.example.se, without scheme or path');

const httpUrl = z
  .string()
  .trim()
  .refine((value) => {
    try {
      const url = new URL(value);
      return url.protocol === 'https:' || url.protocol === 'http:';
    } catch {
      return false;
    }
  }, 'must be an http(s) URL such as https://tracking.example.com/visitor');

const websiteId = z.string().trim().min(1).max(100);

/** SHOP_SECRET and SHOP_SECRET_PREVIOUS: long, and not made up by hand. */
const shopSecret = z
  .string()
  .trim()
  .min(32, 'must be at least 32 characters, not counting spaces at either end')
  .refine((value) => new Set(value).size >= 5, 'must be random: `openssl rand -hex 32` makes one');

function isSmtpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'smtp:' || url.protocol === 'smtps:') && url.hostname !== '';
  } catch {
    return false;
  }
}

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATABASE_URL: z
    .string()
    .trim()
    .default('./data/shop.db')
    .refine(
      (value) => /^postgres(ql)?:\/\//.test(value) || !/^[a-z][a-z0-9+.-]*:\/\//i.test(value),
      'must be a postgres:// URL or a path to an SQLite file',
    ),
  /**
   * PostgreSQL: where each process LISTENs for changes (apps/api/src/cache/change-feed.ts). LISTEN
   * needs a session of its own: behind PgBouncer in transaction pooling, point it at PostgreSQL.
   */
  DATABASE_LISTEN_URL: z
    .string()
    .trim()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL (the session that LISTENs for changes)')
    .optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  /** PostgreSQL: a statement running longer is cancelled (a stuck query must not hold a connection). */
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(15_000),
  /** PostgreSQL: a pooled connection unused this long is closed (the server's slots are shared). */
  DATABASE_IDLE_TIMEOUT_MS: z.coerce.number().int().min(1000).max(3_600_000).default(30_000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('warn'),
  SHOP_DOMAIN_SV: hostname.optional(),
  SHOP_DOMAIN_NO: hostname.optional(),
  SHOP_DOMAIN_DA: hostname.optional(),
  SHOP_DOMAIN_FI: hostname.optional(),
  SHOP_DOMAIN_NL: hostname.optional(),
  /** Signs tokens and links. Generated and stored in ./data on first run of the embedded default. */
  SHOP_SECRET: shopSecret.optional(),
  /**
   * The secret before the last rotation: access tokens it signed are still accepted for one token
   * lifetime (an hour) after the start, so a rotation signs nobody out (apps/api/src/auth/tokens.ts).
   */
  SHOP_SECRET_PREVIOUS: shopSecret.optional(),
  /** One info line per request (method, path, status, time, request id, store), whatever LOG_LEVEL says. */
  ACCESS_LOG: z.enum(['true', 'false']).default('true'),
  /** Serves /metrics (Prometheus) to `Authorization: Bearer <token>`; without it /metrics is a 404. */
  METRICS_TOKEN: z
    .string()
    .trim()
    .min(16, 'must be at least 16 characters: `openssl rand -hex 16` makes one')
    .regex(/^[\x21-\x7e]+$/, 'must be printable ASCII without spaces (it travels in a header)')
    .optional(),
  /**
   * Seed the demo shop (catalog, demo customers and staff with the README's passwords) on the first
   * start of an empty database: by default on the embedded SQLite demo, never on PostgreSQL.
   */
  SEED_DEMO: z.enum(['true', 'false']).optional(),
  /** Products in the demo catalog; benchmarks raise it to 100000. */
  SEED_PRODUCTS: z.coerce.number().int().min(100).max(1_000_000).default(2400),
  /** Addresses (comma separated) whose requests mark the shopper as internal (x-be-internal). */
  INTERNAL_ADDRESSES: z.string().default(''),
  TRUST_PROXY: z.enum(['true', 'false']).default('false'),
  /**
   * Third-party origins the storefront's Content-Security-Policy allows, per directive:
   * `script-src https://tags.example.com; img-src https://cdn.example.com` (http/csp-allow.ts).
   */
  SHOP_CSP_ALLOW: z
    .string()
    .default('')
    .transform((value, context): CspAllowList => {
      const parsed = parseCspAllow(value);
      if (parsed.ok) return parsed.allow;
      for (const problem of parsed.problems) context.addIssue({ code: 'custom', message: problem });
      return z.NEVER;
    }),
  /** How often each process looks for subscriptions that are due, in seconds; 0 turns it off. */
  SUBSCRIPTIONS_EVERY_SECONDS: z.coerce.number().int().min(0).max(86_400).default(300),
  /**
   * Seconds a process keeps serving after SIGTERM while /readyz already answers 503, so that a
   * load balancer takes it out before its port closes; 0 closes at once.
   */
  SHUTDOWN_DRAIN_SECONDS: z.coerce.number().int().min(0).max(300).default(0),
  /** Where shoppers reach the shop when a store has no domain of its own: links in e-mails. */
  SHOP_PUBLIC_URL: z.url('must be a URL such as https://shop.example.com').optional(),
  /**
   * Minutes a card or pay-later payment may stay open at the provider; after that the order gives
   * its reserved stock and coupon uses back (apps/api/src/payments/expire-payments.ts).
   */
  PAYMENT_TIMEOUT_MINUTES: z.coerce.number().int().min(1).max(1440).default(30),
  /**
   * Offer the test-mode card and pay-later providers (no money moves). Unset: on for the embedded
   * SQLite demo, off on PostgreSQL (issue 22 point 5: never in production unless asked for).
   */
  TEST_PAYMENTS: z.enum(['true', 'false']).optional(),
  /** Accounts one address may register in an hour (many shoppers may share an address). */
  SIGNUPS_PER_ADDRESS_HOUR: z.coerce.number().int().min(1).max(100_000).default(10),
  /** Server processes on this machine: a number, or `auto` for one per core. */
  SHOP_PROCESSES: z
    .string()
    .trim()
    .regex(/^(auto|[1-9]\d*)$/, 'must be a number of processes such as 2, or auto (one per core)')
    .refine((value) => value === 'auto' || Number(value) <= 64, 'must be at most 64')
    .default('1'),
  /**
   * Mail goes through this SMTP server when set (smtp://user:password@host:587, or smtps:// for
   * TLS from the start); without it mail stays in the outbox table and the log.
   */
  SMTP_URL: z
    .string()
    .trim()
    .optional()
    .refine(
      (value) => !value || isSmtpUrl(value),
      'must be an smtp:// or smtps:// URL such as smtp://user:password@mail.example.com:587',
    ),
  /** The sender of the shop's mail: an address, or `Name <address>`. */
  MAIL_FROM: z
    .string()
    .trim()
    .optional()
    .refine(
      (value) => !value || /^([^<>]*<[^\s@<>]+@[^\s@<>]+>|[^\s@<>]+@[^\s@<>]+)$/.test(value),
      'must be an e-mail address, or a name and an address such as Mobildelar <order@mobildelar.example>',
    ),
  /** How often each process sends the outbox's waiting mail, in seconds (with SMTP_URL). */
  MAIL_EVERY_SECONDS: z.coerce.number().int().min(1).max(3600).default(15),
  /**
   * The seller on invoices, credit notes and in the shop's mail (the company line of spec 1). The
   * defaults are the demo company; a shop sets its own.
   */
  SELLER_NAME: z.string().trim().min(1).max(200).default('Nordic Spareparts AB'),
  SELLER_ORGANISATION_NUMBER: z
    .string()
    .trim()
    .regex(/^\d{6}-?\d{4}$/, 'must be a Swedish organisation number such as 559123-4567')
    .default('559123-4567'),
  SELLER_VAT_NUMBER: z
    .string()
    .trim()
    .regex(/^[A-Z]{2}[0-9A-Z]{8,12}$/, 'must be an EU VAT number such as SE559123456701')
    .default('SE559123456701'),
  SELLER_ADDRESS: z
    .string()
    .trim()
    .regex(
      /^[^,]+,\s*[^,]+,\s*[^,]+$/,
      'must be street, postal code and city, and country, separated by commas: Lagergatan 12, 415 05 Göteborg, Sverige',
    )
    .default('Lagergatan 12, 415 05 Göteborg, Sverige'),
  SELLER_EMAIL: z.string().trim().email('must be an e-mail address').default('order@mobildelar.example'),
  /**
   * Spec 7: a store's retail tracking provider. The browser POSTs {websiteUUid} to the URL and
   * uses the id it answers as the tracking user id (recommendations' user_id). Unset: nothing is
   * sent. Both settings of a store or neither.
   */
  RETAIL_TRACKING_URL_SV: httpUrl.optional(),
  RETAIL_TRACKING_WEBSITE_SV: websiteId.optional(),
  RETAIL_TRACKING_URL_NO: httpUrl.optional(),
  RETAIL_TRACKING_WEBSITE_NO: websiteId.optional(),
  RETAIL_TRACKING_URL_DA: httpUrl.optional(),
  RETAIL_TRACKING_WEBSITE_DA: websiteId.optional(),
  RETAIL_TRACKING_URL_FI: httpUrl.optional(),
  RETAIL_TRACKING_WEBSITE_FI: websiteId.optional(),
  RETAIL_TRACKING_URL_NL: httpUrl.optional(),
  RETAIL_TRACKING_WEBSITE_NL: websiteId.optional(),
  /** Whether the seller is approved for F-tax (godkänd för F-skatt): Swedish invoices say so. */
  SELLER_F_TAX: z.enum(['true', 'false']).default('true'),
  /**
   * Issue 19: anonymous catalog pages are kept rendered and compressed in each process
   * (apps/server/src/page-cache.ts, docs/decisions/019-page-cache.md); `false` renders every page.
   */
  PAGE_CACHE: z.enum(['true', 'false']).default('true'),
  /** The page cache's memory per process, in MB of kept bytes (brotli, gzip and plain copies). */
  PAGE_CACHE_MB: z.coerce
    .number()
    .int('must be a whole number of megabytes')
    .min(1, 'must be at least 1 (turn the cache off with PAGE_CACHE=false)')
    .max(4096, 'must be at most 4096')
    .default(64),
});

export type DatabaseConfig =
  | { readonly kind: 'sqlite'; readonly file: string }
  | {
      readonly kind: 'postgres';
      readonly url: string;
      /** The session that LISTENs for changes: DATABASE_LISTEN_URL, else DATABASE_URL. */
      readonly listenUrl: string;
      readonly poolSize: number;
      readonly statementTimeoutMs: number;
      readonly idleTimeoutMs: number;
    };

/** The company that sells: invoices, credit notes and the return address in mails. */
export interface SellerConfig {
  readonly name: string;
  readonly organisationNumber: string;
  readonly vatNumber: string;
  readonly street: string;
  readonly postalCode: string;
  readonly city: string;
  readonly country: string;
  readonly email: string;
  readonly fTax: boolean;
}

/** Delivery of the outbox over SMTP; absent in the embedded default (outbox and log only). */
export interface MailConfig {
  readonly smtpUrl: string;
  readonly from: string;
  readonly everySeconds: number;
}

/** Spec 7: a store's retail tracking provider (RETAIL_TRACKING_URL_* and RETAIL_TRACKING_WEBSITE_*). */
export interface RetailTrackingConfig {
  readonly url: string;
  readonly websiteUuid: string;
}

export interface AppConfig {
  readonly env: 'development' | 'production' | 'test';
  readonly port: number;
  readonly host: string;
  readonly database: DatabaseConfig;
  readonly logLevel: string;
  readonly domains: StoreDomains;
  readonly secret: string;
  /** SHOP_SECRET_PREVIOUS: verifies (never signs) access tokens for an hour after a rotation. */
  readonly previousSecret: string | null;
  /** ACCESS_LOG: one info line per request through its own logger, independent of LOG_LEVEL. */
  readonly accessLog: boolean;
  /** METRICS_TOKEN: the bearer token of /metrics; null serves no /metrics at all. */
  readonly metricsToken: string | null;
  readonly seedDemo: boolean;
  readonly seedProducts: number;
  readonly internalAddresses: readonly string[];
  readonly trustProxy: boolean;
  /** Third-party origins the storefront's CSP allows (SHOP_CSP_ALLOW); empty: the shop's own only. */
  readonly cspAllow: CspAllowList;
  readonly publicUrl: string;
  readonly paymentTimeoutMinutes: number;
  /** Whether the test-mode payment providers are offered and their endpoints answer. */
  readonly testPayments: boolean;
  readonly subscriptionsEverySeconds: number;
  /** SHUTDOWN_DRAIN_SECONDS: serving on after SIGTERM, not ready, before the port closes. */
  readonly shutdownDrainSeconds: number;
  /** Server processes sharing the port (apps/server/src/start.ts); 1 serves from the start process. */
  readonly processes: number;
  readonly signupsPerAddressHour: number;
  readonly mail: MailConfig | null;
  readonly seller: SellerConfig;
  readonly retailTracking: Readonly<Partial<Record<LocaleCode, RetailTrackingConfig>>>;
  /** PAGE_CACHE and PAGE_CACHE_MB: the rendered-page cache of each process (issue 19). */
  readonly pageCache: PageCacheConfig;
}

/** The rendered-page cache (apps/server/src/page-cache.ts); off: every page is rendered. */
export interface PageCacheConfig {
  readonly enabled: boolean;
  readonly maxBytes: number;
}

export class ConfigError extends Error {
  readonly problems: readonly string[];

  constructor(problems: readonly string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
    this.problems = problems;
  }
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd: string = process.cwd()): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => `${issue.path.join('.') || 'environment'}: ${issue.message}`),
    );
  }
  const values = parsed.data;
  const database: DatabaseConfig = /^postgres(ql)?:\/\//.test(values.DATABASE_URL)
    ? {
        kind: 'postgres',
        url: values.DATABASE_URL,
        listenUrl: values.DATABASE_LISTEN_URL ?? values.DATABASE_URL,
        poolSize: values.DATABASE_POOL_SIZE,
        statementTimeoutMs: values.DATABASE_STATEMENT_TIMEOUT_MS,
        idleTimeoutMs: values.DATABASE_IDLE_TIMEOUT_MS,
      }
    : { kind: 'sqlite', file: resolve(cwd, values.DATABASE_URL.replace(/^file:/, '')) };
  if (values.DATABASE_LISTEN_URL && database.kind === 'sqlite') {
    throw new ConfigError([
      'DATABASE_LISTEN_URL: applies only with a postgres:// DATABASE_URL (on SQLite every process polls for changes)',
    ]);
  }
  if (values.SMTP_URL && !values.MAIL_FROM) {
    throw new ConfigError(['MAIL_FROM: is required when SMTP_URL is set: the address the mail comes from']);
  }
  const secret = values.SHOP_SECRET ?? embeddedSecret(database, values.NODE_ENV);
  if (values.SHOP_SECRET_PREVIOUS === secret) {
    throw new ConfigError([
      'SHOP_SECRET_PREVIOUS: must differ from SHOP_SECRET (it is the secret before the rotation)',
    ]);
  }
  return {
    env: values.NODE_ENV,
    port: values.PORT,
    host: values.HOST,
    database,
    logLevel: values.LOG_LEVEL,
    domains: {
      sv: values.SHOP_DOMAIN_SV,
      no: values.SHOP_DOMAIN_NO,
      da: values.SHOP_DOMAIN_DA,
      fi: values.SHOP_DOMAIN_FI,
      nl: values.SHOP_DOMAIN_NL,
    },
    secret,
    previousSecret: values.SHOP_SECRET_PREVIOUS ?? null,
    accessLog: values.ACCESS_LOG === 'true',
    metricsToken: values.METRICS_TOKEN ?? null,
    seedDemo: values.SEED_DEMO === undefined ? database.kind === 'sqlite' : values.SEED_DEMO === 'true',
    seedProducts: values.SEED_PRODUCTS,
    internalAddresses: values.INTERNAL_ADDRESSES.split(',')
      .map((address) => address.trim())
      .filter(Boolean),
    trustProxy: values.TRUST_PROXY === 'true',
    cspAllow: values.SHOP_CSP_ALLOW,
    subscriptionsEverySeconds: values.SUBSCRIPTIONS_EVERY_SECONDS,
    shutdownDrainSeconds: values.SHUTDOWN_DRAIN_SECONDS,
    publicUrl: (values.SHOP_PUBLIC_URL ?? `http://localhost:${values.PORT}`).replace(/\/$/, ''),
    paymentTimeoutMinutes: values.PAYMENT_TIMEOUT_MINUTES,
    testPayments: values.TEST_PAYMENTS ? values.TEST_PAYMENTS === 'true' : database.kind === 'sqlite',
    processes: values.SHOP_PROCESSES === 'auto' ? availableParallelism() : Number(values.SHOP_PROCESSES),
    signupsPerAddressHour: values.SIGNUPS_PER_ADDRESS_HOUR,
    mail:
      values.SMTP_URL && values.MAIL_FROM
        ? { smtpUrl: values.SMTP_URL, from: values.MAIL_FROM, everySeconds: values.MAIL_EVERY_SECONDS }
        : null,
    seller: sellerOf(values),
    retailTracking: retailTrackingOf(values),
    pageCache: { enabled: values.PAGE_CACHE === 'true', maxBytes: values.PAGE_CACHE_MB * 1024 * 1024 },
  };
}

/** Each store's retail tracking provider; a URL without its website id (or the reverse) stops the start. */
function retailTrackingOf(
  values: z.infer<typeof envSchema>,
): Partial<Record<LocaleCode, RetailTrackingConfig>> {
  const settings: Partial<Record<LocaleCode, RetailTrackingConfig>> = {};
  for (const locale of localeCodes) {
    const code = locale.toUpperCase();
    const url = values[`RETAIL_TRACKING_URL_${code}` as `RETAIL_TRACKING_URL_${Uppercase<LocaleCode>}`];
    const websiteUuid =
      values[`RETAIL_TRACKING_WEBSITE_${code}` as `RETAIL_TRACKING_WEBSITE_${Uppercase<LocaleCode>}`];
    if (!url && !websiteUuid) continue;
    if (!url || !websiteUuid) {
      const missing = url ? `RETAIL_TRACKING_WEBSITE_${code}` : `RETAIL_TRACKING_URL_${code}`;
      throw new ConfigError([
        `${missing}: is required when the other retail tracking setting of the store is set`,
      ]);
    }
    settings[locale] = { url, websiteUuid };
  }
  return settings;
}

/** The demo company: the seller when SELLER_* is not set. */
export const defaultSeller: SellerConfig = sellerOf(envSchema.parse({}));

function sellerOf(values: z.infer<typeof envSchema>): SellerConfig {
  const [street = '', place = '', country = ''] = values.SELLER_ADDRESS.split(',').map((part) => part.trim());
  // "415 05 Göteborg": the postal code is the leading digits (with their space), the rest the city.
  const postal = /^(\d[\d ]*\d)\s+(.+)$/.exec(place);
  return {
    name: values.SELLER_NAME,
    organisationNumber: values.SELLER_ORGANISATION_NUMBER,
    vatNumber: values.SELLER_VAT_NUMBER,
    street,
    postalCode: postal?.[1] ?? '',
    city: postal?.[2] ?? place,
    country,
    email: values.SELLER_EMAIL,
    fTax: values.SELLER_F_TAX === 'true',
  };
}

/**
 * The embedded default keeps a generated secret beside its database file, so a shop started with
 * `npm start` is safe without setup. On PostgreSQL there is no local folder to trust:
 * SHOP_SECRET must be set.
 */
function embeddedSecret(database: DatabaseConfig, nodeEnv: string): string {
  if (database.kind === 'postgres') {
    // Tests on PostgreSQL get a random secret of their own: never one that is written down.
    if (nodeEnv === 'test') return randomBytes(32).toString('hex');
    throw new ConfigError(['SHOP_SECRET: is required when DATABASE_URL points at PostgreSQL']);
  }
  const file = resolve(dirname(database.file), 'secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dirname(file), { recursive: true });
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
