import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/*
 * STYLE.md point 1 and DESIGN.md: packages/domain imports nothing from the apps, React, a
 * database driver or node:*, and a Biome rule (noRestrictedImports in biome.json) says so.
 *
 * Biome's stdin mode prints no diagnostics, so each source is written into a scratch copy of the
 * repository layout (packages/domain/src/...) next to a copy of the real biome.json, and the
 * real Biome binary lints it there. The shop's own tree is never touched.
 */
const repository = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const biome = join(repository, 'node_modules', '.bin', process.platform === 'win32' ? 'biome.cmd' : 'biome');
let scratch = '';

beforeAll(() => {
  scratch = mkdtempSync(join(tmpdir(), 'domain-purity-'));
  const config = JSON.parse(readFileSync(join(repository, 'biome.json'), 'utf8')) as Record<string, unknown>;
  // The scratch folder is no git checkout; the rules are the real ones.
  writeFileSync(
    join(scratch, 'biome.json'),
    JSON.stringify({ ...config, $schema: undefined, vcs: { enabled: false } }),
  );
});

afterAll(() => {
  if (scratch) rmSync(scratch, { recursive: true, force: true });
});

function lint(path: string, source: string): { ok: boolean; output: string } {
  const file = join(scratch, path);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, source);
  try {
    const output = execFileSync(biome, ['lint', '--colors=off', path], {
      cwd: scratch,
      encoding: 'utf8',
      stdio: 'pipe',
    });
    return { ok: true, output };
  } catch (error) {
    const failure = error as { stdout?: string; stderr?: string };
    return { ok: false, output: `${failure.stdout ?? ''}${failure.stderr ?? ''}` };
  }
}

describe('the lint rule that keeps packages/domain pure', () => {
  it('fails an I/O import (node:*) in packages/domain', () => {
    const result = lint(
      'packages/domain/src/violation.ts',
      "import { readFileSync } from 'node:fs';\n\nexport const read = readFileSync;\n",
    );
    expect(result.ok).toBe(false);
    expect(result.output).toContain('noRestrictedImports');
    expect(result.output).toContain('packages/domain is pure: no I/O, database or server libraries.');
  });

  it('fails a React import in packages/domain', () => {
    const result = lint(
      'packages/domain/src/react-violation.ts',
      "import { useState } from 'react';\n\nexport const state = useState;\n",
    );
    expect(result.ok).toBe(false);
    expect(result.output).toContain('packages/domain is pure: no React.');
  });

  it('fails an app or database import in packages/domain', () => {
    for (const module of ['@shop/api/config', 'kysely', 'better-sqlite3']) {
      const result = lint(
        'packages/domain/src/app-violation.ts',
        `import thing from '${module}';\n\nexport const used = thing;\n`,
      );
      expect(result.ok).toBe(false);
      expect(result.output).toContain('noRestrictedImports');
    }
  });

  it('passes a clean source, including the date-holidays data library', () => {
    const result = lint(
      'packages/domain/src/clean.ts',
      "import Holidays from 'date-holidays';\nimport { localeCodes } from './locales.ts';\n\nexport const calendars = localeCodes.map((code) => new Holidays(code));\n",
    );
    expect(result).toMatchObject({ ok: true });
  });

  it('leaves test files and the apps free to use node:*', () => {
    const source = "import { readFileSync } from 'node:fs';\n\nexport const read = readFileSync;\n";
    expect(lint('packages/domain/src/reader.test.ts', source).ok).toBe(true);
    expect(lint('apps/api/src/reader.ts', source).ok).toBe(true);
  });

  it('the domain sources themselves pass the rule', () => {
    const run = () =>
      execFileSync(
        biome,
        ['lint', '--colors=off', '--only=style/noRestrictedImports', 'packages/domain/src'],
        {
          cwd: repository,
          stdio: 'pipe',
        },
      );
    // execFileSync throws when Biome exits with an error.
    expect(run).not.toThrow();
  });
});
