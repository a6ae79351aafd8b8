import type { IdentityContext } from '../context';

type ResetArgs = { email: string; token: string; newPassword: string; confirmNewPassword: string };

export const passwordMutations = {
  requestPasswordReset: async (
    _: unknown,
    { email }: { email: string },
    { passwords, ipLimits, clientIp }: IdentityContext,
  ) => {
    ipLimits.check('reset', clientIp);
    await passwords.requestReset('user', email);
    return true;
  },
  resetPassword: async (_: unknown, args: ResetArgs, { passwords, ipLimits, clientIp }: IdentityContext) => {
    ipLimits.check('token', clientIp);
    await passwords.reset('user', args, clientIp);
    return true;
  },
  changePassword: async (
    _: unknown,
    args: Record<string, unknown>,
    { passwords, viewer, refreshToken }: IdentityContext,
  ) => {
    await passwords.changeCustomerPassword(viewer, args, refreshToken);
    return true;
  },
  requestAdminPasswordReset: async (
    _: unknown,
    { email }: { email: string },
    { passwords, ipLimits, clientIp }: IdentityContext,
  ) => {
    ipLimits.check('reset', clientIp);
    await passwords.requestReset('admin', email);
    return true;
  },
  resetAdminPassword: async (_: unknown, args: ResetArgs, { passwords, ipLimits, clientIp }: IdentityContext) => {
    ipLimits.check('token', clientIp);
    await passwords.reset('admin', args, clientIp);
    return true;
  },
};
