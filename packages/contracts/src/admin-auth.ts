import { z } from 'zod';

import { staffLanguages, staffRoles } from './admin-permissions.ts';

/*
 * Staff of the back office (docs/decisions/014-back-office.md). Staff accounts are separate from
 * customer accounts; what each role may do is the permission table of admin-permissions.ts.
 */

const email = z.string().trim().toLowerCase().email('must be an e-mail address').max(254);
/** At least 12 characters (NIST SP 800-63B: length, not composition rules). */
export const staffPasswordSchema = z
  .string()
  .min(12, 'must be at least 12 characters')
  .max(200, 'must be at most 200 characters');
export const totpCodeSchema = z
  .string()
  .trim()
  .regex(/^\d{6}$/, 'must be the 6 digits your authenticator app shows');

export const staffMemberSchema = z
  .object({
    id: z.number().int(),
    email: z.string(),
    name: z.string(),
    role: z.enum(staffRoles),
    language: z.enum(staffLanguages),
    totp_enabled: z.boolean(),
    /** An owner without two-factor may do nothing but turn it on. */
    totp_required: z.boolean(),
  })
  .meta({ id: 'StaffMember' });
export type StaffMember = z.infer<typeof staffMemberSchema>;

export const staffLoginRequestSchema = z.object({
  email,
  password: z.string().min(1, 'is required').max(200),
  totp: totpCodeSchema.optional(),
});

export const staffSessionResponseSchema = z
  .object({
    staff: staffMemberSchema,
    /** Send it back in the x-csrf-token header with every write. */
    csrf_token: z.string(),
    expires_at: z.string(),
  })
  .meta({ id: 'StaffSession' });
export type StaffSessionResponse = z.infer<typeof staffSessionResponseSchema>;

export const totpSetupResponseSchema = z.object({
  /** Base32, for typing into an authenticator app. */
  secret: z.string(),
  otpauth_url: z.string(),
  /** The otpauth URL as a QR code (SVG markup). */
  qr_svg: z.string(),
});
export type TotpSetupResponse = z.infer<typeof totpSetupResponseSchema>;

export const totpEnableRequestSchema = z.object({ code: totpCodeSchema });
export const totpDisableRequestSchema = z.object({ password: z.string().min(1, 'is required').max(200) });

export const passwordChangeRequestSchema = z.object({
  current_password: z.string().min(1, 'is required').max(200),
  new_password: staffPasswordSchema,
});

export const staffProfileRequestSchema = z
  .object({
    name: z.string().trim().min(1, 'is required').max(200).optional(),
    language: z.enum(staffLanguages).optional(),
  })
  .refine((value) => value.name !== undefined || value.language !== undefined, 'change name or language');

export const invitationAcceptRequestSchema = z.object({
  token: z.string().trim().min(20).max(100),
  password: staffPasswordSchema,
});

export const okResponseSchema = z.object({ ok: z.literal(true) });
