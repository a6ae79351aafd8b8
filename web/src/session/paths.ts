/** The sign-in, sign-up and signed-in paths the guards and forms send customers to (specification §2). */
export const PATHS = {
  signIn: '/signin.html',
  signUp: '/signup.html',
  passwordReset: '/password.html',
  userHome: '/user/index.html',
  account: '/user/auth/index.html',
  profile: '/user/auth/profile.html',
  phone: '/user/auth/phone.html',
  address: '/user/auth/address.html',
  email: '/user/auth/email.html',
  photo: '/user/auth/photo.html',
  changePassword: '/user/auth/password.html',
  verification: '/user/auth/verification.html',
  referrals: '/user/referrals/list.html',
  signupDetails: '/user/auth/signup/step2.html',
  signupDevice: '/user/auth/signup/step3.html',
  signupIdentity: '/user/auth/signup/step4.html',
} as const;
