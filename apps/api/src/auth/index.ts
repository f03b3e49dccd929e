/** The auth slice's public surface. */
export * from './auth.port.js';
export { AuthModule, type AuthModuleRegistration } from './auth.module.js';
export {
  OidcProviderService,
  SIGN_IN_CLOCK,
  type MountTarget,
  type SignInClock,
} from './oidc-provider.service.js';
export { JwtAuthGuard } from './jwt-auth.guard.js';
export {
  Public,
  IS_PUBLIC_KEY,
  KIOSK_ONLY_KEY,
  KIOSK_OPERATION_EXTENSION,
  KIOSK_SECURITY_SCHEME,
} from './public.decorator.js';
export { SignInThrottle, SIGN_IN_THROTTLE_DEFAULTS } from './sign-in-throttle.js';
export { CurrentPrincipal } from './current-principal.decorator.js';
export { claimsFromProfile, profileFromClaims } from './identity-claims.js';
export { unauthorized } from './token-verifier.js';
