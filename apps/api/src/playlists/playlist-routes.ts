import { Delete, Get, HttpCode, Post, Put } from '@nestjs/common';
import type { z } from 'zod';
import { CurrentPrincipal } from '../auth/current-principal.decorator.js';
import { Ctx } from '../common/request-context.js';
import { Answers, IdParam, ValidBody } from '../common/validation.js';

/**
 * The playlist kit's routes (decision 0109): each the decorators one endpoint of a playlist
 * feature repeats, its parameters in a fixed order, so a feature's controller says only its
 * schemas, its answers and what the endpoint does. Applied as TypeScript applies a handler's own
 * decorators: the parameters' from the last, then the method's from the bottom.
 */
function route(method: MethodDecorator[], parameters: ParameterDecorator[]): MethodDecorator {
  return (target, key, descriptor) => {
    parameters.forEach((_, index) => {
      const at = parameters.length - 1 - index;
      parameters[at]!(target, key, at);
    });
    for (const decorator of [...method].reverse()) decorator(target, key, descriptor);
  };
}

/** `GET path`: `(id, principal)`, the id named by `param`. */
export const PlaylistGet = (path: string, answer: z.ZodType, param = 'id'): MethodDecorator =>
  route([Get(path), Answers(answer)], [IdParam(param), CurrentPrincipal()]);

/** `POST` (answering 200): `(body, principal, context)`. */
export const PlaylistCreate = (
  path: string | undefined,
  body: z.ZodType,
  answer: z.ZodType,
): MethodDecorator =>
  route([Post(path), HttpCode(200), Answers(answer)], [ValidBody(body), CurrentPrincipal(), Ctx()]);

/** `PUT :id`: `(id, body, principal, context)`. */
export const PlaylistEdit = (body: z.ZodType, answer: z.ZodType): MethodDecorator =>
  route([Put(':id'), Answers(answer)], [IdParam(), ValidBody(body), CurrentPrincipal(), Ctx()]);

/** `PUT :id/cover-media/:mediaId`: `(id, mediaId, principal, context)`. */
export const PlaylistCover = (answer: z.ZodType): MethodDecorator =>
  route(
    [Put(':id/cover-media/:mediaId'), Answers(answer)],
    [IdParam(), IdParam('mediaId'), CurrentPrincipal(), Ctx()],
  );

/** `DELETE :id`: `(id, principal, context)`. */
export const PlaylistDelete = (answer: z.ZodType): MethodDecorator =>
  route([Delete(':id'), Answers(answer)], [IdParam(), CurrentPrincipal(), Ctx()]);
