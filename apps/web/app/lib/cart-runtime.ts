import type { LocaleCode } from '@shop/domain/locales';
import type { RouteName } from '@shop/domain/routes';

/**
 * What the cart needs to know of the page: the store and the screen (the panel stays shut on the
 * checkout). It lives apart from the cart's sync code, so the shell can set it on every page
 * without loading that code (it loads with the first cart action or a stored cart's sync).
 */
export interface CartRuntime {
  readonly locale: LocaleCode;
  readonly screen: RouteName;
}

let runtime: CartRuntime | null = null;
const waitingForRuntime: ((value: CartRuntime) => void)[] = [];

/** Called by the shell's cart host on every page; actions wait for it before they call the API. */
export function configureCart(next: CartRuntime): void {
  runtime = next;
  for (const resolve of waitingForRuntime.splice(0)) resolve(next);
}

export function whenCartReady(): Promise<CartRuntime> {
  return runtime ? Promise.resolve(runtime) : new Promise((resolve) => waitingForRuntime.push(resolve));
}

export function currentCartRuntime(): CartRuntime | null {
  return runtime;
}
