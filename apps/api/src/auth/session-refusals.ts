import { AppError } from '../errors.ts';

/** The refusals both login strategies share: refresh-token failures and the attempt limit. */
export const sessionRefusals = {
  RATE_LIMITED: new AppError(
    'RATE_LIMITED',
    429,
    'Too many failed login attempts: wait 15 minutes and try again',
  ),
  REFRESH_INVALID: new AppError('REFRESH_INVALID', 401, 'The refresh token is not valid: sign in again'),
  REFRESH_EXPIRED: new AppError('REFRESH_EXPIRED', 401, 'The refresh token has expired: sign in again'),
  REFRESH_REUSED: new AppError(
    'REFRESH_REUSED',
    401,
    'The refresh token was already used; every session of it is ended: sign in again',
  ),
} as const;
