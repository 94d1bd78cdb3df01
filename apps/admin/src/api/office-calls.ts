import type {
  AuditEntry,
  auditQuerySchema,
  auditResponseSchema,
  CustomerDiscountsBody,
  createStaffResponseSchema,
  customerDetailResponseSchema,
  customerListResponseSchema,
  DashboardResponse,
  StaffListItem,
  staffListResponseSchema,
  storeSettingsListSchema,
  storeSettingsSchema,
  UpdateStoreSettingsBody,
} from '@shop/contracts/admin-office';
import type { StaffLanguage, StaffRole } from '@shop/contracts/admin-permissions';
import type { LocaleCode } from '@shop/domain/locales';
import type { z } from 'zod';
import { readApi, writeApi } from './admin-client.ts';

export type CustomerList = z.infer<typeof customerListResponseSchema>;
export type CustomerDetail = z.infer<typeof customerDetailResponseSchema>;
export type StaffList = z.infer<typeof staffListResponseSchema>;
export type StaffInvitation = z.infer<typeof createStaffResponseSchema>;
export type AuditPage = z.infer<typeof auditResponseSchema>;
export type AuditFilters = Partial<z.infer<typeof auditQuerySchema>>;
export type StoreSettings = z.infer<typeof storeSettingsSchema>;
export type { AuditEntry, StaffListItem };

export function fetchDashboard(signal?: AbortSignal): Promise<DashboardResponse> {
  return readApi<DashboardResponse>('/dashboard', { signal });
}

export function fetchCustomers(
  filters: { q?: string; page?: number },
  signal?: AbortSignal,
): Promise<CustomerList> {
  return readApi<CustomerList>('/customers', { query: filters, signal });
}

export function fetchCustomer(customerId: string, signal?: AbortSignal): Promise<CustomerDetail> {
  return readApi<CustomerDetail>(`/customers/${encodeURIComponent(customerId)}`, { signal });
}

/** Replaces a customer's discount map (owners). */
export function updateCustomerDiscounts(
  customerId: number,
  discounts: CustomerDiscountsBody['discounts'],
): Promise<CustomerDetail> {
  return writeApi<CustomerDetail>('PUT', `/customers/${customerId}/discounts`, { discounts });
}

export function fetchStaff(signal?: AbortSignal): Promise<StaffList> {
  return readApi<StaffList>('/staff', { signal });
}

export function inviteStaff(body: {
  email: string;
  name: string;
  role: StaffRole;
  language: StaffLanguage;
}): Promise<StaffInvitation> {
  return writeApi<StaffInvitation>('POST', '/staff', body);
}

export function updateStaff(
  staffId: number,
  changes: { role?: StaffRole; active?: boolean; name?: string },
): Promise<StaffListItem> {
  return writeApi<StaffListItem>('PATCH', `/staff/${staffId}`, changes);
}

export function resetStaffTotp(staffId: number): Promise<StaffListItem> {
  return writeApi<StaffListItem>('POST', `/staff/${staffId}/reset-totp`);
}

export function fetchAudit(filters: AuditFilters, signal?: AbortSignal): Promise<AuditPage> {
  return readApi<AuditPage>('/audit', { query: filters, signal });
}

export function fetchStoreSettings(signal?: AbortSignal): Promise<z.infer<typeof storeSettingsListSchema>> {
  return readApi<z.infer<typeof storeSettingsListSchema>>('/settings/stores', { signal });
}

export function updateStoreSettings(
  store: LocaleCode,
  changes: UpdateStoreSettingsBody,
): Promise<StoreSettings> {
  return writeApi<StoreSettings>('PUT', `/settings/stores/${store}`, changes);
}
