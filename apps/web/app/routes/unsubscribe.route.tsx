import { useId } from 'react';
import { Form, useActionData, useLoaderData } from 'react-router';
import { pageTitle } from '../lib/meta.ts';
import { requireScreen } from '../lib/screen.server.ts';
import { useShop, useT } from '../lib/strings.ts';
import type { Route } from './+types/unsubscribe.route';
import '../components/catalog/catalog.css';

/**
 * Spec 2: /unsubscribe. The form is here; the signed unsubscribe link and the newsletter
 * registry arrive with the accounts issue, so a submitted address only gets the instruction to
 * use the link in the newsletter. Nothing is stored.
 */
export function loader({ context, url }: Route.LoaderArgs) {
  const location = requireScreen(context, ['unsubscribe']);
  return { screen: location.match.name, email: url.searchParams.get('email') ?? '' };
}

export function action({ context }: Route.ActionArgs) {
  requireScreen(context, ['unsubscribe']);
  return { pending: true };
}

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageTitle(matches, 'screen.unsubscribe'),
  { name: 'robots', content: 'noindex' },
];

export default function UnsubscribeScreen() {
  const { screen, email } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const { locale } = useShop();
  const t = useT();
  const emailId = useId();
  return (
    <main id="main" className="catalog" data-route-name={screen} data-locale={locale}>
      <h1>{t('screen.unsubscribe')}</h1>
      <Form method="post" className="form-card">
        <p>{t('unsubscribe.intro')}</p>
        <div className="field">
          <label htmlFor={emailId}>{t('unsubscribe.email')}</label>
          <input
            id={emailId}
            className="input"
            type="email"
            name="email"
            autoComplete="email"
            required
            defaultValue={email}
          />
        </div>
        <button type="submit" className="button">
          {t('unsubscribe.submit')}
        </button>
        {answer?.pending ? (
          <p className="notice" role="status">
            {t('unsubscribe.pending')}
          </p>
        ) : null}
      </Form>
    </main>
  );
}
