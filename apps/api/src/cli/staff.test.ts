import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../auth/passwords.ts';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/database.ts';

const script = resolve(import.meta.dirname, 'staff.ts');

describe('npm run staff', () => {
  let folder: string;
  let file: string;
  beforeAll(() => {
    folder = mkdtempSync(join(tmpdir(), 'staff-cli-'));
    file = join(folder, 'shop.db');
  });
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  const run = (args: string[], input = '') =>
    spawnSync(process.execPath, [script, ...args], {
      input,
      encoding: 'utf8',
      env: { ...process.env, DATABASE_URL: file, NODE_ENV: 'test' },
    });

  const members = async () => {
    const database = openDatabase(loadConfig({ NODE_ENV: 'test', DATABASE_URL: file }).database);
    try {
      return {
        staff: await database.db.selectFrom('staff').selectAll().execute(),
        audit: await database.db.selectFrom('audit_log').selectAll().execute(),
      };
    } finally {
      await database.close();
    }
  };

  it('creates the first owner on a new database, with the password typed twice, audited as the command line', async () => {
    const created = run(
      ['create', '--email', 'Owner@Shop.example', '--role', 'owner', '--name', 'Ägaren'],
      'a-long-owner-password\na-long-owner-password\n',
    );
    expect(created.status).toBe(0);
    expect(created.stdout).toContain('Created owner owner@shop.example');
    expect(created.stdout).toContain('two-factor');
    const { staff, audit } = await members();
    expect(staff).toHaveLength(1);
    expect(staff[0]).toMatchObject({
      email: 'owner@shop.example',
      role: 'owner',
      name: 'Ägaren',
      totp_secret: null,
    });
    expect(await verifyPassword(staff[0]?.password_hash ?? '', 'a-long-owner-password')).toBe(true);
    expect(audit.map((entry) => [entry.actor, entry.action])).toEqual([['command line', 'staff.create']]);
  });

  it('refuses a short password, two that differ, an unknown role and a taken address, storing nothing', async () => {
    const cases: [string[], string, RegExp][] = [
      [
        ['create', '--email', 'a@shop.example', '--role', 'orders'],
        'short\nshort\n',
        /at least 12 characters/,
      ],
      [
        ['create', '--email', 'a@shop.example', '--role', 'orders'],
        'a-long-password-1\na-long-password-2\n',
        /differ/,
      ],
      [
        ['create', '--email', 'a@shop.example', '--role', 'boss'],
        '',
        /--role must be one of owner, orders, catalog/,
      ],
      [['create', '--role', 'orders'], '', /--email is required/],
      [['create', '--email', 'owner@shop.example', '--role', 'orders'], '', /is a member already/],
      [['fly'], '', /Unknown command fly/],
    ];
    for (const [args, input, message] of cases) {
      const result = run(args, input);
      expect(result.status).toBe(1);
      expect(result.stderr).toMatch(message);
    }
    expect((await members()).staff).toHaveLength(1);
  });

  it('lists the members and resets a lost two-factor', async () => {
    const listed = run(['list']);
    expect(listed.stdout).toMatch(/owner@shop\.example\towner\tactive\tpassword only\tnever signed in/);
    expect(run(['reset-totp', '--email', 'owner@shop.example']).status).toBe(0);
    expect(run(['reset-totp', '--email', 'nobody@shop.example']).stderr).toContain(
      'No member nobody@shop.example',
    );
  });
});
