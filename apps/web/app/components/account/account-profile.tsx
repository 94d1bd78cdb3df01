import { fetchProfile } from '../../lib/auth.api.ts';
import { useT } from '../../lib/strings.ts';
import { LoadFailure } from './load-failure.tsx';
import { useAuthorized } from './use-authorized.ts';

/** Spec 3, User: the customer's name, e-mail, phone and category discounts. */
export function AccountProfile() {
  const t = useT();
  const loaded = useAuthorized(fetchProfile, 'profile');
  if (loaded.kind === 'loading') return <p role="status">{t('account.loading')}</p>;
  if (loaded.kind === 'failed') return <LoadFailure status={loaded.status} />;
  const profile = loaded.data;
  const discounts = Object.entries(profile.discounts);
  return (
    <dl className="account__card" data-profile="">
      <dt>{t('account.profile.name')}</dt>
      <dd data-profile-name="">{profile.name}</dd>
      <dt>{t('account.profile.email')}</dt>
      <dd>{profile.email}</dd>
      <dt>{t('account.profile.phone')}</dt>
      <dd>{profile.phone ?? '–'}</dd>
      {discounts.length > 0 ? (
        <>
          <dt>{t('account.profile.discounts')}</dt>
          {discounts.map(([category, percent]) => (
            <dd key={category}>{t('account.profile.discount', { category, percent })}</dd>
          ))}
        </>
      ) : null}
    </dl>
  );
}
