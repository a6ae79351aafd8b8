import { z } from 'zod';
import { identityError } from '../errors';
import { emailAddress, parseInput, PASSWORD_MIN_LENGTH, TEXT_MAX_LENGTH } from '../accounts/input-rules';

export const ADMIN_ROLES = ['SUPERADMIN', 'OPERATOR', 'COMPLIANCE', 'ACCOUNTANT', 'TRADING_DESK'] as const;
export type AdminRoleName = (typeof ADMIN_ROLES)[number];

const name = z.string().trim().min(1, 'is required').max(100, 'must be at most 100 characters');
const password = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(TEXT_MAX_LENGTH, `must be at most ${TEXT_MAX_LENGTH} characters`);

const createSchema = z.object({
  email: emailAddress,
  firstName: name,
  lastName: name,
  password,
  roles: z.array(z.enum(ADMIN_ROLES)).min(1, 'needs at least one role'),
});
const accountSchema = z.object({ email: emailAddress, firstName: name, lastName: name });
const passwordChangeSchema = z.object({
  password: z.string().max(TEXT_MAX_LENGTH),
  newPassword: password,
  confirmNewPassword: z.string().max(TEXT_MAX_LENGTH),
});

export function parseCreateAdmin(input: unknown) {
  const parsed = parseInput(createSchema, input);
  return { ...parsed, roles: [...new Set(parsed.roles)] };
}
export const parseAdminAccount = (input: unknown) => parseInput(accountSchema, input);

export function parsePasswordChange(input: unknown) {
  const parsed = parseInput(passwordChangeSchema, input);
  if (parsed.newPassword !== parsed.confirmNewPassword)
    throw identityError('PASSWORDS_DIFFER', 'The new password and its confirmation differ', {
      fields: [{ field: 'confirmNewPassword', problem: 'must match newPassword' }],
    });
  return parsed;
}

/** SUPERADMIN holds every role. */
export function hasRole(roles: string[], required: AdminRoleName): boolean {
  return roles.includes('SUPERADMIN') || roles.includes(required);
}
