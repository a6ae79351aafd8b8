/** Client plumbing shared by the web and admin apps. */
export * from './api-errors';
export * from './use-form-action';
export * from './session-refresh-link';
export * from './request-id';
export * from './form-fields';
export * from './success-box';
