import { Delete, Get, HttpCode, Post, Put } from '@nestjs/common';
import type { z } from 'zod';
import type { CommandContext } from '@ambient/event-sourcing';
import type { Principal } from '../auth/auth.port.js';
import { CurrentPrincipal } from '../auth/current-principal.decorator.js';
import { Ctx } from '../common/request-context.js';
import { Answers, IdParam, ValidBody } from '../common/validation.js';
import { playlistDeletedAnswer, playlistItemsAddBody, playlistItemsDeleteBody } from './playlist-schemas.js';

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

/**
 * The routes two controllers of one playlist feature share, written once as the decorated methods
 * of `routes` and added to each controller that names them, as its own methods after its body's:
 * its operation ids (`<Controller>_<method>`), its routes' order and the authorization matrix read
 * as if they were written in it. A route's metadata is copied with it: the method's own (path,
 * answers, reflected parameter types) and its parameters', which Nest keeps on the class.
 */
export function SharedRoutes(routes: abstract new (...args: never[]) => object): ClassDecorator {
  return (target) => {
    for (const name of Object.getOwnPropertyNames(routes.prototype)) {
      if (name === 'constructor') continue;
      Object.defineProperty(target.prototype, name, Object.getOwnPropertyDescriptor(routes.prototype, name)!);
      for (const [from, to] of [
        [routes.prototype, target.prototype],
        [routes, target],
      ] as const) {
        for (const key of Reflect.getOwnMetadataKeys(from, name))
          Reflect.defineMetadata(key, Reflect.getOwnMetadata(key, from, name), to, name);
      }
    }
  };
}

/** What a feature's items controller does behind the item routes, each after its scope's checks. */
export interface PlaylistItemCommands<B> {
  /** Adds the media to the playlist (one already there is not added twice); the new items. */
  addItems(
    principal: Principal,
    playlistId: number,
    mediaItemIds: number[],
    context: CommandContext,
  ): Promise<B[]>;
  /** Removes the items (all or none); their ids. */
  removeItems(principal: Principal, itemIds: number[], context: CommandContext): Promise<number[]>;
}

/** How a feature's item routes differ: how many media one add takes, and the new items' answer. */
export interface PlaylistItemsConfig {
  perAdd: number;
  added: z.ZodType;
}

/**
 * The item routes of a playlist made of media items (albums, community playlists), for
 * `SharedRoutes`: `POST bulk` adds media from the selector and answers the new items, `POST
 * delete` removes the selected items and `DELETE :id` one.
 */
export function playlistItemRoutes<B>(config: PlaylistItemsConfig) {
  const deleted = playlistDeletedAnswer();
  abstract class PlaylistItemRoutes implements PlaylistItemCommands<B> {
    abstract addItems: PlaylistItemCommands<B>['addItems'];
    abstract removeItems: PlaylistItemCommands<B>['removeItems'];

    @PlaylistCreate('bulk', playlistItemsAddBody(config.perAdd), config.added)
    async add(
      body: { playlistId: number; mediaItemIds: number[] },
      principal: Principal,
      context: CommandContext,
    ): Promise<{ playlistBlobs: B[] }> {
      return { playlistBlobs: await this.addItems(principal, body.playlistId, body.mediaItemIds, context) };
    }

    @PlaylistCreate('delete', playlistItemsDeleteBody(), deleted)
    async removeMany(
      body: { playlistBlobIds: number[] },
      principal: Principal,
      context: CommandContext,
    ): Promise<{ deletedIds: number[] }> {
      return { deletedIds: await this.removeItems(principal, body.playlistBlobIds, context) };
    }

    @PlaylistDelete(deleted)
    async remove(
      id: number,
      principal: Principal,
      context: CommandContext,
    ): Promise<{ deletedIds: number[] }> {
      return { deletedIds: await this.removeItems(principal, [id], context) };
    }
  }
  return PlaylistItemRoutes;
}
