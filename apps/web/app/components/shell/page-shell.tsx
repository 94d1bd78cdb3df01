import type { ReactNode } from 'react';
import { useShop, useT } from '../../lib/strings.ts';
import { AccountSession } from '../account/account-session.tsx';
import { CartHost } from '../cart/cart-host.tsx';
import { BelowTheFold } from './below-the-fold.tsx';
import { RouteBreadcrumbs } from './breadcrumbs.tsx';
import { CategoryStrip } from './category-strip.tsx';
import { ConsentBanner } from './consent-banner.tsx';
import { DealBanner } from './deal-banner.tsx';
import { DismissibleMessage } from './dismissible-message.tsx';
import { ProgressBar } from './progress-bar.tsx';
import { ReviewWidget } from './review-widget.tsx';
import { ScrollManager } from './scroll-manager.tsx';
import { ShellEffects } from './shell-effects.tsx';
import { ShellOverlays } from './shell-overlays.tsx';
import { SiteHeader } from './site-header.tsx';
import { TopBar } from './top-bar.tsx';

/**
 * Spec 1: the page shell around every screen, in page order: store message, top bar, header,
 * main-category strip, deal banner, breadcrumbs, the screen, review widget, footer message,
 * selling points, footer and cookie banner; the side menu and dialogs open over it.
 */
export function PageShell({ children }: { children: ReactNode }) {
  const t = useT();
  const { shell, messages, consent } = useShop();
  return (
    <>
      <a className="skip-link" href="#content">
        {t('shell.skipToContent')}
      </a>
      <ProgressBar />
      <DismissibleMessage slot="store" message={messages.store} />
      <TopBar />
      <SiteHeader />
      <CategoryStrip entries={shell.mainMenu} />
      <DealBanner deal={shell.deal} />
      <RouteBreadcrumbs />
      <div id="content" className="page-content" tabIndex={-1}>
        {children}
      </div>
      {/* Spec 1: only a store with a review widget configured renders one. */}
      {shell.reviewWidget ? <ReviewWidget /> : null}
      <BelowTheFold footerMessage={messages.footer} footerColumns={shell.footerColumns} />
      <ConsentBanner serverConsent={consent} alertHtml={shell.cookieAlert} />
      <ShellOverlays />
      <CartHost />
      <ScrollManager />
      <ShellEffects />
      <AccountSession />
    </>
  );
}
