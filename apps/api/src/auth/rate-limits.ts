import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/** A limit on an action: at most `max` in `windowSeconds`, per subject. */
export interface RateLimit {
  readonly bucket: string;
  readonly max: number;
  readonly windowSeconds: number;
}

/**
 * The limits of the actions that send mail, make accounts or store what anyone may post (issue 22,
 * points 7 and 9; issue 18). They are stored in the database, so they hold across every process
 * and machine.
 */
export const rateLimits = {
  passwordResetPerAddress: { bucket: 'password-reset:address', max: 10, windowSeconds: 3600 },
  passwordResetPerAccount: { bucket: 'password-reset:account', max: 3, windowSeconds: 3600 },
  loginLinkPerAddress: { bucket: 'login-link:address', max: 10, windowSeconds: 3600 },
  loginLinkPerAccount: { bucket: 'login-link:account', max: 3, windowSeconds: 3600 },
  /** Newsletter sign-ups: one address may sign up a household, not a mailing list. */
  newsletterPerAddress: { bucket: 'newsletter:address', max: 20, windowSeconds: 3600 },
  /** Front-end error reports: a page in an error loop must not flood the table. */
  errorReportsPerAddress: { bucket: 'error-report:address', max: 30, windowSeconds: 60 },
} as const satisfies Record<string, RateLimit>;

/** Registrations per address and hour: SIGNUPS_PER_ADDRESS_HOUR (an office or school shares one). */
export function registrationLimit(perHour: number): RateLimit {
  return { bucket: 'registration:address', max: perHour, windowSeconds: 3600 };
}

export type RateLimitOutcome =
  | { readonly allowed: true }
  | { readonly allowed: false; readonly retryAfterSeconds: number };

/**
 * Takes one hit of each limit, or none when any is full. The hit is written first and the hits
 * counted after, so of many requests racing none passes a full limit (as login-limits.ts); a
 * refused request takes its hits back.
 */
export async function takeRateLimits(
  db: Kysely<Database>,
  hits: readonly { readonly limit: RateLimit; readonly subject: string }[],
  now: Date,
): Promise<RateLimitOutcome> {
  const at = now.toISOString();
  const ids: number[] = [];
  let retryAfterSeconds = 0;
  for (const { limit, subject } of hits) {
    const inserted = await db
      .insertInto('rate_limit_hits')
      .values({ bucket: limit.bucket, subject: subject.toLowerCase(), at })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.push(inserted.id);
    const since = new Date(now.getTime() - limit.windowSeconds * 1000).toISOString();
    const counted = await db
      .selectFrom('rate_limit_hits')
      .select((eb) => [eb.fn.countAll<number>().as('hits'), eb.fn.min<string>('at').as('oldest')])
      .where('bucket', '=', limit.bucket)
      .where('subject', '=', subject.toLowerCase())
      .where('at', '>=', since)
      .executeTakeFirstOrThrow();
    if (Number(counted.hits) > limit.max) {
      const oldest = counted.oldest ? Date.parse(counted.oldest) : now.getTime();
      retryAfterSeconds = Math.max(
        1,
        Math.ceil((oldest + limit.windowSeconds * 1000 - now.getTime()) / 1000),
      );
    }
  }
  if (retryAfterSeconds === 0) return { allowed: true };
  await db.deleteFrom('rate_limit_hits').where('id', 'in', ids).execute();
  return { allowed: false, retryAfterSeconds };
}
