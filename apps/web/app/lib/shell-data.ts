import type { Deal } from './deal.api.ts';
import type { StorePaymentIcons } from './store-payment.api.ts';
import type { StoreShellSettings } from './store-settings.api.ts';
import type { FooterColumn } from './widgets.api.ts';

/** A main-menu entry as the strip needs it: nothing more goes into the page. */
export interface MenuEntry {
  readonly id: number;
  readonly name: string;
  /** Storefront path without the locale prefix. */
  readonly uri: string;
}

/** A widget message the shopper can hide: its HTML and the fingerprint a dismissal records. */
export interface ShellMessage {
  readonly html: string;
  readonly fingerprint: string;
}

/** What every page's shell shows, loaded once per store and kept for a short while. */
export interface ShellData {
  readonly mainMenu: readonly MenuEntry[];
  readonly storeMessage: string | null;
  readonly footerMessage: string | null;
  readonly footerColumns: readonly FooterColumn[];
  /** The cookie-alert widget: the consent banner's text when the shop wrote one. */
  readonly cookieAlert: string | null;
  readonly deal: Deal | null;
  /** Spec 1: whether the store has a customer-review widget configured (GET /api/store-reviews). */
  readonly reviewWidget: boolean;
  /** Issue 20: the logos of the payment methods the store offers (GET /api/store-payment). */
  readonly paymentIcons: StorePaymentIcons;
  /**
   * Issue 17: selling points, customer-service and social links, newsletter embed and review
   * widget as the owner set them (GET /api/store-settings); null when they could not be loaded.
   */
  readonly settings: StoreShellSettings | null;
}
