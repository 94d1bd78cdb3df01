import { createStore, useStore } from './create-store.ts';

/**
 * Spec 2, "Open/closed states kept by the shell": one small store for every panel and dialog,
 * so any part of the page can open the cart or the login dialog without prop drilling.
 * In memory only: a reload starts with everything closed.
 */
export interface UiState {
  readonly cartOpen: boolean;
  readonly loginOpen: boolean;
  readonly changePasswordOpen: boolean;
  readonly sidebarOpen: boolean;
  readonly upsellingOpen: boolean;
  readonly fullPageModalOpen: boolean;
  /** The deal layout flag: the page shows the current-deal banner. */
  readonly dealLayout: boolean;
  /** Dismissed in this page's life; the dismissal also lives in a cookie (see dismissed-messages.ts). */
  readonly footerMessageHidden: boolean;
  readonly headerMessageHidden: boolean;
  /**
   * The cookie alert (consent banner). null until the browser has been asked whether it takes
   * cookies; until then the page follows what the server knew (no consent cookie sent).
   */
  readonly cookieAlert: boolean | null;
  /** The consent settings dialog (from the banner or the footer's cookie settings link). */
  readonly consentSettingsOpen: boolean;
}

export type UiPanel =
  | 'cartOpen'
  | 'loginOpen'
  | 'changePasswordOpen'
  | 'sidebarOpen'
  | 'upsellingOpen'
  | 'fullPageModalOpen'
  | 'consentSettingsOpen';

export const uiStore = createStore<UiState>({
  cartOpen: false,
  loginOpen: false,
  changePasswordOpen: false,
  sidebarOpen: false,
  upsellingOpen: false,
  fullPageModalOpen: false,
  dealLayout: false,
  footerMessageHidden: false,
  headerMessageHidden: false,
  cookieAlert: null,
  consentSettingsOpen: false,
});

export function openPanel(panel: UiPanel): void {
  uiStore.setState({ [panel]: true });
}

export function closePanel(panel: UiPanel): void {
  uiStore.setState({ [panel]: false });
}

export function togglePanel(panel: UiPanel): void {
  uiStore.setState((state) => ({ [panel]: !state[panel] }));
}

export function setPanel(panel: UiPanel, open: boolean): void {
  uiStore.setState({ [panel]: open });
}

export function useUi<Selected>(selector: (state: UiState) => Selected): Selected {
  return useStore(uiStore, selector);
}
