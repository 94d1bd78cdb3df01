import type {
  AdminCoupon,
  CouponDraft,
  CouponProblem,
  UpdateCouponBody,
} from '@shop/contracts/admin-coupons';
import { getStore } from '@shop/domain/stores';
import type { Kysely } from 'kysely';
import type { CatalogCache } from '../../cache/catalog-cache.ts';
import { publishChange } from '../../cache/change-feed.ts';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { inTransaction, isUniqueViolation } from '../../orders/transactions.ts';
import { type Actor, recordAudit } from '../audit.ts';
import { readAdminCoupon } from './admin-coupon-view.ts';
import {
  findCodeOwner,
  findCouponAuditSnapshots,
  insertCouponRow,
  missingScopeReferences,
  updateCouponRow,
} from './admin-coupons.repository.ts';
import {
  type CouponValues,
  changedCouponFields,
  couponProblems,
  couponValuesFromCoupon,
  couponValuesOf,
  ruleColumnsOf,
} from './coupon-rules.ts';

export interface CouponWriteDeps {
  readonly db: Kysely<Database>;
  readonly now: () => Date;
  /** This process's catalog cache: dropped at once after a write (other processes hear the feed). */
  readonly cache: CatalogCache;
}

/** A coupon the rules refuse: 422, each field and why; nothing is written. */
export class CouponRefused extends AppError {
  constructor(problems: readonly CouponProblem[]) {
    super(
      'COUPON_REFUSED',
      422,
      problems.map((problem) => `${problem.path}: ${problem.message}`).join('; '),
      problems,
    );
  }
}

export type CouponWriteOutcome =
  | { readonly ok: true; readonly coupon: AdminCoupon }
  | {
      readonly ok: false;
      readonly code: 'VERSION_CONFLICT';
      readonly current: AdminCoupon;
      readonly changedFields: readonly string[];
      readonly staleVersion: number;
    };

const codeTaken = (code: string, owner: number): CouponProblem => ({
  path: 'code',
  message: `${code} is already the code of coupon ${owner} in this store (codes match whatever their case)`,
});

/** Every rule of the values, the catalog ids they name, and a code no other coupon of the store has. */
async function checkCoupon(db: Kysely<Database>, values: CouponValues, id: number | null): Promise<void> {
  const problems = [...couponProblems(values), ...(await missingScopeReferences(db, values.scope))];
  const owner = await findCodeOwner(db, getStore(values.store).storeID, values.code.trim().toLowerCase());
  if (owner !== undefined && owner !== id) problems.push(codeTaken(values.code, owner));
  if (problems.length > 0) throw new CouponRefused(problems);
}

/** Two staff saving one code at once: the unique key refuses the later, answered as the check would. */
async function refuseTakenCode(db: Kysely<Database>, values: CouponValues, error: unknown): Promise<never> {
  if (isUniqueViolation(error, 'code')) {
    const owner = await findCodeOwner(db, getStore(values.store).storeID, values.code.trim().toLowerCase());
    if (owner !== undefined) throw new CouponRefused([codeTaken(values.code, owner)]);
  }
  throw error;
}

/**
 * Staff add a coupon: checked, then written with its audit entry and the change feed's
 * announcement in one transaction, so every process drops what it keeps of the catalog.
 */
export async function createCoupon(
  deps: CouponWriteDeps,
  actor: Actor,
  draft: CouponDraft,
): Promise<AdminCoupon> {
  const values = couponValuesOf(draft);
  await checkCoupon(deps.db, values, null);
  const now = deps.now();
  try {
    const coupon = await inTransaction(deps.db, async (trx) => {
      const id = await insertCouponRow(trx, getStore(values.store).storeID, ruleColumnsOf(values), now);
      const after = await readAdminCoupon(trx, id);
      await recordAudit(
        trx,
        actor,
        { action: 'coupon.create', entityType: 'coupon', entityId: id, before: null, after },
        now,
      );
      await publishChange(trx, 'catalog', `coupon:${id}`, now);
      return after;
    });
    deps.cache.invalidate();
    return coupon;
  } catch (error) {
    return refuseTakenCode(deps.db, values, error);
  }
}

class StaleVersion extends Error {}

async function fieldsChangedSince(
  db: Kysely<Database>,
  current: AdminCoupon,
  version: number,
): Promise<string[]> {
  for (const entry of await findCouponAuditSnapshots(db, current.id)) {
    for (const text of [entry.before, entry.after]) {
      if (!text) continue;
      const snapshot = JSON.parse(text) as AdminCoupon;
      if (snapshot.version === version) return changedCouponFields(snapshot, current);
    }
  }
  return [];
}

/**
 * Staff change a coupon, naming the version they edit; `active: false` deactivates it. The rule
 * row is never deleted: orders name the rules they used (order_coupons).
 */
export async function updateCoupon(
  deps: CouponWriteDeps,
  actor: Actor,
  id: number,
  body: UpdateCouponBody,
): Promise<CouponWriteOutcome> {
  const { version, ...changes } = body;
  const before = await readAdminCoupon(deps.db, id);
  const defined = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
  const values: CouponValues = { ...couponValuesFromCoupon(before), ...defined };
  await checkCoupon(deps.db, values, id);
  const now = deps.now();
  try {
    const coupon = await inTransaction(deps.db, async (trx) => {
      const current = await readAdminCoupon(trx, id);
      if (!(await updateCouponRow(trx, id, version, ruleColumnsOf(values), now))) throw new StaleVersion();
      const after = await readAdminCoupon(trx, id);
      const action = current.active && !after.active ? 'coupon.deactivate' : 'coupon.update';
      await recordAudit(
        trx,
        actor,
        { action, entityType: 'coupon', entityId: id, before: current, after },
        now,
      );
      await publishChange(trx, 'catalog', `coupon:${id}`, now);
      return after;
    });
    deps.cache.invalidate();
    return { ok: true, coupon };
  } catch (error) {
    if (error instanceof StaleVersion) {
      const current = await readAdminCoupon(deps.db, id);
      return {
        ok: false,
        code: 'VERSION_CONFLICT',
        current,
        changedFields: await fieldsChangedSince(deps.db, current, version),
        staleVersion: version,
      };
    }
    return refuseTakenCode(deps.db, values, error);
  }
}
