import { Component, lazy, type ReactNode, Suspense, useState } from 'react';
import { setPanel, type UiPanel, uiStore, useUi } from '../../state/ui-store.ts';

// Dialogs and drawers load on first use (DESIGN.md's accessible primitives come from React Aria,
// which no page needs before a shopper opens one).
const loadSideMenu = () => import('./side-menu.tsx');
const SideMenu = lazy(loadSideMenu);
const LoginDialog = lazy(() => import('./login-dialog.tsx'));
const ChangePasswordDialog = lazy(() => import('./change-password-dialog.tsx'));

/** Starts loading the side menu when the shopper reaches for its button. */
export function preloadSideMenu(): void {
  void loadSideMenu();
}

/**
 * An overlay whose code failed to load leaves the page as it is: the chunk-reload guard
 * (shell-effects.tsx, spec 4) reloads the page when it may; otherwise the panel closes again
 * rather than replace the whole page with an error.
 */
class OverlayBoundary extends Component<{ panel: UiPanel; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch() {
    setPanel(this.props.panel, false);
  }

  override componentDidUpdate() {
    if (this.state.failed && !uiStore.getState()[this.props.panel]) this.setState({ failed: false });
  }

  override render() {
    return this.state.failed ? null : <Suspense fallback={null}>{this.props.children}</Suspense>;
  }
}

/** The shell's overlays, each mounted once its open state is first set (spec 2). */
export function ShellOverlays() {
  const sidebarOpen = useUi((state) => state.sidebarOpen);
  const loginOpen = useUi((state) => state.loginOpen);
  const changePasswordOpen = useUi((state) => state.changePasswordOpen);
  // The side menu stays mounted after its first opening: its tree is loaded then (spec 2).
  const [sideMenuUsed, setSideMenuUsed] = useState(false);
  if (sidebarOpen && !sideMenuUsed) setSideMenuUsed(true);
  return (
    <>
      {sideMenuUsed ? (
        <OverlayBoundary panel="sidebarOpen">
          <SideMenu />
        </OverlayBoundary>
      ) : null}
      {loginOpen ? (
        <OverlayBoundary panel="loginOpen">
          <LoginDialog />
        </OverlayBoundary>
      ) : null}
      {changePasswordOpen ? (
        <OverlayBoundary panel="changePasswordOpen">
          <ChangePasswordDialog />
        </OverlayBoundary>
      ) : null}
    </>
  );
}
