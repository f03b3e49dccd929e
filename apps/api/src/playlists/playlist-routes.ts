import { Delete, Get, HttpCode, Post, Put } from '@nestjs/common';
import type { Command, CommandBus } from '@nestjs/cqrs';
import type { z } from 'zod';
import type { AlbumMediaFact, DomainError, Profile } from '@ambient/core';
import type { CommandContext } from '@ambient/event-sourcing';
import type { Principal } from '../auth/auth.port.js';
import { CurrentPrincipal } from '../auth/current-principal.decorator.js';
import { Ctx } from '../common/request-context.js';
import { Answers, IdParam, ValidBody, ValidQuery } from '../common/validation.js';
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

/**
 * A route's query string (Abby's `?locale=`, `?updateByUserId=`, `?isResident=`): after the path's
 * ids, before the body; none when absent.
 */
const queried = (query: z.ZodObject | undefined): ParameterDecorator[] => (query ? [ValidQuery(query)] : []);

/** `GET path`: `(id, principal)`, the id named by `param`; `(id, query, principal)` with a query. */
export const PlaylistGet = (
  path: string,
  answer: z.ZodType,
  param = 'id',
  query?: z.ZodObject,
): MethodDecorator =>
  route([Get(path), Answers(answer)], [IdParam(param), ...queried(query), CurrentPrincipal()]);

/** `POST` (answering 200): `(body, principal, context)`; `(query, body, principal, context)` with a query. */
export const PlaylistCreate = (
  path: string | undefined,
  body: z.ZodType,
  answer: z.ZodType,
  query?: z.ZodObject,
): MethodDecorator =>
  route(
    [Post(path), HttpCode(200), Answers(answer)],
    [...queried(query), ValidBody(body), CurrentPrincipal(), Ctx()],
  );

/** `PUT :id`: `(id, body, principal, context)`; `(id, query, body, principal, context)` with a query. */
export const PlaylistEdit = (body: z.ZodType, answer: z.ZodType, query?: z.ZodObject): MethodDecorator =>
  route(
    [Put(':id'), Answers(answer)],
    [IdParam(), ...queried(query), ValidBody(body), CurrentPrincipal(), Ctx()],
  );

/** `PUT :id/cover-media/:mediaId`: `(id, mediaId, principal, context)`. */
export const PlaylistCover = (answer: z.ZodType): MethodDecorator =>
  route(
    [Put(':id/cover-media/:mediaId'), Answers(answer)],
    [IdParam(), IdParam('mediaId'), CurrentPrincipal(), Ctx()],
  );

/** `DELETE :id`: `(id, principal, context)`; `(id, query, principal, context)` with a query. */
export const PlaylistDelete = (answer: z.ZodType, query?: z.ZodObject): MethodDecorator =>
  route([Delete(':id'), Answers(answer)], [IdParam(), ...queried(query), CurrentPrincipal(), Ctx()]);

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

/**
 * Who may do what with a feature's playlists, as its routes ask before anything else: outside the
 * caller's scope an owner or a playlist answers as a missing one (404, decision 0020).
 */
export interface PlaylistScope {
  /** The owner (a resident, a kiosk), when the caller may see it. */
  owner(profile: Profile, ownerId: number): Promise<number>;
  /** The playlist's owner, when the caller may see it. */
  playlist(profile: Profile, playlistId: number): Promise<number>;
  /** What the caller may know of these media items; one they may not read is told as a missing one. */
  mediaFacts(profile: Profile, mediaItemIds: readonly number[]): Promise<AlbumMediaFact[]>;
}

/** Where a feature reads one playlist with its entries (null once it is gone). */
export interface PlaylistDetails<D> {
  get(id: number): Promise<D | null>;
}

/** One playlist's answer, `{ playlist }` with its entries, or the feature's 404 once it is gone. */
export async function playlistAnswer<D>(
  reader: PlaylistDetails<D>,
  id: number,
  notFound: () => DomainError,
): Promise<{ playlist: D }> {
  const playlist = await reader.get(id);
  if (!playlist) throw notFound();
  return { playlist };
}

/** What a feature's playlist controller holds for the playlist routes. */
export interface PlaylistRoutesHost<D> {
  readonly commands: CommandBus;
  readonly reader: PlaylistDetails<D>;
  readonly scope: PlaylistScope;
}

/**
 * How a feature's playlist routes differ: its create and edit bodies, its answers, the owner a
 * create names, its 404, and its command messages (each its own type and fields).
 */
export interface PlaylistRoutesConfig<Create, Edit> {
  bodies: { create: z.ZodType<Create>; edit: z.ZodType<Edit> };
  answers: { one: z.ZodType; deleted: z.ZodType };
  ownerOf: (body: Create) => number;
  notFound: () => DomainError;
  messages: {
    /** Creates the playlist; its id. */
    create: (ownerId: number, body: Create, context: CommandContext) => Command<number>;
    edit: (id: number, body: Edit, context: CommandContext) => Command<void>;
    cover: (id: number, media: AlbumMediaFact, context: CommandContext) => Command<void>;
    delete: (id: number, context: CommandContext) => Command<void>;
  };
}

/**
 * The routes that change a playlist made of media items (albums, community playlists), for
 * `SharedRoutes`: `POST` creates one for an owner the caller may see, `PUT :id` edits it, `PUT
 * :id/cover-media/:mediaId` chooses its cover among the media the caller may read, and `DELETE
 * :id` deletes it; each first checks the caller may see the playlist, and answers it as it is
 * then (the delete, its id).
 */
export function playlistRoutes<Create, Edit>(config: PlaylistRoutesConfig<Create, Edit>) {
  /** Sends what `message` makes for a playlist the caller may see, then answers the playlist as it is. */
  async function changed(
    host: PlaylistRoutesHost<unknown>,
    principal: Principal,
    id: number,
    message: () => Command<void> | Promise<Command<void>>,
  ): Promise<{ playlist: unknown }> {
    await host.scope.playlist(principal.profile, id);
    await host.commands.execute(await message());
    return playlistAnswer(host.reader, id, config.notFound);
  }

  abstract class PlaylistRoutes implements PlaylistRoutesHost<unknown> {
    abstract readonly commands: CommandBus;
    abstract readonly reader: PlaylistDetails<unknown>;
    abstract readonly scope: PlaylistScope;

    @PlaylistCreate(undefined, config.bodies.create, config.answers.one)
    async create(
      body: Create,
      principal: Principal,
      context: CommandContext,
    ): Promise<{ playlist: unknown }> {
      const ownerId = await this.scope.owner(principal.profile, config.ownerOf(body));
      const id = await this.commands.execute(config.messages.create(ownerId, body, context));
      return playlistAnswer(this.reader, id, config.notFound);
    }

    @PlaylistEdit(config.bodies.edit, config.answers.one)
    edit(
      id: number,
      body: Edit,
      principal: Principal,
      context: CommandContext,
    ): Promise<{ playlist: unknown }> {
      return changed(this, principal, id, () => config.messages.edit(id, body, context));
    }

    /** The cover picker: a picture among the media the caller may read. */
    @PlaylistCover(config.answers.one)
    cover(
      id: number,
      mediaId: number,
      principal: Principal,
      context: CommandContext,
    ): Promise<{ playlist: unknown }> {
      return changed(this, principal, id, async () => {
        const [media] = await this.scope.mediaFacts(principal.profile, [mediaId]);
        return config.messages.cover(id, media!, context);
      });
    }

    @PlaylistDelete(config.answers.deleted)
    async remove(
      id: number,
      principal: Principal,
      context: CommandContext,
    ): Promise<{ deletedIds: number[] }> {
      await this.scope.playlist(principal.profile, id);
      await this.commands.execute(config.messages.delete(id, context));
      return { deletedIds: [id] };
    }
  }
  return PlaylistRoutes;
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
