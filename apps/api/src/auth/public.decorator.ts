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
