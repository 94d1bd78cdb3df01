import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { confirmEmailAddress } from '../../lib/auth.api.ts';
import { useBrowserApi } from '../../lib/browser-api.ts';
import { useT } from '../../lib/strings.ts';

interface ConfirmationState {
  readonly verifyEmail: string;
}

function tokenOf(state: unknown): string | null {
  const token = (state as Partial<ConfirmationState> | null)?.verifyEmail;
  return typeof token === 'string' ? token : null;
}

/**
 * The registration mail links to /my-account?verify_email=<token>. The token first leaves the
 * address (a page is kept alive per address, so the answer is shown on the clean one), travels in
 * the history state, is sent once, and is then dropped from the state too: a reload does not
 * reuse it. The login dialog opens as on any account page for a visitor.
 */
export function EmailConfirmation() {
  const t = useT();
  const call = useBrowserApi();
  const location = useLocation();
  const navigate = useNavigate();
  const [answer, setAnswer] = useState<'confirmed' | 'failed' | null>(null);
  const sent = useRef<string | null>(null);
  const inAddress = new URLSearchParams(location.search).get('verify_email');
  const inState = tokenOf(location.state);

  useEffect(() => {
    if (inAddress) {
      const query = new URLSearchParams(location.search);
      query.delete('verify_email');
      const search = query.toString();
      const state: ConfirmationState = { verifyEmail: inAddress };
      void navigate(`${location.pathname}${search ? `?${search}` : ''}`, { replace: true, state });
      return;
    }
    if (!inState || sent.current === inState) return;
    sent.current = inState;
    confirmEmailAddress(call, inState)
      .then(() => setAnswer('confirmed'))
      .catch(() => setAnswer('failed'))
      .finally(() => {
        void navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
      });
  }, [call, inAddress, inState, location.pathname, location.search, navigate]);

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
