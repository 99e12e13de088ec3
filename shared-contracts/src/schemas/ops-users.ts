/**
 * Wire shapes of the ops accounts (`/api/v1/backoffice/auth/*`, `/api/v1/backoffice/ops-users`).
 * Usernames are 3-40 of a-z 0-9 . _ - (stored lower-case); passwords 12-200 characters.
 */
import { z } from 'zod';

/** The ops roles (the api's `ops-accounts/ops-roles.ts` says what each may do). */
export const OPS_ROLE_NAMES = ['admin', 'operator', 'auditor'] as const;

export const opsRole = z.enum(OPS_ROLE_NAMES, {
  message: `role must be one of ${OPS_ROLE_NAMES.join(', ')}`,
});
export type OpsRoleName = z.infer<typeof opsRole>;

export const opsUsername = z
  .string({ message: 'username is required' })
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9._-]{3,40}$/, 'username must be 3-40 of a-z, 0-9, ".", "_" or "-"');

export const opsPassword = z
  .string({ message: 'password is required' })
  .min(12, 'password must be at least 12 characters')
  .max(200, 'password must be at most 200 characters');

/** POST backoffice/ops-users: role defaults to admin for the bootstrap (which may create only an admin). */
export const createOpsUserBody = z.strictObject({
  username: opsUsername,
  password: opsPassword,
  role: opsRole.optional(),
});
export type CreateOpsUserBody = z.input<typeof createOpsUserBody>;

/** POST backoffice/auth/login. */
export const opsLoginBody = z.strictObject({
  username: z.string({ message: 'username is required' }).max(100, 'username is too long'),
  password: z.string({ message: 'password is required' }).max(200, 'password is too long'),
});

export const opsLoginData = z.object({
  token: z.string(),
  expires_at: z.string(),
  username: z.string(),
  role: opsRole,
});
export type OpsLoginData = z.infer<typeof opsLoginData>;

export const opsUserData = z.object({
  id: z.string(),
  username: z.string(),
  role: opsRole,
  /** The creating admin's username; null = the bootstrap token. */
  created_by: z.string().nullable(),
  created_at: z.string(),
  disabled_at: z.string().nullable(),
  locked_until: z.string().nullable(),
  last_login_at: z.string().nullable(),
  /**
   * pending: waiting for a second admin's approval (cannot log in or act); approved; rejected (final).
   * `created_by` asked; `decided_by` approved or rejected it, at `decided_at` (null: created directly).
   */
  approval: z.enum(['pending', 'approved', 'rejected']),
  decided_by: z.string().nullable(),
  decided_at: z.string().nullable(),
});
export type OpsUserData = z.infer<typeof opsUserData>;

/** GET backoffice/auth/me. */
export const opsMeData = z.object({ id: z.string(), username: z.string(), role: opsRole });
export type OpsMeData = z.infer<typeof opsMeData>;
