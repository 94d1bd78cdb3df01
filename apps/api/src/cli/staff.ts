import { parseArgs } from 'node:util';
import { staffPasswordSchema } from '@shop/contracts/admin-auth';
import {
  type StaffLanguage,
  type StaffRole,
  staffLanguages,
  staffRoles,
} from '@shop/contracts/admin-permissions';
import { commandLineActor } from '../admin/audit.ts';
import {
  createStaffWithPassword,
  listStaffMembers,
  resetStaffTotp,
  setStaffPassword,
} from '../admin/staff-accounts.ts';
import { ConfigError, loadConfig } from '../config.ts';
import { openDatabase, type ShopDatabase } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { findStaffByEmail } from '../repositories/staff.repository.ts';
import { askSecret } from './ask-secret.ts';

const usage = `Usage: npm run staff -- <command> [options]

  create --email <address> --role <owner|orders|catalog> [--name <name>] [--language <en|sv>]
      A back-office member with a password you type (twice, not shown). An owner turns on
      two-factor sign-in at the first sign-in to /admin.
  set-password --email <address>
      A new password for a member who lost theirs; their sessions end.
  reset-totp --email <address>
      Turns a member's two-factor sign-in off (a lost phone); they enrol again.
  list
      Every member with role, two-factor and last sign-in.

The database is the one the shop uses (DATABASE_URL, default ./data/shop.db); it is migrated first.`;

class UsageError extends Error {}

function option(values: Record<string, string | boolean | undefined>, name: string): string {
  const value = values[name];
  if (typeof value !== 'string' || value.trim() === '') throw new UsageError(`--${name} is required`);
  return value.trim();
}

async function newPassword(): Promise<string> {
  const first = await askSecret('Password (at least 12 characters): ');
  const checked = staffPasswordSchema.safeParse(first);
  if (!checked.success)
    throw new UsageError(`The password ${checked.error.issues[0]?.message ?? 'is not valid'}`);
  const second = await askSecret('The same password again: ');
  if (first !== second) throw new UsageError('The two passwords differ');
  return first;
}

async function memberId(database: ShopDatabase, email: string): Promise<number> {
  const staff = await findStaffByEmail(database.db, email);
  if (!staff) throw new UsageError(`No member ${email}`);
  return staff.id;
}

async function run(
  command: string | undefined,
  values: Record<string, string | boolean | undefined>,
): Promise<void> {
  if (!command || command === 'help' || values.help) {
    process.stdout.write(`${usage}\n`);
    return;
  }
  const config = loadConfig();
  const database = openDatabase(config.database);
  try {
    await migrateToLatest(database.db, database.dialect);
    const deps = { db: database.db, secret: config.secret, now: () => new Date() };
    if (command === 'create') {
      const email = option(values, 'email').toLowerCase();
      const role = option(values, 'role');
      if (!staffRoles.includes(role as StaffRole))
        throw new UsageError(`--role must be one of ${staffRoles.join(', ')}`);
      const language = typeof values.language === 'string' ? values.language : 'en';
      if (!staffLanguages.includes(language as StaffLanguage))
        throw new UsageError('--language must be en or sv');
      if (await findStaffByEmail(database.db, email)) throw new UsageError(`${email} is a member already`);
      const password = await newPassword();
      const name = typeof values.name === 'string' ? values.name : (email.split('@')[0] ?? email);
      const outcome = await createStaffWithPassword(deps, commandLineActor, {
        email,
        name,
        role: role as StaffRole,
        password,
        language: language as StaffLanguage,
      });
      if (!outcome.ok) throw new UsageError(`${email} is a member already`);
      process.stdout.write(
        `Created ${role} ${email}.${role === 'owner' ? ' Sign in at /admin and turn on two-factor sign-in (owners must).' : ''}\n`,
      );
    } else if (command === 'set-password') {
      const id = await memberId(database, option(values, 'email').toLowerCase());
      await setStaffPassword(deps, commandLineActor, id, await newPassword());
      process.stdout.write("Password changed; the member's sessions have ended.\n");
    } else if (command === 'reset-totp') {
      const id = await memberId(database, option(values, 'email'));
      await resetStaffTotp({ ...deps, publicUrl: config.publicUrl }, commandLineActor, id);
      process.stdout.write('Two-factor sign-in is off; the member enrols again at the next sign-in.\n');
    } else if (command === 'list') {
      for (const member of await listStaffMembers(database.db)) {
        process.stdout.write(
          `${member.email}\t${member.role}\t${member.active ? 'active' : 'inactive'}\t${member.totp_enabled ? 'two-factor' : 'password only'}\t${member.last_login_at ?? 'never signed in'}\n`,
        );
      }
    } else {
      throw new UsageError(`Unknown command ${command}`);
    }
  } finally {
    await database.close();
  }
}

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    email: { type: 'string' },
    role: { type: 'string' },
    name: { type: 'string' },
    language: { type: 'string' },
    help: { type: 'boolean' },
  },
});

run(positionals[0], values).catch((error: unknown) => {
  if (error instanceof UsageError) process.stderr.write(`staff: ${error.message}\n\n${usage}\n`);
  else if (error instanceof ConfigError) process.stderr.write(`staff: ${error.message}\n`);
  else
    process.stderr.write(
      `staff: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
  process.exitCode = 1;
});
