import { refreshFailureEndsSession } from '../auth/session.service';
import type { MutationResolvers } from '../generated/resolvers';

/** Thin: each mutation hands its input to the owning service and passes session cookies on. */
export const Mutation: MutationResolvers = {
  signUp: async (_, { input }, { accounts, session }) => {
    const { user, cookies } = await accounts.signUp(input);
    session.set(cookies);
    return user;
  },
  signIn: async (_, { email, password }, { accounts, session, clientIp }) => {
    const { user, cookies } = await accounts.signIn(email, password, clientIp);
    session.set(cookies);
    return user;
  },
  signOut: async (_, __, { sessions, session, refreshToken }) => {
    await sessions.revoke(refreshToken);
    session.clear('user');
    return true;
  },
  refreshSession: async (_, __, { sessions, session, refreshToken }) => {
    try {
      const { owner, cookies } = await sessions.refresh(refreshToken, 'user');
      session.set(cookies);
      return owner.user;
    } catch (error) {
      if (refreshFailureEndsSession(error)) session.clear('user');
      throw error;
    }
  },
  updateDetails: (_, { input }, { accounts, viewer }) => accounts.updateDetails(viewer, input),
  requestEmailChange: async (_, __, { emailChanges, viewer, ipLimits, clientIp }) => {
    await ipLimits.check('reset', clientIp);
    await emailChanges.request(viewer);
    return true;
  },
  changeEmail: async (_, args, { emailChanges, viewer, ipLimits, clientIp }) => {
    await ipLimits.check('token', clientIp);
    return emailChanges.change(viewer, args);
  },
  updateProfilePhoto: (_, { photo }, { photos, viewer }) => photos.update(viewer, photo),
  updatePhone: (_, { mobileNumber }, { accounts, viewer }) => accounts.updatePhone(viewer, mobileNumber),
  updateAddress: (_, { input }, { accounts, viewer }) => accounts.updateAddress(viewer, input),
  requestDevicePin: async (_, __, { devices, viewer, ipLimits, clientIp }) => {
    await ipLimits.check('pin', clientIp);
    await devices.requestPin(viewer);
    return true;
  },
  verifyDevice: async (_, { pin }, { devices, viewer, ipLimits, clientIp }) => {
    await ipLimits.check('pin', clientIp);
    return devices.verify(viewer, pin);
  },
  updateLanguage: (_, { language }, { accounts, viewer }) => accounts.updateLanguage(viewer, language),
  skipIdentityCheck: (_, __, { accounts, viewer }) => accounts.skipIdentityCheck(viewer),
};
