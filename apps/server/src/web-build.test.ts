import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { isOlderThanSources } from './web-build.ts';

const folder = mkdtempSync(join(tmpdir(), 'web-build-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe('npm start builds again when the sources changed after the build (issue 18: a pull served the old storefront)', () => {
  const sources = join(folder, 'app');
  const built = join(folder, 'build', 'index.js');
  mkdirSync(join(sources, 'routes'), { recursive: true });
  mkdirSync(join(folder, 'build'), { recursive: true });
  const at = (file: string, seconds: number) => {
    writeFileSync(file, 'x');
    utimesSync(file, seconds, seconds);
  };

  it('no build is a build to make', () => {
    expect(isOlderThanSources(join(folder, 'build', 'missing.js'), [sources])).toBe(true);
  });

  it('a build newer than every source is kept; a source changed after it (in a sub-folder too) is not', () => {
    at(join(sources, 'root.tsx'), 1_000);
    at(join(sources, 'routes', 'home.tsx'), 1_000);
    at(built, 2_000);
    expect(isOlderThanSources(built, [sources])).toBe(false);
    at(join(sources, 'routes', 'home.tsx'), 3_000);
    expect(isOlderThanSources(built, [sources])).toBe(true);
  });

  it('files under node_modules do not count', () => {
    at(join(sources, 'routes', 'home.tsx'), 1_000);
    mkdirSync(join(sources, 'node_modules'), { recursive: true });
    at(join(sources, 'node_modules', 'dep.js'), 5_000);
    expect(isOlderThanSources(built, [sources])).toBe(false);
  });
});
