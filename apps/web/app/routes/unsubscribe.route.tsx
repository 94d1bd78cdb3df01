import { useId } from 'react';
import { Form, useActionData, useLoaderData } from 'react-router';
import { apiFor } from '../lib/catalog-loader.server.ts';
import { pageTitle } from '../lib/meta.ts';
import { type UnsubscribeOutcome, unsubscribeNewsletter } from '../lib/newsletter.api.ts';
import { requireScreen } from '../lib/screen.server.ts';
import { useShop, useT } from '../lib/strings.ts';
import type { Route } from './+types/unsubscribe.route';
import '../components/catalog/catalog.css';

/**
 * Spec 2: /unsubscribe. The newsletter's signed link carries `token`; the page asks for one
 * press before it posts it (a mail scanner that follows links must not unsubscribe anyone).
 * Without a token, a typed address only gets the instruction to use the link in the newsletter.
 */
export function loader({ context, url }: Route.LoaderArgs) {
  const location = requireScreen(context, ['unsubscribe']);
  return {
    screen: location.match.name,
    email: url.searchParams.get('email') ?? '',
    token: url.searchParams.get('token') ?? '',
  };
}

export async function action({ context, request }: Route.ActionArgs): Promise<{
  readonly pending?: true;
  readonly outcome?: UnsubscribeOutcome;
}> {
  requireScreen(context, ['unsubscribe']);
  const token = (await request.formData()).get('token');
  if (typeof token !== 'string' || !token) return { pending: true };
  return { outcome: await unsubscribeNewsletter(apiFor(context).call, token) };
}

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageTitle(matches, 'screen.unsubscribe'),
  { name: 'robots', content: 'noindex' },
];

export default function UnsubscribeScreen() {
  const { screen, email, token } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const { locale } = useShop();
  const t = useT();
  return (
    <main id="main" className="catalog" data-route-name={screen} data-locale={locale}>
      <h1>{t('screen.unsubscribe')}</h1>
      {answer?.outcome ? (
        <p className="notice" role="status" data-unsubscribe-outcome={answer.outcome}>
          {t(`account.unsubscribe.${answer.outcome}`)}
        </p>
      ) : token ? (
        <Form method="post" className="form-card">
          <p>{t('account.unsubscribe.confirm')}</p>
          <input type="hidden" name="token" value={token} />
          <button type="submit" className="button">
            {t('unsubscribe.submit')}
          </button>
        </Form>
      ) : (
        <AddressForm email={email} pending={answer?.pending === true} />
      )}
    </main>
  );
}

function AddressForm({ email, pending }: { email: string; pending: boolean }) {
  const t = useT();
  const emailId = useId();
  return (
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
      {pending ? (
        <p className="notice" role="status">
          {t('unsubscribe.pending')}
        </p>
      ) : null}
    </Form>
  );
}
