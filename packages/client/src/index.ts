/** Client plumbing shared by the web and admin apps. */
export * from './api-errors';
export * from './use-form-action';
export * from './use-debounced-input-query';
export * from './session-refresh-link';
export * from './request-id';
export * from './form-fields';
export * from './success-box';
export * from './auth-forms/auth-forms-app';
export * from './auth-forms/use-sign-in-and-go-home';
export * from './auth-forms/sign-in-form';
export * from './auth-forms/password-reset-setup';
export * from './auth-forms/password-reset-steps';
export * from './contract-status-badge';
export * from './unavailable';
