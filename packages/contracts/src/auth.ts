import { z } from 'zod';

const email = z.string().trim().toLowerCase().email('must be an e-mail address').max(254);
const newPassword = z
  .string()
  .min(8, 'must be at least 8 characters')
  .max(200, 'must be at most 200 characters');

/** POST /api/auth/login (spec 7: payload not shown; we take e-mail and password). */
export const loginRequestSchema = z.object({
  email,
  password: z.string().min(1, 'is required').max(200),
});

/** The answer of every login and refresh, for both strategies (spec 7). */
export const tokensResponseSchema = z.object({
  access_token: z.string(),
  refresh_token: z.string(),
  token_type: z.literal('Bearer'),
  /** Spec 9: tokens last 3600 seconds. */
  expires_in: z.number().int(),
  scope: z.string(),
});

export const refreshRequestSchema = z.object({ refresh_token: z.string().min(1, 'is required').max(200) });

export const logoutRequestSchema = refreshRequestSchema;

/**
 * POST /api/auth/token-login: the one-time token of a mailed login link (`?token=`, spec 2), traded
 * once for a session. Only such a token is taken, never an access token.
 */
export const tokenLoginRequestSchema = z.object({
  token: z.string().trim().min(20, 'is not a login link token').max(100, 'is not a login link token'),
});

/** POST /api/auth/login-link: mail a one-time login link to the account's address. */
export const loginLinkRequestSchema = z.object({ email });

/** GET /api/auth/profile: the user (spec 3, User / auth), with the discount map by discount category. */
export const profileResponseSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  scope: z.string(),
  discounts: z.record(z.string(), z.number()),
});

/**
 * PATCH /api/auth/profile: the name and the phone number the customer keeps. The e-mail address
 * is the login and is not changed here. An empty phone number removes it; a given one must be a
 * mobile number of the request's store (spec 5), which the provider checks.
 */
export const updateProfileRequestSchema = z.strictObject(
  {
    name: z.string().trim().min(1, 'is required').max(200, 'must be at most 200 characters'),
    phone: z
      .string()
      .trim()
      .max(40, 'must be at most 40 characters')
      .nullable()
      .optional()
      .describe("A mobile number in the store's country format (spec 5); empty or null removes it."),
  },
  {
    error: (issue) => (issue.code === 'unrecognized_keys' ? 'only name and phone can be changed' : undefined),
  },
);

export const registerRequestSchema = z.object({
  email,
  password: newPassword,
  name: z.string().trim().min(1, 'is required').max(200),
  phone: z.string().trim().max(40).optional(),
});

export const verifyEmailRequestSchema = z.object({ token: z.string().min(1).max(200) });

export const passwordResetRequestSchema = z.object({ email });

export const passwordResetConfirmSchema = z.object({
  token: z.string().min(1).max(200),
  password: newPassword,
});

export const changePasswordRequestSchema = z.object({
  current_password: z.string().min(1, 'is required').max(200),
  new_password: newPassword,
});

/** POST /api/order-auth/login: the order number with the e-mail or the postal code of the order. */
/**
 * The order login (spec 4): the order number and the order's e-mail address. The postal code
 * alone is no proof: order numbers run in sequence and postal codes are few (issue 22, point 11);
 * when given as well, it must match too.
 */
export const orderLoginRequestSchema = z.object({
  order_number: z.string().trim().min(1, 'is required').max(40),
  email,
  postal_code: z.string().trim().min(1).max(20).optional(),
});

/** GET /api/order-auth/info: the single-order guest (spec 3: name, order_id, scope my-order). */
export const orderInfoResponseSchema = z.object({
  name: z.string(),
  order_id: z.number().int(),
  order_number: z.string(),
  scope: z.literal('my-order'),
});

export const acceptedResponseSchema = z.object({ ok: z.literal(true) });

export type LoginRequest = z.infer<typeof loginRequestSchema>;
export type TokensResponse = z.infer<typeof tokensResponseSchema>;
export type ProfileResponse = z.infer<typeof profileResponseSchema>;
export type UpdateProfileRequest = z.infer<typeof updateProfileRequestSchema>;
export type OrderInfoResponse = z.infer<typeof orderInfoResponseSchema>;
