import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { localeCodes } from '@shop/domain/locales';
import { describe, expect, it } from 'vitest';
import { uiStrings } from '../ui-strings.seed.ts';

/**
 * The storefront shows the key itself when a text is missing (apps/web lib/strings.ts), so a
 * missing text reaches the shopper as a raw key such as `product.description`. These tests read
 * the storefront's source and the domain rules it shows texts of, and look up every string key
 * they name in the seeded texts.
 */
const root = fileURLToPath(new URL('../../../../../', import.meta.url));
const scannedFolders = ['apps/web/app', 'packages/domain/src'];

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The first part of every seeded key (`shell`, `product`, ...): a literal starting so is a key. */
const namespaces = new Set(Object.keys(uiStrings).map((key) => key.split('.')[0]));
const keyShape = /^([a-z][a-zA-Z]*)(\.[a-zA-Z0-9_-]+)+$/;
const fileName = /\.(tsx?|jsx?|css|svg|png|webp|json|xml|txt|html)$/;

interface KeyUse {
  readonly key: string;
  /** A template literal's fixed start (`account.return.reason.` of `account.return.reason.${x}`). */
  readonly prefix: boolean;
  readonly where: string;
}

function keyUses(): KeyUse[] {
  return scannedFolders.flatMap((folder) =>
    sourceFiles(join(root, folder)).flatMap((file) => {
      const source = readFileSync(file, 'utf8');
      const where = relative(root, file);
      const literals = [...source.matchAll(/'([^'\n]+)'|"([^"\n]+)"/g)].map(
        (match) => match[1] ?? match[2] ?? '',
      );
      const plain = literals
        .filter((text) => keyShape.test(text) && !fileName.test(text))
        .filter((text) => namespaces.has(text.split('.')[0]))
        .map((key) => ({ key, prefix: false, where }));
      const templates = [...source.matchAll(/\bt\(\s*`([a-zA-Z0-9_.-]+)\$\{/g)].map((match) => ({
        key: match[1] ?? '',
        prefix: true,
        where,
      }));
      return [...plain, ...templates];
    }),
  );
}

describe('the string keys the storefront shows', () => {
  const uses = keyUses();

  it('are found in the storefront source (the scan works)', () => {
    expect(uses.some((use) => use.key === 'product.description')).toBe(true);
    expect(uses.some((use) => use.prefix && use.key === 'account.return.reason.')).toBe(true);
  });

  it('each exist in the seeded texts in all five languages', () => {
    const keys = Object.keys(uiStrings);
    const missing = uses
      .filter((use) => (use.prefix ? !keys.some((key) => key.startsWith(use.key)) : !uiStrings[use.key]))
      .map((use) => `${use.key} (${use.where})`);
    expect(missing).toEqual([]);
    for (const use of uses.filter((entry) => !entry.prefix)) {
      for (const locale of localeCodes) {
        expect(uiStrings[use.key]?.[locale]?.trim(), `${use.key} ${locale}`).toBeTruthy();
      }
    }
  });
});
