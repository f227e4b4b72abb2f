export { createDemoUsers, DEFAULT_DEMO_PASSWORD, DEMO_USERS } from './demo/demoUsers';
export { FAILURES_PER_ADDRESS, FAILURES_PER_EMAIL } from './login/loginAttempts';
export { inProcessLimiters } from './login/limiters';
export type { LimiterFactory, LimitRule } from './login/limiters';
export { WRONG_CREDENTIALS_MESSAGE } from './login/loginPage';
export { recordedEmail } from './login/signInEvents';
export type { SignInEvent, SignInEventListener } from './login/signInEvents';
export { mountIdentity } from './mountIdentity';
export { purgeExpiredModels } from './provider/databaseAdapter';
export {
  API_RESOURCE_INDICATOR,
  createIdentityProvider,
  IDENTITY_MOUNT_PATH,
  SHELL_CLIENT_ID,
  SHELL_SCOPE,
} from './provider/identityProvider';
export type { IdentityProviderOptions } from './provider/identityProvider';
export { loadProviderSecrets, publicKeySet } from './provider/providerSecrets';
export type { ProviderSecrets } from './provider/providerSecrets';
export { createUserDirectory, UserDirectoryError } from './users/userDirectory';
export type {
  IdentityUser,
  InTransaction,
  UserDirectory,
  UserDirectoryErrorCode,
  UserFields,
  UserPrecondition,
  UserWriteHook,
} from './users/userDirectory';
export { CONCURRENT_PASSWORD_HASHES, hashPassword } from './users/passwordHash';
export { passwordWeakness, STRONG_PASSWORD_MIN_LENGTH } from './users/passwordStrength';
