/**
 * Hooks the accounts issue fills in. The shell owns the login and change-password dialogs and
 * the special query parameters; what a login does (the API, tokens, the token query) belongs to
 * the accounts work. Until a handler is registered, the dialogs say that this part is not open
 * yet, rather than pretend to log in.
 */
export interface LoginRequest {
  readonly email: string;
  readonly password: string;
}

export interface ChangePasswordRequest {
  readonly password: string;
  /** The logged-in change asks for the current password (spec 7). */
  readonly current_password?: string;
  /** The reset-link variant (`?change_password=<token>`): the link's token instead. */
  readonly reset_token?: string;
}

/** A handler's answer: ok, or a message to show in the dialog. */
export type AccountResult = { readonly ok: true } | { readonly ok: false; readonly message: string };

export interface AccountHandlers {
  login?: (request: LoginRequest) => Promise<AccountResult>;
  changePassword?: (request: ChangePasswordRequest) => Promise<AccountResult>;
  /** Spec 2: `token` logs in as the my-account login, clears checkout, opens the orders page. */
  loginWithToken?: (token: string) => Promise<void>;
}

export const accountHandlers: AccountHandlers = {};

export function registerAccountHandlers(handlers: AccountHandlers): void {
  Object.assign(accountHandlers, handlers);
}
