import type { MutationResolvers } from '../generated/resolvers';

export const passwordMutations: MutationResolvers = {
  requestPasswordReset: async (_, { email }, { passwords, ipLimits, clientIp }) => {
    await ipLimits.check('reset', clientIp);
    await passwords.requestReset('user', email);
    return true;
  },
  resetPassword: async (_, args, { passwords, ipLimits, clientIp }) => {
    await ipLimits.check('token', clientIp);
    await passwords.reset('user', args, clientIp);
    return true;
  },
  changePassword: async (_, args, { passwords, viewer, refreshToken }) => {
    await passwords.changeCustomerPassword(viewer, args, refreshToken);
    return true;
  },
  requestAdminPasswordReset: async (_, { email }, { passwords, ipLimits, clientIp }) => {
    await ipLimits.check('reset', clientIp);
    await passwords.requestReset('admin', email);
    return true;
  },
  resetAdminPassword: async (_, args, { passwords, ipLimits, clientIp }) => {
    await ipLimits.check('token', clientIp);
    await passwords.reset('admin', args, clientIp);
    return true;
  },
};
