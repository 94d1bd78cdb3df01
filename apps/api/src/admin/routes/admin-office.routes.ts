import {
  auditQuerySchema,
  createStaffBodySchema,
  customerDiscountsBodySchema,
  customerListQuerySchema,
  customerParamsSchema,
  staffIdParamsSchema,
  storeParamsSchema,
  updateStaffBodySchema,
} from '@shop/contracts/admin-office';
import { AppError, notFound } from '../../errors.ts';
import { parseInput } from '../../http/parse.ts';
import { type AdminHandlers, memberOf } from '../admin-plugin.ts';
import { readAuditLog } from '../office/audit-log.ts';
import { changeCustomerDiscounts, listCustomers, readCustomer } from '../office/customers.ts';
import { readDashboard } from '../office/dashboard.ts';
import {
  changeStoreSettings,
  parseStoreSettingsChange,
  readStoreSettings,
} from '../office/store-settings.ts';
import {
  inviteStaff,
  listStaffMembers,
  resetStaffTotp,
  type StaffDeps,
  staffListItem,
  updateStaffMember,
} from '../staff-accounts.ts';

/** The dashboard, customers, staff, the audit log and the stores' settings. */
export function adminOfficeHandlers(deps: StaffDeps): AdminHandlers {
  return {
    'GET /api/admin/dashboard': async () => readDashboard(deps.db, deps.now()),

    'GET /api/admin/customers': async ({ request }) =>
      listCustomers(deps.db, parseInput(customerListQuerySchema, request.query, 'query')),

    'GET /api/admin/customers/{customerId}': async ({ request }) =>
      readCustomer(deps.db, parseInput(customerParamsSchema, request.params, 'path').customerId),

    'PUT /api/admin/customers/{customerId}/discounts': async (call) => {
      const { customerId } = parseInput(customerParamsSchema, call.request.params, 'path');
      const body = parseInput(customerDiscountsBodySchema, call.request.body, 'body');
      return changeCustomerDiscounts(deps.db, memberOf(call).actor, customerId, body, deps.now());
    },

    'GET /api/admin/staff': async () => ({ staff: await listStaffMembers(deps.db) }),

    'POST /api/admin/staff': async (call) => {
      const { staff, actor } = memberOf(call);
      const body = parseInput(createStaffBodySchema, call.request.body, 'body');
      const outcome = await inviteStaff(deps, actor, { ...body, inviterName: staff.name });
      if (!outcome.ok) throw new AppError('EMAIL_TAKEN', 409, `${body.email} is a member already`);
      return { staff: staffListItem(outcome.staff), invitation_url: outcome.invitationUrl };
    },

    'PATCH /api/admin/staff/{staffId}': async (call) => {
      const { staffId } = parseInput(staffIdParamsSchema, call.request.params, 'path');
      const changes = parseInput(updateStaffBodySchema, call.request.body, 'body');
      const outcome = await updateStaffMember(deps, memberOf(call).actor, staffId, changes);
      if (!outcome.ok) {
        throw outcome.code === 'NOT_FOUND'
          ? notFound(`No staff member ${staffId}`)
          : new AppError(
              'LAST_OWNER',
              409,
              'The shop needs an active owner: make another member owner first',
            );
      }
      return staffListItem(outcome.staff);
    },

    'POST /api/admin/staff/{staffId}/reset-totp': async (call) => {
      const { staffId } = parseInput(staffIdParamsSchema, call.request.params, 'path');
      const staff = await resetStaffTotp(deps, memberOf(call).actor, staffId);
      if (!staff) throw notFound(`No staff member ${staffId}`);
      return staffListItem(staff);
    },

    'GET /api/admin/audit': async ({ request }) => {
      const query = parseInput(auditQuerySchema, request.query, 'query');
      return readAuditLog(deps.db, {
        entityType: query.entity_type,
        entityId: query.entity_id,
        actor: query.actor,
        action: query.action,
        page: query.page,
        per_page: query.per_page,
      });
    },

    'GET /api/admin/settings/stores': async () => ({ stores: await readStoreSettings(deps.db) }),

    'PUT /api/admin/settings/stores/{store}': async (call) => {
      const { store } = parseInput(storeParamsSchema, call.request.params, 'path');
      const changes = parseStoreSettingsChange(call.request.body);
      return changeStoreSettings(deps.db, memberOf(call).actor, store, changes, deps.now());
    },
  };
}
