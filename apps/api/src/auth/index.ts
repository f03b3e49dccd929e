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
export { Public, IS_PUBLIC_KEY } from './public.decorator.js';
export { CurrentPrincipal } from './current-principal.decorator.js';
export { claimsFromProfile, profileFromClaims } from './identity-claims.js';
export { unauthorized } from './token-verifier.js';
