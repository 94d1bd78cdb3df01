import { useCallback, useState } from 'react';
import type { AdminApiError } from '../api/admin-client.ts';
import { fetchSession } from '../api/auth-calls.ts';
import { fetchStaff, type StaffListItem } from '../api/office-calls.ts';
import { useResource } from '../api/use-resource.ts';
import { ActionDialog } from '../components/action-dialog.tsx';
import { ErrorNotice, ResourceView } from '../components/load-state.tsx';
import { useAnnounce } from '../components/notice-region.tsx';
import { keepFocusInPage, PageHeading } from '../components/page-heading.tsx';
import { InviteForm } from '../components/staff/invite-form.tsx';
import { StaffRow } from '../components/staff/staff-row.tsx';
import { TableFrame } from '../components/table-frame.tsx';
import { useMessages } from '../i18n/language-context.tsx';
import { useMember, useSession } from '../session/session-context.tsx';

/** The staff (owners only): roles, two-factor, invitations, and who may sign in. */
export function StaffPage() {
  const t = useMessages();
  const self = useMember();
  const { signedIn } = useSession();
  const announce = useAnnounce();
  const staff = useResource(useCallback((signal: AbortSignal) => fetchStaff(signal), []));
  const [inviting, setInviting] = useState(false);
  const [failure, setFailure] = useState<AdminApiError>();
  const { data, replace, reload } = staff;

  const changed = (member: StaffListItem, notice: string) => {
    if (data) replace({ staff: data.staff.map((entry) => (entry.id === member.id ? member : entry)) });
    // An owner who changed their own role: the navigation follows the session's role.
    if (member.id === self.id) void fetchSession().then(signedIn, () => undefined);
    setFailure(undefined);
    announce(notice);
    keepFocusInPage();
  };
  const failed = (error: AdminApiError) => {
    setFailure(error);
    // The row shows what the server has, not the choice it refused (a Select left on "Orders").
    reload();
  };

  return (
    <>
      <PageHeading title={t.staff.title}>
        <ActionDialog
          triggerLabel={t.staff.invite}
          triggerClassName="button button--primary"
          title={t.staff.inviteTitle}
          isOpen={inviting}
          onOpenChange={setInviting}
        >
          <InviteForm onInvited={() => reload()} onClose={() => setInviting(false)} />
        </ActionDialog>
      </PageHeading>
      {failure ? <ErrorNotice error={failure} /> : null}
      <ResourceView resource={staff}>
        {(list) => (
          <section className="card card--flush">
            <TableFrame label={t.staff.title}>
              <table className="table">
                <caption className="visually-hidden">{t.staff.title}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t.common.name}</th>
                    <th scope="col">{t.common.role}</th>
                    <th scope="col">{t.staff.totp}</th>
                    <th scope="col">{t.common.status}</th>
                    <th scope="col">{t.staff.lastSignIn}</th>
                    <th scope="col">{t.staff.actions}</th>
                  </tr>
                </thead>
                <tbody>
                  {list.staff.map((member) => (
                    <StaffRow
                      key={member.id}
                      member={member}
                      isSelf={member.id === self.id}
                      onChanged={changed}
                      onFailed={failed}
                    />
                  ))}
                </tbody>
              </table>
            </TableFrame>
          </section>
        )}
      </ResourceView>
    </>
  );
}
