import { useId, useState } from 'react';
import type { NewsletterOutcome } from '../../lib/newsletter.api.ts';
import { useStorePath } from '../../lib/shell-links.ts';
import { useShop, useT } from '../../lib/strings.ts';

/**
 * Spec 1: the newsletter signup of the store. A plain form: the browser checks the address, the
 * result (or a failure, spec 8 style: said, not thrown) is announced in a status line.
 */
export function NewsletterSignup() {
  const t = useT();
  const { locale, store } = useShop();
  const storePath = useStorePath();
  const inputId = useId();
  const [outcome, setOutcome] = useState<NewsletterOutcome | 'sending' | null>(null);
  return (
    <section className="newsletter" aria-labelledby={`${inputId}-heading`}>
      <h2 id={`${inputId}-heading`} className="footer__heading">
        {t('shell.newsletter.heading')}
      </h2>
      <p className="newsletter__text">{t('shell.newsletter.text')}</p>
      {outcome === 'subscribed' ? (
        <p className="newsletter__result" role="status" data-newsletter="subscribed">
          {t('shell.newsletter.success')}
        </p>
      ) : (
        <form
          className="newsletter__form"
          onSubmit={async (event) => {
            event.preventDefault();
            const email = String(new FormData(event.currentTarget).get('email') ?? '').trim();
            setOutcome('sending');
            // The call's code loads when a shopper signs up, not with every page.
            const [{ subscribeNewsletter }, { browserApiCall }] = await Promise.all([
              import('../../lib/newsletter.api.ts'),
              import('../../lib/browser-api.ts'),
            ]);
            setOutcome(await subscribeNewsletter(browserApiCall(locale), email));
          }}
        >
          <label htmlFor={inputId} className="visually-hidden">
            {t('shell.newsletter.email')}
          </label>
          <input
            id={inputId}
            className="newsletter__input"
            type="email"
            name="email"
            required
            autoComplete="email"
            placeholder={t('shell.newsletter.email')}
          />
          <button
            type="submit"
            className="shell-button shell-button--primary"
            disabled={outcome === 'sending'}
          >
            {t('shell.newsletter.submit')}
          </button>
          <p className="newsletter__result" role="status" data-newsletter={outcome ?? ''}>
            {outcome === 'failed' ? t('shell.newsletter.failed') : null}
            {outcome === 'invalid' ? t('shell.newsletter.invalid') : null}
          </p>
        </form>
      )}
      <p className="newsletter__privacy">
        <a href={storePath(store.privacyURL)}>{t('shell.newsletter.privacy')}</a>
      </p>
    </section>
  );
}
