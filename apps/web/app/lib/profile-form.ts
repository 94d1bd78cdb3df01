import type { UpdateProfileRequest } from '@shop/contracts/auth';
import type { Store } from '@shop/domain/stores';
import { isValidMobileNumber, normalizeMobileNumber } from '@shop/domain/validation';

/** The profile form as the customer types it (the e-mail address is the login: not edited). */
export interface ProfileDraft {
  readonly name: string;
  readonly phone: string;
}

export type ProfileField = keyof ProfileDraft;
export type ProfileErrors = Partial<Record<ProfileField, 'required' | 'invalid'>>;

/** The fields in the order the form shows them (the first invalid one gets focus). */
export const profileFields: readonly ProfileField[] = ['name', 'phone'];

/**
 * The checks the provider makes (PATCH /api/auth/profile), run first in the browser so the
 * customer hears of a mistake at once: a name is required; a phone number, when given, is a
 * mobile number of the store (spec 5).
 */
export function validateProfile(draft: ProfileDraft, store: Pick<Store, 'mobileRegex'>): ProfileErrors {
  const errors: ProfileErrors = {};
  if (draft.name.trim() === '') errors.name = 'required';
  const phone = draft.phone.trim();
  if (phone !== '' && !isValidMobileNumber(phone, store)) errors.phone = 'invalid';
  return errors;
}

export function profileBody(draft: ProfileDraft): UpdateProfileRequest {
  const phone = draft.phone.trim();
  return { name: draft.name.trim(), phone: phone === '' ? null : normalizeMobileNumber(phone) };
}

/** The fields a 400 of the provider names (its `issues`), as form errors. */
export function profileErrorsFromIssues(issues: unknown): ProfileErrors {
  const errors: ProfileErrors = {};
  if (!Array.isArray(issues)) return errors;
  for (const issue of issues) {
    const path = (issue as { path?: unknown } | null)?.path;
    if (path === 'name' || path === 'phone') errors[path] = path === 'name' ? 'required' : 'invalid';
  }
  return errors;
}
