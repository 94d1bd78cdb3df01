import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { PageCacheRule, PageRequestFacts, ShopServerContext } from '../../web/app/shop-context.ts';

const webDirectory = resolve(dirname(fileURLToPath(import.meta.url)), '../../web');
const serverEntry = resolve(webDirectory, 'build/server/index.js');
/** The back office's build (apps/admin): a static single-page app. */
export const adminBuildDirectory = resolve(webDirectory, '../admin/build');

/** What the storefront's server bundle (apps/web/server/app.ts) exports. */
export interface WebBuild {
  handleShopRequest(request: Request, shop: ShopServerContext): Promise<Response>;
  /** Spec 7: loads every store's categories and layout content before the first page asks. */
  warmShellData?(shop: ShopServerContext): Promise<void>;
  /** Issue 19: whether a page request may come from the page cache, and its key. */
  describePageRequest?(
    request: PageRequestFacts,
    shop: Pick<ShopServerContext, 'transport' | 'domains' | 'publicOrigin' | 'changes'>,
  ): Promise<PageCacheRule>;
  /** Issue 19: the body of a strings asset (`/strings/sv-{tag}.js`), or null for no such file. */
  stringsAsset?(
    file: string,
    shop: Pick<ShopServerContext, 'transport' | 'changes'>,
  ): Promise<{ readonly script: string; readonly current: boolean } | null>;
  readonly clientDirectory: string;
}

export function hasWebBuild(): boolean {
  return existsSync(serverEntry);
}

export function hasAdminBuild(): boolean {
  return existsSync(resolve(adminBuildDirectory, 'index.html'));
}

const repository = resolve(webDirectory, '../..');

/** The newest modification time of the files under `paths` (folders walked, node_modules skipped). */
function newestChange(paths: readonly string[]): number {
  let newest = 0;
  const visit = (path: string) => {
    if (!existsSync(path)) return;
    const stat = statSync(path);
    if (stat.isDirectory()) {
      for (const entry of readdirSync(path))
        if (entry !== 'node_modules' && entry !== 'build') visit(resolve(path, entry));
    } else newest = Math.max(newest, stat.mtimeMs);
  };
  for (const path of paths) visit(path);
  return newest;
}

const sharedSources = ['packages/domain/src', 'packages/contracts/src'].map((path) =>
  resolve(repository, path),
);

/**
 * Whether the storefront's sources (or the packages it bundles) changed after its build: after a
 * `git pull`, `npm start` builds again instead of serving the old storefront (issue 18).
 */
export function isWebBuildStale(): boolean {
  const sources = ['app', 'server', 'public', 'vite.config.ts', 'react-router.config.ts'].map((path) =>
    resolve(webDirectory, path),
  );
  return isOlderThanSources(serverEntry, [...sources, ...sharedSources]);
}

/** Whether `built` is missing or older than any file under `sources`. */
export function isOlderThanSources(built: string, sources: readonly string[]): boolean {
  if (!existsSync(built)) return true;
  return newestChange(sources) > statSync(built).mtimeMs;
}

/** ... and the back office's. */
export function isAdminBuildStale(): boolean {
  const sources = ['src', 'public', 'index.html', 'vite.config.ts'].map((path) =>
    resolve(adminBuildDirectory, '..', path),
  );
  return isOlderThanSources(resolve(adminBuildDirectory, 'index.html'), [...sources, ...sharedSources]);
}

function buildWorkspace(workspace: string, what: string): void {
  const result = spawnSync('npm', ['run', 'build', '--workspace', workspace], {
    stdio: 'inherit',
    cwd: repository,
  });
  if (result.status !== 0)
    throw new Error(`The ${what} build failed (npm run build --workspace ${workspace})`);
}

/** `npm start` builds the storefront when no build exists. */
export function buildWeb(): void {
  buildWorkspace('@shop/web', 'storefront');
}

/** ... and the back office. */
export function buildAdmin(): void {
  buildWorkspace('@shop/admin', 'back office');
}

export async function loadWebBuild(): Promise<WebBuild> {
  const module: unknown = await import(pathToFileURL(serverEntry).href);
  if (
    !module ||
    typeof module !== 'object' ||
    !('handleShopRequest' in module) ||
    typeof module.handleShopRequest !== 'function'
  ) {
    throw new Error(`${serverEntry} does not export handleShopRequest; rebuild with npm run build`);
  }
  const warm =
    'warmShellData' in module && typeof module.warmShellData === 'function'
      ? (module.warmShellData as NonNullable<WebBuild['warmShellData']>)
      : undefined;
  const describe =
    'describePageRequest' in module && typeof module.describePageRequest === 'function'
      ? (module.describePageRequest as NonNullable<WebBuild['describePageRequest']>)
      : undefined;
  const strings =
    'stringsAsset' in module && typeof module.stringsAsset === 'function'
      ? (module.stringsAsset as NonNullable<WebBuild['stringsAsset']>)
      : undefined;
  return {
    handleShopRequest: module.handleShopRequest as WebBuild['handleShopRequest'],
    ...(strings ? { stringsAsset: strings } : {}),
    ...(warm ? { warmShellData: warm } : {}),
    ...(describe ? { describePageRequest: describe } : {}),
    clientDirectory: resolve(webDirectory, 'build/client'),
  };
}
