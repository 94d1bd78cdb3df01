import type { StaffLanguage } from '@shop/contracts/admin-permissions';
import { en, type Messages } from './en.ts';
import { sv } from './sv.ts';

const catalogues: Readonly<Record<StaffLanguage, Messages>> = { en, sv };

export function messagesFor(language: StaffLanguage): Messages {
  return catalogues[language];
}

/** The text of an API error code in the member's language, or the server's own message. */
export function errorText(
  messages: Messages,
  error: { readonly code: string; readonly message: string },
): string {
  return Object.hasOwn(messages.errors, error.code)
    ? messages.errors[error.code as keyof Messages['errors']]
    : error.message;
}

/** The label of a code the contracts type as a plain string (a payment method): the code itself when unknown. */
export function labelOf(labels: Readonly<Record<string, string>>, code: string): string {
  return Object.hasOwn(labels, code) ? (labels[code] ?? code) : code;
}
