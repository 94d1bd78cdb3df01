import { type StaffRole, staffRoles } from '@shop/contracts/admin-permissions';
import { useState } from 'react';
import { Button } from 'react-aria-components';
import type { AdminApiError } from '../../api/admin-client.ts';
import { resetStaffTotp, type StaffListItem, updateStaff } from '../../api/office-calls.ts';
import { useAction } from '../../api/use-action.ts';
import { dateTimeAttribute } from '../../format/dates.ts';
import { useFormat } from '../../format/use-format.ts';
import { useMessages } from '../../i18n/language-context.tsx';
import { ActionDialog } from '../action-dialog.tsx';
import { SelectField } from '../fields/select-field.tsx';
import { StatusBadge } from '../status-badge.tsx';

interface StaffRowProps {
  readonly member: StaffListItem;
  readonly isSelf: boolean;
  readonly onChanged: (member: StaffListItem, notice: string) => void;
  /** LAST_OWNER and the like: the page shows it above the table. */
  readonly onFailed: (error: AdminApiError) => void;
}

/** One member: role (changeable), two-factor, state, last sign-in, and the owner's actions. */
export function StaffRow({ member, isSelf, onChanged, onFailed }: StaffRowProps) {
  const t = useMessages();
  const format = useFormat();
  const [confirming, setConfirming] = useState(false);
  const action = useAction();
  const state = member.invited ? 'invited' : member.active ? 'active' : 'inactive';

  const change = async (write: () => Promise<StaffListItem>, notice: (member: StaffListItem) => string) => {
    const outcome = await action.run(write);
    if (outcome.ok) onChanged(outcome.value, notice(outcome.value));
    else onFailed(outcome.error);
  };

  return (
    <tr>
      <th scope="row">
        <span className="cell-main">
          {member.name}
          {isSelf ? <span className="tag">{t.staff.you}</span> : null}
        </span>
        <span className="cell-sub">{member.email}</span>
      </th>
      <td>
        <SelectField<StaffRole>
          className="field--inline"
          label={t.staff.roleOf(member.name)}
          hideLabel
          options={staffRoles.map((code) => ({ id: code, label: t.roles[code] }))}
          value={member.role}
          isDisabled={action.pending}
          onChange={(role) =>
            void change(
              () => updateStaff(member.id, { role }),
              (changed) => t.staff.roleChanged(changed.name, t.roles[changed.role]),
            )
          }
        />
      </td>
      <td>{member.totp_enabled ? t.staff.totpOn : t.staff.totpOff}</td>
      <td>
        <StatusBadge status={`staff-${state}`} label={t.staff.states[state]} />
      </td>
      <td>
        {member.last_login_at ? (
          <time dateTime={dateTimeAttribute(member.last_login_at)}>
            {format.dateTime(member.last_login_at)}
          </time>
        ) : (
          t.staff.never
        )}
      </td>
      <td>
        <div className="row-actions">
          <Button
            className="button button--secondary button--small"
            isPending={action.pending}
            aria-label={member.active ? t.staff.deactivateOf(member.name) : t.staff.activateOf(member.name)}
            onPress={() =>
              void change(
                () => updateStaff(member.id, { active: !member.active }),
                (changed) =>
                  changed.active ? t.staff.activated(changed.name) : t.staff.deactivated(changed.name),
              )
            }
          >
            {member.active ? t.staff.deactivate : t.staff.activate}
          </Button>
          {member.totp_enabled ? (
            <ActionDialog
              triggerLabel={t.staff.resetTotp}
              triggerClassName="button button--secondary button--small"
              title={t.staff.resetTotpTitle(member.name)}
              isOpen={confirming}
              onOpenChange={setConfirming}
            >
              <p>{t.staff.resetTotpText(member.name)}</p>
              <div className="dialog__footer">
                <Button slot="close" className="button button--secondary">
                  {t.common.cancel}
                </Button>
                <Button
                  className="button button--danger"
                  isPending={action.pending}
                  onPress={() => {
                    setConfirming(false);
                    void change(
                      () => resetStaffTotp(member.id),
                      (changed) => t.staff.totpWasReset(changed.name),
                    );
                  }}
                >
                  {t.staff.resetTotp}
                </Button>
              </div>
            </ActionDialog>
          ) : null}
        </div>
      </td>
    </tr>
  );
}
