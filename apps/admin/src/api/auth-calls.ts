import type {
  invitationAcceptRequestSchema,
  okResponseSchema,
  passwordChangeRequestSchema,
  StaffSessionResponse,
  staffLoginRequestSchema,
  TotpSetupResponse,
} from '@shop/contracts/admin-auth';
import type { StaffLanguage } from '@shop/contracts/admin-permissions';
import type { z } from 'zod';
import { readApi, writeApi } from './admin-client.ts';

type OkResponse = z.infer<typeof okResponseSchema>;

/** The signed-in member and the CSRF token, or a 401 when nobody is signed in. */
export function fetchSession(signal?: AbortSignal): Promise<StaffSessionResponse> {
  return readApi<StaffSessionResponse>('/auth/session', { signal, reportSessionProblems: false });
}

export function signIn(body: z.input<typeof staffLoginRequestSchema>): Promise<StaffSessionResponse> {
  return writeApi<StaffSessionResponse>('POST', '/auth/login', body);
}

export function signOut(): Promise<OkResponse> {
  return writeApi<OkResponse>('POST', '/auth/logout');
}

export function acceptInvitation(body: z.input<typeof invitationAcceptRequestSchema>): Promise<OkResponse> {
  return writeApi<OkResponse>('POST', '/auth/invitations/accept', body);
}

export function startTotpEnrolment(): Promise<TotpSetupResponse> {
  return writeApi<TotpSetupResponse>('POST', '/auth/totp/setup');
}

export function enableTotp(code: string): Promise<StaffSessionResponse> {
  return writeApi<StaffSessionResponse>('POST', '/auth/totp/enable', { code });
}

export function disableTotp(password: string): Promise<StaffSessionResponse> {
  return writeApi<StaffSessionResponse>('POST', '/auth/totp/disable', { password });
}

export function changePassword(body: z.input<typeof passwordChangeRequestSchema>): Promise<OkResponse> {
  return writeApi<OkResponse>('POST', '/auth/password', body);
}

export function updateProfile(changes: {
  readonly name?: string;
  readonly language?: StaffLanguage;
}): Promise<StaffSessionResponse> {
  return writeApi<StaffSessionResponse>('PATCH', '/auth/profile', changes);
}
