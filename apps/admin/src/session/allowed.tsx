import type { ReactNode } from 'react';
import { NotAllowedPage } from '../pages/not-allowed-page.tsx';
import { maySee, type Section } from './permissions.ts';
import { useMember } from './session-context.tsx';

/** A section's pages, or a plain "not allowed" for a role that may not open it (a typed address). */
export function Allowed({ section, children }: { readonly section: Section; readonly children: ReactNode }) {
  const member = useMember();
  return maySee(member.role, section) ? children : <NotAllowedPage />;
}
