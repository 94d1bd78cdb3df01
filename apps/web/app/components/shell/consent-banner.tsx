import { allowAllConsent, type ConsentFlags, showsConsentBanner } from '@shop/domain/consent';
import { lazy, Suspense, useEffect } from 'react';
import { useStorePath } from '../../lib/shell-links.ts';
import { useShop, useT } from '../../lib/strings.ts';
import { consentStore, saveConsent } from '../../state/consent-store.ts';
import { openPanel, uiStore, useUi } from '../../state/ui-store.ts';

const loadConsentSettings = () => import('./consent-settings.tsx');
const ConsentSettings = lazy(loadConsentSettings);

/**
 * Spec 4, Consent: the cookie banner. It shows when the browser takes cookies and no __consent
 * cookie exists. The server renders it when the request carried no consent cookie (so it is
 * part of the first paint, not a late layout change); after hydration the browser's answer on
 * cookies decides. Allow all grants every flag; Settings opens the per-purpose choice.
 */
export function ConsentBanner({
  serverConsent,
  alertHtml,
}: {
  serverConsent: ConsentFlags | null;
  alertHtml: string | null;
}) {
  const t = useT();
  const { store } = useShop();
  const storePath = useStorePath();
  const cookieAlert = useUi((state) => state.cookieAlert);
  const settingsOpen = useUi((state) => state.consentSettingsOpen);

  useEffect(() => {
    uiStore.setState({
      cookieAlert: showsConsentBanner(navigator.cookieEnabled, consentStore.getState().flags),
    });
  }, []);

  const visible = cookieAlert ?? serverConsent === null;
  return (
    <>
      {visible ? (
        <section className="consent-banner" aria-labelledby="consent-banner-title" data-consent-banner="">
          <div className="consent-banner__inner">
            <h2 id="consent-banner-title" className="consent-banner__title">
              {t('shell.consent.title')}
            </h2>
            {alertHtml ? (
              // biome-ignore lint/security/noDangerouslySetInnerHtml: the cookie-alert widget is HTML the shop wrote itself (spec 7).
              <div className="consent-banner__text" dangerouslySetInnerHTML={{ __html: alertHtml }} />
            ) : (
              <p className="consent-banner__text">{t('shell.consent.text')}</p>
            )}
            <p className="consent-banner__links">
              <a href={storePath(store.privacyURL)}>{t('shell.consent.privacy')}</a>
            </p>
            <div className="consent-banner__actions">
              <button
                type="button"
                className="shell-button shell-button--secondary"
                onPointerEnter={() => void loadConsentSettings()}
                data-consent-action="settings"
                onClick={() => openPanel('consentSettingsOpen')}
                aria-haspopup="dialog"
              >
                {t('shell.consent.settings')}
              </button>
              <button
                type="button"
                className="shell-button shell-button--primary"
                data-consent-action="allow-all"
                onClick={() => saveConsent(allowAllConsent())}
              >
                {t('shell.consent.allowAll')}
              </button>
            </div>
          </div>
        </section>
      ) : null}
      {settingsOpen ? (
        <Suspense fallback={null}>
          <ConsentSettings />
        </Suspense>
      ) : null}
    </>
  );
}
