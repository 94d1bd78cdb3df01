import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { confirmEmailAddress } from '../../lib/auth.api.ts';
import { useBrowserApi } from '../../lib/browser-api.ts';
import { useT } from '../../lib/strings.ts';

/**
 * The registration mail links to /my-account?verify_email=<token>. The page confirms the address
 * once, says how it went, and drops the token from the address so a reload does not reuse it;
 * the login dialog then opens as on any account page for a visitor.
 */
export function EmailConfirmation() {
  const t = useT();
  const call = useBrowserApi();
  const location = useLocation();
  const navigate = useNavigate();
  const [answer, setAnswer] = useState<'confirmed' | 'failed' | null>(null);
  const sent = useRef<string | null>(null);
  const token = new URLSearchParams(location.search).get('verify_email');

  useEffect(() => {
    if (!token || sent.current === token) return;
    sent.current = token;
    confirmEmailAddress(call, token)
      .then(() => setAnswer('confirmed'))
      .catch(() => setAnswer('failed'))
      .finally(() => {
        const query = new URLSearchParams(location.search);
        query.delete('verify_email');
        const search = query.toString();
        void navigate(`${location.pathname}${search ? `?${search}` : ''}`, { replace: true });
      });
  }, [call, token, location.pathname, location.search, navigate]);

  if (!answer) return null;
  return (
    <p
      className={answer === 'confirmed' ? 'account__saved' : 'account__error'}
      role={answer === 'confirmed' ? 'status' : 'alert'}
      data-email-confirmation={answer}
    >
      {t(answer === 'confirmed' ? 'account.verifyEmail.confirmed' : 'account.verifyEmail.failed')}
    </p>
  );
}
