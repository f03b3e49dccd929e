/** The audit log's rules (spec 03 §2.17; decision 0057): descriptions and how the console reads them. */
import { describe, expect, it } from '@jest/globals';
import {
  AUDITED_COMMANDS,
  auditDescription,
  auditedCommandOf,
  commandPhrase,
  descriptionKind,
  descriptionSeverity,
  isShownWhenQuiet,
} from '../index.js';

describe('audit descriptions', () => {
  it('describes a command from its type, in words', () => {
    expect(commandPhrase('UpdateResident')).toBe('update resident');
    expect(commandPhrase('IssueKioskCredential')).toBe('issue kiosk credential');
    expect(auditDescription('attempt', 'DeleteKiosk')).toBe('Attempting to delete kiosk');
    expect(auditDescription('succeeded', 'DeleteKiosk')).toBe('Succeeded: delete kiosk');
    expect(auditDescription('refused', 'DeleteKiosk')).toBe('Failed: delete kiosk (invalid data)');
    expect(auditDescription('failed', 'DeleteKiosk')).toBe('Error occurred: delete kiosk');
    expect(auditDescription('read', 'ResidentEvents')).toBe('Read: resident events');
  });

  it('reads "Attempting to" as an attempt, hidden when Verbose is off', () => {
    expect(descriptionKind('Attempting to update user')).toBe('attempt');
    expect(isShownWhenQuiet('Attempting to update user')).toBe(false);
    expect(isShownWhenQuiet('Succeeded: update user')).toBe(true);
    // Only at the start.
    expect(descriptionKind('Logged: Attempting to update user')).toBe('plain');
  });

  it('reads "invalid data" as Validation Failed at severity 0, "Error occurred" as Internal Error at 1', () => {
    expect(descriptionKind('Failed: delete kiosk (invalid data)')).toBe('validationFailed');
    expect(descriptionSeverity('Failed: delete kiosk (invalid data)')).toBe(0);
    expect(descriptionKind('Error occurred: delete kiosk')).toBe('internalError');
    expect(descriptionSeverity('Error occurred: delete kiosk')).toBe(1);
    expect(descriptionSeverity('Succeeded: delete kiosk')).toBeNull();
    // The spec's rules read the words wherever they are, as the legacy server wrote them.
    expect(descriptionSeverity('User update: invalid data in email')).toBe(0);
    expect(descriptionSeverity('Error occurred. Please retry')).toBe(1);
  });

  it('every outcome of every command reads as the spec says', () => {
    for (const type of Object.keys(AUDITED_COMMANDS)) {
      expect(descriptionKind(auditDescription('attempt', type))).toBe('attempt');
      expect(descriptionKind(auditDescription('succeeded', type))).toBe('plain');
      expect(descriptionKind(auditDescription('refused', type))).toBe('validationFailed');
      expect(descriptionKind(auditDescription('failed', type))).toBe('internalError');
    }
  });

  it('puts each command in its log, naming its target', () => {
    expect(auditedCommandOf('UpdateResident')).toEqual({ log: 'resident', targetField: 'residentId' });
    expect(auditedCommandOf('RecordOnline')).toEqual({ log: 'kiosk', targetField: 'data.serialNumber' });
    expect(auditedCommandOf('CreateMemoryAlbum')).toMatchObject({
      log: 'playlist',
      context: 'GENIE',
      isKiosk: false,
    });
    expect(auditedCommandOf('CreateOrganization')).toBeNull();
    expect(auditedCommandOf('toString')).toBeNull();
  });
});
