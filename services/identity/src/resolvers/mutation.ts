import type { IdentityContext } from '../context';

type Args<T> = T;

/** Thin: each mutation hands its input to the owning service and passes session cookies on. */
export const Mutation = {
  signUp: async (_: unknown, { input }: Args<{ input: unknown }>, { accounts, session }: IdentityContext) => {
    const { user, cookies } = await accounts.signUp(input);
    session.set(cookies);
    return user;
  },
  signIn: async (
    _: unknown,
    { email, password }: Args<{ email: string; password: string }>,
    { accounts, session, clientIp }: IdentityContext,
  ) => {
    const { user, cookies } = await accounts.signIn(email, password, clientIp);
    session.set(cookies);
    return user;
  },
  signOut: async (_: unknown, __: unknown, { sessions, session, refreshToken }: IdentityContext) => {
    await sessions.revoke(refreshToken);
    session.clear('user');
    return true;
  },
  refreshSession: async (_: unknown, __: unknown, { sessions, session, refreshToken }: IdentityContext) => {
    try {
      const { owner, cookies } = await sessions.refresh(refreshToken, 'user');
      session.set(cookies);
      return owner.kind === 'user' ? owner.user : null;
    } catch (error) {
      session.clear('user');
      throw error;
    }
  },
  updateDetails: (_: unknown, { input }: Args<{ input: unknown }>, { accounts, viewer }: IdentityContext) =>
    accounts.updateDetails(viewer, input),
  requestEmailChange: async (
    _: unknown,
    __: unknown,
    { emailChanges, viewer, ipLimits, clientIp }: IdentityContext,
  ) => {
    ipLimits.check('reset', clientIp);
    await emailChanges.request(viewer);
    return true;
  },
  changeEmail: (
    _: unknown,
    args: { token: string; newEmail: string; confirmNewEmail: string },
    { emailChanges, viewer, ipLimits, clientIp }: IdentityContext,
  ) => {
    ipLimits.check('token', clientIp);
    return emailChanges.change(viewer, args);
  },
  updateProfilePhoto: (
    _: unknown,
    { photo }: Args<{ photo: { fileName: string; base64: string } }>,
    { photos, viewer }: IdentityContext,
  ) => photos.update(viewer, photo),
  updatePhone: (_: unknown, { mobileNumber }: Args<{ mobileNumber: string }>, { accounts, viewer }: IdentityContext) =>
    accounts.updatePhone(viewer, mobileNumber),
  updateAddress: (_: unknown, { input }: Args<{ input: unknown }>, { accounts, viewer }: IdentityContext) =>
    accounts.updateAddress(viewer, input),
  requestDevicePin: async (_: unknown, __: unknown, { devices, viewer, ipLimits, clientIp }: IdentityContext) => {
    ipLimits.check('pin', clientIp);
    await devices.requestPin(viewer);
    return true;
  },
  verifyDevice: (
    _: unknown,
    { pin }: Args<{ pin: string }>,
    { devices, viewer, ipLimits, clientIp }: IdentityContext,
  ) => {
    ipLimits.check('pin', clientIp);
    return devices.verify(viewer, pin);
  },
  updateLanguage: (_: unknown, { language }: Args<{ language: string }>, { accounts, viewer }: IdentityContext) =>
    accounts.updateLanguage(viewer, language),
  skipIdentityCheck: (_: unknown, __: unknown, { accounts, viewer }: IdentityContext) =>
    accounts.skipIdentityCheck(viewer),
};
