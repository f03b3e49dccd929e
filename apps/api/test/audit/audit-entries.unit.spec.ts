/** What an audit entry keeps of a command and its outcome (decision 0057): ids, never payloads. */
import { describe, expect, it } from '@jest/globals';
import { NotFoundException } from '@nestjs/common';
import { DomainError } from '@ambient/core';
import type { CommandContext } from '@ambient/event-sourcing';
import { commandEntry, failureOf } from '../../src/audit/audit-entries.js';

const context: CommandContext = {
  userId: 'ambient|admin',
  functionalRole: 'Admin',
  correlationId: 'c0ffee-0001',
  source: 'console',
  now: new Date('2026-11-26T10:00:00Z'),
};

describe('audit entries', () => {
  it('keeps a refusal’s key and its numbers, never its text parameters', () => {
    expect(failureOf(new DomainError('error.invalidField', { field: 'Rose Tremblay', max: 50 }))).toEqual({
      outcome: 'refused',
      errorKey: 'error.invalidField',
      errorParams: { max: 50 },
      errorSeverity: 0,
    });
    expect(failureOf(new DomainError('error.internal', {}, 500, 1))).toMatchObject({
      outcome: 'failed',
      errorSeverity: 1,
    });
    expect(failureOf(new NotFoundException())).toMatchObject({
      outcome: 'refused',
      errorKey: 'error.notFound',
    });
    expect(failureOf(new TypeError('x of null'))).toEqual({
      outcome: 'failed',
      errorKey: 'error.internal',
      errorParams: null,
      errorSeverity: 1,
    });
  });

  it('names the target by id, from the command or from a creation’s answer', () => {
    const password = 'Secret-Passw0rd!';
    const attempt = commandEntry(
      { type: 'ChangePassword', userId: 'ambient|family', password } as never,
      context,
      {
        kind: 'attempt',
      },
    );
    expect(attempt).toMatchObject({
      log: 'user',
      outcome: 'attempt',
      description: 'Attempting to change password',
      targetKind: 'user',
      targetId: 'ambient|family',
      userId: 'ambient|admin',
      at: context.now,
    });
    expect(JSON.stringify(attempt)).not.toContain(password);
    const admitted = commandEntry({ type: 'AdmitResident', input: { firstName: 'Rose' } } as never, context, {
      kind: 'succeeded',
      answer: { residentId: 42, isEmailSent: false },
    });
    expect(admitted).toMatchObject({ log: 'resident', targetKind: 'resident', targetId: '42' });
    expect(JSON.stringify(admitted)).not.toContain('Rose');
    const fact = commandEntry({ type: 'RecordOnline', data: { serialNumber: 'GN-1' } } as never, context, {
      kind: 'failed',
      error: new DomainError('error.conflict', {}, 409),
    });
    expect(fact).toMatchObject({
      log: 'kiosk',
      targetKind: 'kioskSerial',
      targetId: 'GN-1',
      outcome: 'refused',
      description: 'Failed: record online (invalid data)',
    });
    const other = commandEntry({ type: 'CreateOrganization' } as never, context, { kind: 'attempt' });
    expect(other).toMatchObject({ log: null, targetId: null, targetKind: null });
  });

  it('files an Abby profile’s commands in the playlist log by the kind its command names', () => {
    const kioskEdit = commandEntry(
      { type: 'EditAbbyProfile', profileId: 7, isResident: false, name: 'Hall' } as never,
      context,
      { kind: 'succeeded', answer: undefined },
    );
    expect(kioskEdit).toMatchObject({
      log: 'playlist',
      context: 'ABBY',
      isKiosk: true,
      targetKind: 'abbyProfile',
      targetId: '7',
    });
    expect(JSON.stringify(kioskEdit)).not.toContain('Hall');
    const created = commandEntry(
      { type: 'CreateAbbyProfile', owner: { residentId: 3, kioskId: null }, isResident: true } as never,
      context,
      { kind: 'succeeded', answer: 12 },
    );
    expect(created).toMatchObject({ isKiosk: false, targetKind: 'abbyProfile', targetId: '12' });
    const removed = commandEntry(
      {
        type: 'RemoveAbbyProfileDetails',
        removals: [{ profileId: 5, detailIds: [1] }],
        isResident: true,
      } as never,
      context,
      { kind: 'attempt' },
    );
    expect(removed).toMatchObject({ isKiosk: false, targetId: '5' });
  });
});
