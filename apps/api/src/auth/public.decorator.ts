import { applyDecorators, SetMetadata } from '@nestjs/common';
import { ApiExtension } from '@nestjs/swagger';

export const IS_PUBLIC_KEY = 'auth:isPublic';

/** Marks a public operation in the OpenAPI document until `documentErrorAnswers` reads it. */
export const PUBLIC_OPERATION_EXTENSION = 'x-public';

/**
 * Lets a route (or every route of a controller) through the global JwtAuthGuard without a token;
 * the OpenAPI document then asks no bearer token of it and gives it no 401.
 */
export const Public = (): MethodDecorator & ClassDecorator =>
  applyDecorators(SetMetadata(IS_PUBLIC_KEY, true), ApiExtension(PUBLIC_OPERATION_EXTENSION, true));

/**
 * A route for kiosks (decision 0078): no person's token, the kiosk's own credential instead,
 * checked by the guard the route names. Marked so the OpenAPI document asks for the kiosk's
 * credential, not the bearer token, and the security suites know whose route it is.
 */
export const KIOSK_ONLY_KEY = 'auth:kioskOnly';
export const KIOSK_OPERATION_EXTENSION = 'x-kiosk';
/** The OpenAPI security scheme of kiosk routes: HTTP Basic, the serial and the secret. */
export const KIOSK_SECURITY_SCHEME = 'kiosk';
