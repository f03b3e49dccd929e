/**
 * `Idempotency-Key` on writes (issue 8, point 4; decision 0023). A client that sends a create,
 * times out and sends it again with the same key gets the first answer back instead of a second
 * resident, kiosk or organization. Keys belong to the signed-in caller and live one day.
 *
 * - The first request with a key claims it (one row, inserted before the handler runs); a
 *   success stores its answer; a refusal or failure frees the key, so a corrected retry may use
 *   it (a refused command appended nothing, there is nothing to protect).
 * - The same key with the same request answers the stored answer; with another request, 422;
 *   while the first is still running, 409; after an erasure of personal data forgot the answers,
 *   409 too (the request was done; reload to see it); after the data key was rotated, 409 (the
 *   requests cannot be compared: their fingerprints are keyed digests, decision 0115).
 * - An answer that holds a secret (a kiosk's new secret, a TeamViewer password shown to a super
 *   admin) is never stored: the key remembers the request was done, and a replay answers 409
 *   (decision 0099). `@Answers` marks such a route by itself, from its answer schema
 *   (`secretFieldsOf`); `@AnswerNotKept()` marks one whose secret the schema does not name.
 * - A kiosk's own routes key its retries too, under the kiosk (a resident's message sent again
 *   after a timeout is one message).
 */
import {
  Injectable,
  SetMetadata,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { catchError, concatMap, from, of, type Observable } from 'rxjs';
import { DataSource } from 'typeorm';
import { DomainError } from '@ambient/core';
import { DataKey, type SideWrite } from '@ambient/event-sourcing';
import type { Principal } from '../auth/auth.port.js';

export const IDEMPOTENCY_HEADER = 'idempotency-key';

/** How long a key is remembered. */
const KEY_LIFETIME = '1 day';
/** A claim without an answer this old belongs to a request whose process died: it is freed. */
const ABANDONED_AFTER = '5 minutes';
const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Printable ASCII, as HTTP header values are; long enough for a UUID or a hash. */
const KEY_SHAPE = /^[\x21-\x7e]{1,255}$/;

const ANSWER_NOT_KEPT = 'ambient:idempotency:answerNotKept';
/**
 * The route's answer holds a secret, a token or a password: a replay with its Idempotency-Key is
 * refused (409) instead of answered, for the answer is never stored (decision 0099).
 */
export const AnswerNotKept = () => SetMetadata(ANSWER_NOT_KEPT, true);

/** Whether the route (its handler, then its controller) is marked: what the interceptor honours. */
export const isAnswerNotKept = (
  reflector: Reflector,
  route: [
    handler: ReturnType<ExecutionContext['getHandler']>,
    controller: ReturnType<ExecutionContext['getClass']>,
  ],
): boolean => reflector.getAllAndOverride<boolean | undefined>(ANSWER_NOT_KEPT, route) === true;

/** A field a secret is answered in: text named `…secret`, `…password` or `…token` (or their plurals). */
const SECRET_NAME = /(secret|password|token)s?$/i;

/** The part of JSON Schema an answer schema walks through to reach its fields. */
interface SchemaNode {
  type?: string | string[];
  $ref?: string;
  properties?: Record<string, SchemaNode>;
  items?: SchemaNode;
  additionalProperties?: SchemaNode | boolean;
  anyOf?: SchemaNode[];
  oneOf?: SchemaNode[];
  allOf?: SchemaNode[];
}

/**
 * The fields of an answer schema (JSON Schema, as the OpenAPI document holds it) that hold a
 * secret, as paths (`kiosk.teamviewerPassword`): text fields whose name says secret, password or
 * token. A date named so (`lastPasswordReset`) or a flag (`hasPassword`) is none. `resolve` finds
 * what a `$ref` names. A route answering any is not kept, without anyone having to remember it.
 */
export function secretFieldsOf(
  schema: unknown,
  resolve: (ref: string) => unknown = () => undefined,
): string[] {
  const found = new Set<string>();
  const seen = new Set<unknown>();
  const holdsText = (node: SchemaNode | undefined): boolean =>
    node !== undefined &&
    ([node.type].flat().includes('string') ||
      [...(node.anyOf ?? []), ...(node.oneOf ?? []), ...(node.allOf ?? [])].some(holdsText) ||
      (node.$ref !== undefined && holdsText(resolve(node.$ref) as SchemaNode | undefined)));
  const walk = (node: SchemaNode | undefined, path: string): void => {
    if (node === undefined || typeof node !== 'object' || seen.has(node)) return;
    seen.add(node);
    if (node.$ref !== undefined) walk(resolve(node.$ref) as SchemaNode | undefined, path);
    for (const [name, field] of Object.entries(node.properties ?? {})) {
      const at = path === '' ? name : `${path}.${name}`;
      if (SECRET_NAME.test(name) && holdsText(field)) found.add(at);
      walk(field, at);
    }
    walk(node.items, `${path}[]`);
    if (typeof node.additionalProperties === 'object') walk(node.additionalProperties, `${path}{}`);
    for (const alternative of [...(node.anyOf ?? []), ...(node.oneOf ?? []), ...(node.allOf ?? [])])
      walk(alternative, path);
  };
  walk(schema as SchemaNode, '');
  return [...found];
}

type StoredAnswer = { body: unknown } | { withheld: true };
const WITHHELD: StoredAnswer = { withheld: true };

type Claim = { kind: 'claimed' } | { kind: 'stored'; fingerprint: string; answer: unknown };

/** The rows of `idempotency_keys`, per caller and key. */
@Injectable()
export class IdempotencyStore {
  constructor(private readonly dataSource: DataSource) {}

  /** Claims the key for a request, or answers what an earlier request with it left. */
  async claim(owner: string, key: string, fingerprint: string): Promise<Claim> {
    await this.dataSource.query(
      `DELETE FROM idempotency_keys WHERE owner = $1 AND (created_at < now() - interval '${KEY_LIFETIME}'
         OR (answer IS NULL AND created_at < now() - interval '${ABANDONED_AFTER}'))`,
      [owner],
    );
    const inserted: unknown[] = await this.dataSource.query(
      `INSERT INTO idempotency_keys (owner, key, fingerprint) VALUES ($1, $2, $3)
       ON CONFLICT (owner, key) DO NOTHING RETURNING key`,
      [owner, key, fingerprint],
    );
    if (inserted.length > 0) return { kind: 'claimed' };
    const rows: Array<{ fingerprint: string; answer: unknown }> = await this.dataSource.query(
      'SELECT fingerprint, answer FROM idempotency_keys WHERE owner = $1 AND key = $2',
      [owner, key],
    );
    const row = rows[0];
    // Freed between the two statements: claim it again.
    if (!row) return this.claim(owner, key, fingerprint);
    return { kind: 'stored', fingerprint: row.fingerprint, answer: row.answer };
  }

  /** Stores what a replay answers: the first answer's body, or that it was withheld. */
  async complete(owner: string, key: string, stored: StoredAnswer): Promise<void> {
    await this.dataSource.query('UPDATE idempotency_keys SET answer = $3 WHERE owner = $1 AND key = $2', [
      owner,
      key,
      JSON.stringify(stored),
    ]);
  }

  /**
   * Forgets every stored answer (kept, marked forgotten, so that a retry is still not done twice):
   * an answer may hold a person's data, and erasing a person leaves none of it anywhere.
   */
  forgetAnswers(): SideWrite {
    return async (db) => {
      await db.query(
        `UPDATE idempotency_keys SET answer = '{"forgotten": true}'::jsonb
          WHERE answer IS NOT NULL AND NOT answer ? 'forgotten'`,
      );
    };
  }

  async release(owner: string, key: string): Promise<void> {
    await this.dataSource.query('DELETE FROM idempotency_keys WHERE owner = $1 AND key = $2', [owner, key]);
  }
}

/**
 * What makes two requests the same: method, address and body, digested under the data key
 * (`DataKey.mac`), after the key's id. A body may hold a password: a plain hash kept in the table
 * would let whoever reads it test guesses of a weak one; without the data key, which is never in
 * the database, they cannot.
 */
function fingerprintOf(request: Request, dataKey: DataKey): string {
  const text = `${request.method} ${request.originalUrl}\n${JSON.stringify(request.body ?? null)}`;
  return `${dataKey.id}:${dataKey.mac(text, 'idempotency.fingerprint')}`;
}

/** The id of the data key a fingerprint was made under; none for one made before keyed ones. */
const fingerprintKeyOf = (fingerprint: string): string | null =>
  fingerprint.includes(':') ? fingerprint.slice(0, fingerprint.indexOf(':')) : null;

@Injectable()
export class IdempotencyInterceptor implements NestInterceptor {
  constructor(
    private readonly store: IdempotencyStore,
    private readonly reflector: Reflector,
    private readonly dataKey: DataKey,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'http') return next.handle();
    const request = context
      .switchToHttp()
      .getRequest<Request & { user?: Principal; kiosk?: { kioskId: number } }>();
    const header = request.headers[IDEMPOTENCY_HEADER];
    if (header === undefined || !WRITE_METHODS.has(request.method)) return next.handle();
    // An upload's body is read by the route's own interceptor, after this one: it cannot be told
    // apart from another upload here, so uploads (which create no domain object) are not keyed.
    if (request.is('multipart/form-data')) return next.handle();
    const key = Array.isArray(header) ? null : header.trim();
    if (key === null || !KEY_SHAPE.test(key))
      throw new DomainError('error.invalidField', { field: 'Idempotency-Key' }, 400);
    // A person's keys are theirs, a kiosk's its own; public routes (sign-in pages) have no caller.
    const owner = request.user?.profile.id ?? (request.kiosk ? `kiosk:${request.kiosk.kioskId}` : undefined);
    if (!owner) return next.handle();
    const notKept = isAnswerNotKept(this.reflector, [context.getHandler(), context.getClass()]);
    const fingerprint = fingerprintOf(request, this.dataKey);
    return from(this.store.claim(owner, key, fingerprint)).pipe(
      concatMap((claim) => {
        if (claim.kind === 'stored') {
          // Made under another data key (one rotated since, within the key's day): whether it is
          // the same request cannot be told, and it may have been done.
          if (fingerprintKeyOf(claim.fingerprint) !== this.dataKey.id)
            throw new DomainError('idempotency.keyUnverifiable', {}, 409);
          if (claim.fingerprint !== fingerprint) throw new DomainError('idempotency.keyReused', {}, 422);
          if (claim.answer === null) throw new DomainError('idempotency.inProgress', {}, 409);
          const stored = claim.answer as { body?: unknown; forgotten?: true; withheld?: true };
          // Done already; its answer went with an erasure of personal data.
          if (stored.forgotten) throw new DomainError('idempotency.answerForgotten', {}, 409);
          // Done already; its answer held a secret, which was never stored.
          if (stored.withheld) throw new DomainError('idempotency.answerWithheld', {}, 409);
          return of(stored.body ?? undefined);
        }
        return next.handle().pipe(
          concatMap(async (answer: unknown) => {
            await this.store.complete(owner, key, notKept ? WITHHELD : { body: answer ?? null });
            return answer;
          }),
          catchError(async (error: unknown) => {
            await this.store.release(owner, key).catch(() => undefined);
            throw error;
          }),
        );
      }),
    );
  }
}
