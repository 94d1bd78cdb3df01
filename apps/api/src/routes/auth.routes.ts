import {
  changePasswordRequestSchema,
  loginLinkRequestSchema,
  loginRequestSchema,
  logoutRequestSchema,
  passwordResetConfirmSchema,
  passwordResetRequestSchema,
  refreshRequestSchema,
  registerRequestSchema,
  tokenLoginRequestSchema,
  updateProfileRequestSchema,
  verifyEmailRequestSchema,
} from '@shop/contracts/auth';
import { storeQuerySchema } from '@shop/contracts/store-query';
import { getStore } from '@shop/domain/stores';
import type { FastifyPluginAsync } from 'fastify';
import type { ApiRouteDependencies } from '../app.ts';
import {
  accountScope,
  changePassword,
  confirmPasswordReset,
  loginWithPassword,
  registerAccount,
  requestLoginLink,
  requestPasswordReset,
  verifyEmail,
} from '../auth/accounts.ts';
import { readProfile, updateProfile } from '../auth/profile.ts';
import { sessionRefusals } from '../auth/session-refusals.ts';
import { endSession, refreshSession } from '../auth/sessions.ts';
import { exchangeLinkToken } from '../auth/token-login.ts';
import { AppError, badRequest } from '../errors.ts';
import { parseInput } from '../http/parse.ts';
import { rateLimited } from '../http/rate-limited.ts';
import { findCustomerById } from '../repositories/customers.repository.ts';

const outcomeErrors = {
  INVALID_CREDENTIALS: new AppError('INVALID_CREDENTIALS', 401, 'Wrong e-mail address or password'),
  EMAIL_NOT_VERIFIED: new AppError(
    'EMAIL_NOT_VERIFIED',
    403,
    'Confirm your e-mail address first: follow the link we sent you',
  ),
  ...sessionRefusals,
  LINK_TOKEN_INVALID: new AppError(
    'LINK_TOKEN_INVALID',
    401,
    'The login link is not valid, was used or has expired: ask for a new one or sign in',
  ),
} as const;

const accountGone = new AppError('UNAUTHENTICATED', 401, 'The account no longer exists');

/** Spec 7: POST /api/auth/login, POST /api/auth/refresh, GET /api/auth/profile, and the account flows. */
export function authRoutes({ database, config, auth }: ApiRouteDependencies): FastifyPluginAsync {
  return async (api) => {
    const deps = { db: database.db, config, log: api.log };

    api.post('/auth/login', async (request) => {
      parseInput(storeQuerySchema, request.query, 'query');
      const body = parseInput(loginRequestSchema, request.body, 'body');
      const outcome = await loginWithPassword(deps, { ...body, address: request.ip });
      if (!outcome.ok) throw outcomeErrors[outcome.code];
      return outcome.tokens;
    });

    api.post('/auth/refresh', async (request) => {
      parseInput(storeQuerySchema, request.query, 'query');
      const body = parseInput(refreshRequestSchema, request.body, 'body');
      const outcome = await refreshSession(
        database.db,
        config.secret,
        {
          token: body.refresh_token,
          kind: 'account',
          scopeOf: async (customerId) => {
            const customer = await findCustomerById(database.db, customerId);
            return customer ? accountScope(customer) : null;
          },
        },
        new Date(),
      );
      if (!outcome.ok) throw outcomeErrors[outcome.code];
      return outcome.tokens;
    });

    api.post('/auth/token-login', async (request) => {
      parseInput(storeQuerySchema, request.query, 'query');
      const body = parseInput(tokenLoginRequestSchema, request.body, 'body');
      const outcome = await exchangeLinkToken(database.db, config.secret, body.token, new Date());
      if (!outcome.ok) throw outcomeErrors[outcome.code];
      return outcome.tokens;
    });

    api.post('/auth/logout', async (request) => {
      parseInput(storeQuerySchema, request.query, 'query');
      const body = parseInput(logoutRequestSchema, request.body, 'body');
      const ended = await endSession(database.db, body.refresh_token, new Date());
      if (ended) auth.forgetSessions([ended]);
      return { ok: true };
    });

    api.get('/auth/profile', async (request) => {
      parseInput(storeQuerySchema, request.query, 'query');
      const claims = await auth.requireAccount(request);
      const profile = await readProfile(database.db, claims.sub);
      if (!profile) throw accountGone;
      return profile;
    });

    api.patch('/auth/profile', async (request, reply) => {
      const { locale } = parseInput(storeQuerySchema, request.query, 'query');
      const claims = await auth.requireAccount(request);
      const changes = parseInput(updateProfileRequestSchema, request.body, 'body');
      const outcome = await updateProfile(
        database.db,
        { customerId: claims.sub, changes, store: getStore(locale, config.domains) },
        new Date(),
      );
      if (!outcome.ok) {
        if (outcome.code === 'ACCOUNT_GONE') throw accountGone;
        const summary = outcome.issues.map((issue) => `${issue.path}: ${issue.message}`).join('; ');
        throw badRequest(`Invalid body: ${summary}`, outcome.issues);
      }
      reply.header('cache-control', 'no-store');
      return outcome.profile;
    });

    api.post('/auth/register', async (request, reply) => {
      const { locale } = parseInput(storeQuerySchema, request.query, 'query');
      const body = parseInput(registerRequestSchema, request.body, 'body');
      const outcome = await registerAccount(deps, { ...body, locale, address: request.ip });
      if (!outcome.ok) {
        if (outcome.code === 'RATE_LIMITED') throw rateLimited(reply, outcome.retryAfterSeconds);
        throw new AppError('EMAIL_TAKEN', 409, 'An account with this e-mail address already exists');
      }
      reply.status(201);
      return { ok: true };
    });

    api.post('/auth/verify-email', async (request) => {
      parseInput(storeQuerySchema, request.query, 'query');
      const body = parseInput(verifyEmailRequestSchema, request.body, 'body');
      if (!(await verifyEmail(deps, body.token))) {
        throw new AppError('LINK_INVALID', 400, 'The link is not valid or has expired');
      }
      return { ok: true };
    });

    api.post('/auth/password-reset', async (request, reply) => {
      const { locale } = parseInput(storeQuerySchema, request.query, 'query');
      const body = parseInput(passwordResetRequestSchema, request.body, 'body');
      const outcome = await requestPasswordReset(deps, { email: body.email, locale, address: request.ip });
      if (!outcome.ok) throw rateLimited(reply, outcome.retryAfterSeconds);
      reply.status(202);
      return { ok: true };
    });

    api.post('/auth/login-link', async (request, reply) => {
      const { locale } = parseInput(storeQuerySchema, request.query, 'query');
      const body = parseInput(loginLinkRequestSchema, request.body, 'body');
      const outcome = await requestLoginLink(deps, { email: body.email, locale, address: request.ip });
      if (!outcome.ok) throw rateLimited(reply, outcome.retryAfterSeconds);
      reply.status(202);
      return { ok: true };
    });

    api.post('/auth/password-reset/confirm', async (request) => {
      parseInput(storeQuerySchema, request.query, 'query');
      const body = parseInput(passwordResetConfirmSchema, request.body, 'body');
      if (!(await confirmPasswordReset(deps, body.token, body.password))) {
        throw new AppError('LINK_INVALID', 400, 'The link is not valid or has expired');
      }
      return { ok: true };
    });

    api.post('/auth/change-password', async (request) => {
      parseInput(storeQuerySchema, request.query, 'query');
      const claims = await auth.requireAccount(request);
      const body = parseInput(changePasswordRequestSchema, request.body, 'body');
      const changed = await changePassword(deps, {
        customerId: claims.sub,
        currentPassword: body.current_password,
        newPassword: body.new_password,
        keepSession: claims.fam,
      });
      if (!changed) throw new AppError('INVALID_CREDENTIALS', 400, 'The current password is wrong');
      auth.forgetSessions();
      return { ok: true };
    });
  };
}
