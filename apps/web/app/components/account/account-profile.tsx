import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { fetchProfile } from '../../lib/auth.api.ts';
import { useHref } from '../../lib/links.ts';
import { useT } from '../../lib/strings.ts';
import { Link } from '../shop-link.tsx';
import type { ProfileSavedState } from './account-profile-edit.tsx';
import { LoadFailure } from './load-failure.tsx';
import { useAuthorized } from './use-authorized.ts';

function wasJustSaved(state: unknown): boolean {
  return (state as Partial<ProfileSavedState> | null)?.profileSaved === true;
}

/** Spec 3, User: the customer's name, e-mail, phone and category discounts. */
export function AccountProfile() {
  const t = useT();
  const href = useHref();
  const location = useLocation();
  const navigate = useNavigate();
  const [saved, setSaved] = useState(false);
  // The message belongs to this one arrival: the history entry forgets it, so a reload is quiet.
  useEffect(() => {
    if (!wasJustSaved(location.state)) return;
    setSaved(true);
    void navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
  }, [location, navigate]);
  const loaded = useAuthorized(fetchProfile, 'profile');
  if (loaded.kind === 'loading') return <p role="status">{t('account.loading')}</p>;
  if (loaded.kind === 'failed') return <LoadFailure status={loaded.status} />;
  const profile = loaded.data;
  const discounts = Object.entries(profile.discounts);
  return (
    <>
      {saved ? (
        <p className="account__saved" role="status" data-profile-saved="">
          {t('account.profile.saved')}
        </p>
      ) : null}
      <dl className="account__card" data-profile="">
        <dt>{t('account.profile.name')}</dt>
        <dd data-profile-name="">{profile.name}</dd>
        <dt>{t('account.profile.email')}</dt>
        <dd>{profile.email}</dd>
        <dt>{t('account.profile.phone')}</dt>
        <dd data-profile-phone="">{profile.phone ?? '–'}</dd>
        {discounts.length > 0 ? (
          <>
            <dt>{t('account.profile.discounts')}</dt>
            {discounts.map(([category, percent]) => (
              <dd key={category}>{t('account.profile.discount', { category, percent })}</dd>
            ))}
          </>
        ) : null}
      </dl>
      <p>
        <Link to={href('my-account-profile-edit')} className="button button--secondary" data-profile-edit="">
          {t('account.profile.edit')}
        </Link>
      </p>
    </>
  );
}
