import {
  allowAllConsent,
  ConsentFlag,
  consentFromSettings,
  type ConsentSettings as Settings,
  settingsFromConsent,
} from '@shop/domain/consent';
import { useState } from 'react';
import { Button, Dialog, Heading, Modal, ModalOverlay, Switch } from 'react-aria-components';
import { useT } from '../../lib/strings.ts';
import { consentStore, saveConsent } from '../../state/consent-store.ts';
import { setPanel } from '../../state/ui-store.ts';
import { Icon } from './icons.tsx';

const purposes = ['marketing', 'analytics', 'personalization'] as const;

/**
 * Spec 4, Consent, Settings: marketing (ad storage), analytics, and personalization (which also
 * grants ad user data); necessary is always on. Saving stores the flags.
 */
export default function ConsentSettings() {
  const t = useT();
  const [settings, setSettings] = useState<Settings>(() =>
    settingsFromConsent(consentStore.getState().flags ?? ConsentFlag.Necessary),
  );
  const finish = (save: () => void) => {
    save();
    setPanel('consentSettingsOpen', false);
  };
  return (
    <ModalOverlay
      isOpen
      isDismissable
      onOpenChange={(open) => setPanel('consentSettingsOpen', open)}
      className="shell-dialog-overlay"
    >
      <Modal className="shell-dialog" data-consent-settings="">
        <Dialog className="shell-dialog__body">
          {({ close }) => (
            <>
              <div className="shell-dialog__header">
                <Heading slot="title" className="shell-dialog__title">
                  {t('shell.consent.settingsTitle')}
                </Heading>
                <Button className="shell-icon-button" onPress={close} aria-label={t('shell.dialog.close')}>
                  <Icon name="close" size={22} />
                </Button>
              </div>
              <ul className="consent-purposes">
                <li className="consent-purpose">
                  <Switch isSelected isDisabled className="shell-switch" data-consent-purpose="necessary">
                    <span className="shell-switch__track" aria-hidden="true" />
                    <span className="shell-switch__label">{t('shell.consent.necessary.title')}</span>
                  </Switch>
                  <p className="consent-purpose__text">{t('shell.consent.necessary.text')}</p>
                </li>
                {purposes.map((purpose) => (
                  <li key={purpose} className="consent-purpose">
                    <Switch
                      isSelected={settings[purpose]}
                      onChange={(selected) => setSettings({ ...settings, [purpose]: selected })}
                      className="shell-switch"
                      data-consent-purpose={purpose}
                    >
                      <span className="shell-switch__track" aria-hidden="true" />
                      <span className="shell-switch__label">{t(`shell.consent.${purpose}.title`)}</span>
                    </Switch>
                    <p className="consent-purpose__text">{t(`shell.consent.${purpose}.text`)}</p>
                  </li>
                ))}
              </ul>
              <div className="shell-dialog__actions">
                <Button
                  className="shell-button shell-button--secondary"
                  data-consent-action="save"
                  onPress={() => finish(() => saveConsent(consentFromSettings(settings)))}
                >
                  {t('shell.consent.save')}
                </Button>
                <Button
                  className="shell-button shell-button--primary"
                  data-consent-action="allow-all"
                  onPress={() => finish(() => saveConsent(allowAllConsent()))}
                >
                  {t('shell.consent.allowAll')}
                </Button>
              </div>
            </>
          )}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
