import { describe, expect, it } from '@jest/globals';
import { auditDescription } from '@ambient/core';
import { describeEntry } from './event-log.util';

const known = { commands: { DeleteKiosk: 'delete kiosk' }, reads: { KioskEvents: 'kiosk events' } };

describe('how an event log row reads', () => {
  it('links a refusal to "Validation Failed" and a failure to "Internal Error"', () => {
    const refused = { command: 'DeleteKiosk', outcome: 'refused' as const };
    expect(
      describeEntry({ ...refused, description: auditDescription('refused', 'DeleteKiosk') }, known),
    ).toEqual({
      outcome: 'refused',
      actionKey: 'commands.DeleteKiosk',
      link: 'validationFailed',
    });
    const failed = { command: 'DeleteKiosk', outcome: 'failed' as const };
    expect(
      describeEntry({ ...failed, description: auditDescription('failed', 'DeleteKiosk') }, known).link,
    ).toBe('internalError');
  });

  it('shows the action in words, the reads from their own list, and an unknown command as stored', () => {
    expect(
      describeEntry(
        { command: 'DeleteKiosk', outcome: 'attempt', description: 'Attempting to delete kiosk' },
        known,
      ),
    ).toEqual({ outcome: 'attempt', actionKey: 'commands.DeleteKiosk', link: null });
    expect(
      describeEntry({ command: 'KioskEvents', outcome: 'read', description: 'Read: kiosk events' }, known)
        .actionKey,
    ).toBe('reads.KioskEvents');
    expect(
      describeEntry(
        { command: 'SomethingNew', outcome: 'succeeded', description: 'Succeeded: something new' },
        known,
      ).actionKey,
    ).toBeNull();
  });
});
