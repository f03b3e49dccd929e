import { HttpException } from '@nestjs/common';
import {
  auditDescription,
  auditedCommandOf,
  DomainError,
  type AuditOutcome,
  type MessageKey,
} from '@ambient/core';
import type { CommandContext } from '@ambient/event-sourcing';
import type { SliceCommand } from '../common/command-message.js';
import type { AuditEntry, AuditTargetKind } from './audit-recorder.js';

/** The message key of an HTTP refusal thrown inside a handler, by status. */
const KEY_BY_STATUS: Record<number, MessageKey> = {
  400: 'error.badRequest',
  403: 'error.forbidden',
  404: 'error.notFound',
  409: 'error.conflict',
  413: 'error.tooLarge',
};

/** What an entry keeps of a failure: the message key, its numeric parameters only, its severity. */
export interface AuditFailure {
  outcome: Extract<AuditOutcome, 'refused' | 'failed'>;
  errorKey: MessageKey;
  errorParams: Record<string, number> | null;
  errorSeverity: number;
}

/**
 * A command's failure as the logs show it: a rule the caller can fix (severity 0) is refused
 * ("invalid data", Validation Failed), anything else failed ("Error occurred", Internal Error).
 * Text parameters are dropped: they may hold what the caller typed (a name, an email).
 */
export function failureOf(error: unknown): AuditFailure {
  if (error instanceof DomainError) {
    const numbers = Object.entries(error.params).filter(
      (entry): entry is [string, number] => typeof entry[1] === 'number',
    );
    return {
      outcome: error.severity === 0 ? 'refused' : 'failed',
      errorKey: error.key,
      errorParams: numbers.length > 0 ? Object.fromEntries(numbers) : null,
      errorSeverity: error.severity,
    };
  }
  if (error instanceof HttpException && error.getStatus() < 500) {
    const status = error.getStatus();
    return {
      outcome: 'refused',
      errorKey: KEY_BY_STATUS[status] ?? 'error.badRequest',
      errorParams: null,
      errorSeverity: 0,
    };
  }
  return { outcome: 'failed', errorKey: 'error.internal', errorParams: null, errorSeverity: 1 };
}

/** The value at a dotted path of the command (`data.userId`, `removals.0.albumId`). */
function fieldAt(command: SliceCommand, path: string): unknown {
  let value: unknown = command;
  for (const step of path.split('.')) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[step];
  }
  return value;
}

/** Every value at a dotted path where `*` stands for each element of a list (`removals.*.mediaItemIds.*`). */
function valuesAt(value: unknown, steps: readonly string[]): unknown[] {
  if (steps.length === 0) return [value];
  if (value === null || typeof value !== 'object') return [];
  const [step, ...rest] = steps as [string, ...string[]];
  if (step === '*') return Array.isArray(value) ? value.flatMap((each) => valuesAt(each, rest)) : [];
  return valuesAt((value as Record<string, unknown>)[step], rest);
}

/** The media ids an entry names (decision 0082): ids only, each once, in the command's order. */
function mediaIdsOf(command: SliceCommand, field: string): number[] {
  const ids = valuesAt(command, field.split('.')).filter(
    (value): value is number => typeof value === 'number' && Number.isInteger(value),
  );
  return [...new Set(ids)];
}

const TARGET_KIND = { user: 'user', resident: 'resident', kiosk: 'kiosk', playlist: 'album' } as const;

/** The target's id: the command's field, or for a creation the id it answered. */
function targetIdOf(command: SliceCommand, field: string | null, answer: unknown): string | null {
  const value =
    field !== null
      ? fieldAt(command, field)
      : typeof answer === 'object' && answer !== null
        ? Object.values(answer as Record<string, unknown>).find((v) => typeof v === 'number')
        : answer;
  return typeof value === 'number' || (typeof value === 'string' && value !== '') ? String(value) : null;
}

/** One entry of a command: its attempt (no answer yet), or its outcome. */
export function commandEntry(
  command: SliceCommand,
  context: CommandContext,
  outcome: { kind: 'attempt' } | { kind: 'succeeded'; answer: unknown } | { kind: 'failed'; error: unknown },
): AuditEntry {
  const audited = auditedCommandOf(command.type);
  const failure = outcome.kind === 'failed' ? failureOf(outcome.error) : null;
  const kind: AuditOutcome = failure?.outcome ?? outcome.kind;
  const targetId = audited
    ? targetIdOf(command, audited.targetField, outcome.kind === 'succeeded' ? outcome.answer : undefined)
    : null;
  const targetKind: AuditTargetKind | null = audited
    ? audited.target !== undefined
      ? audited.target
      : audited.targetField?.endsWith('serialNumber')
        ? 'kioskSerial'
        : audited.isKiosk === true
          ? 'kioskPlaylist'
          : TARGET_KIND[audited.log]
    : null;
  return {
    at: outcome.kind === 'attempt' ? context.now : new Date(),
    log: audited?.log ?? null,
    outcome: kind,
    command: command.type,
    description: auditDescription(kind, command.type),
    correlationId: context.correlationId,
    userId: context.userId,
    performerRole: context.functionalRole,
    source: context.source,
    targetKind: targetId === null ? null : targetKind,
    targetId,
    context: audited?.context ?? null,
    isKiosk:
      audited?.residentFlag !== undefined
        ? fieldAt(command, audited.residentFlag) !== true
        : (audited?.isKiosk ?? null),
    errorKey: failure?.errorKey ?? null,
    errorParams: failure?.errorParams ?? null,
    errorSeverity: failure?.errorSeverity ?? null,
    mediaIds: audited?.media ? mediaIdsOf(command, audited.media.field) : null,
  };
}
