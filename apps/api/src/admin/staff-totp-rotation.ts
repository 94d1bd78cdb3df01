import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { inTransaction } from '../orders/transactions.ts';
import { listStaff } from '../repositories/staff.repository.ts';
import { type Actor, recordAudit } from './audit.ts';
import { decryptTotpSecret, encryptTotpSecret, type TotpKeys } from './totp.ts';

/** What a rotation did to the members' two-factor secrets. */
export interface TotpRotation {
  /** Secrets (enabled or pending) read with SHOP_SECRET_PREVIOUS and written with SHOP_SECRET. */
  readonly reencrypted: number;
  /** Secrets neither secret reads: those members must set up two-factor again. */
  readonly unreadable: readonly string[];
}

const columns = ['totp_secret', 'totp_pending_secret'] as const;

/**
 * After a rotation of SHOP_SECRET (SHOP_SECRET_PREVIOUS set), the start encrypts every staff
 * two-factor secret still under the previous secret with the new one, so two-factor survives the
 * rotation and the previous secret can be dropped at the next restart. Each secret is written only
 * if it is still the one read (another machine starting at once may have done it already) and
 * audited as the system's write. Secrets already under SHOP_SECRET are left as they are.
 */
export async function rotateStaffTotpSecrets(
  db: Kysely<Database>,
  keys: Required<TotpKeys>,
  now: Date = new Date(),
): Promise<TotpRotation> {
  const previous = keys.previousSecret;
  if (!previous) return { reencrypted: 0, unreadable: [] };
  let reencrypted = 0;
  const unreadable: string[] = [];
  for (const member of await listStaff(db)) {
    for (const column of columns) {
      const stored = member[column];
      if (stored === null || decryptTotpSecret(keys.secret, stored) !== null) continue;
      const secret = decryptTotpSecret(previous, stored);
      if (secret === null) {
        unreadable.push(member.email);
        continue;
      }
      const written = await inTransaction(db, async (trx) => {
        const result = await trx
          .updateTable('staff')
          .set({
            ...(column === 'totp_secret'
              ? { totp_secret: encryptTotpSecret(keys.secret, secret) }
              : { totp_pending_secret: encryptTotpSecret(keys.secret, secret) }),
            updated_at: now.toISOString(),
          })
          .where('id', '=', member.id)
          .where(column, '=', stored)
          .executeTakeFirst();
        if (Number(result.numUpdatedRows) !== 1) return false;
        await recordAudit(
          trx,
          rotationActor,
          {
            action: 'staff.totp_reencrypt',
            entityType: 'staff',
            entityId: member.id,
            before: null,
            after: { secret: column === 'totp_secret' ? 'enabled' : 'pending' },
          },
          now,
        );
        return true;
      });
      if (written) reencrypted += 1;
    }
  }
  return { reencrypted, unreadable: [...new Set(unreadable)] };
}

/** The start of a shop whose SHOP_SECRET was rotated. */
const rotationActor: Actor = { staffId: null, name: 'secret rotation at start', address: null };
