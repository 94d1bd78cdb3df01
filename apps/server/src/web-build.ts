import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { ShopServerContext } from '../../web/app/shop-context.ts';

const webDirectory = resolve(dirname(fileURLToPath(import.meta.url)), '../../web');
const serverEntry = resolve(webDirectory, 'build/server/index.js');
/** The back office's build (apps/admin): a static single-page app. */
export const adminBuildDirectory = resolve(webDirectory, '../admin/build');

/** What the storefront's server bundle (apps/web/server/app.ts) exports. */
export interface WebBuild {
  handleShopRequest(request: Request, shop: ShopServerContext): Promise<Response>;
  readonly clientDirectory: string;
}

export function hasWebBuild(): boolean {
  return existsSync(serverEntry);
}

export function hasAdminBuild(): boolean {
  return existsSync(resolve(adminBuildDirectory, 'index.html'));
}

function buildWorkspace(workspace: string, what: string): void {
  const result = spawnSync('npm', ['run', 'build', '--workspace', workspace], {
    stdio: 'inherit',
    cwd: resolve(webDirectory, '../..'),
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
  return {
    handleShopRequest: module.handleShopRequest as WebBuild['handleShopRequest'],
    clientDirectory: resolve(webDirectory, 'build/client'),
  };
}
