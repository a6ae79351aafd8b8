export { IDENTITY_MIGRATIONS_DIR, IDENTITY_TYPE_DEFS, startIdentityService } from './service';
export { LIGHT_PASSWORD_COST, type PasswordHashCost } from './auth/passwords';
