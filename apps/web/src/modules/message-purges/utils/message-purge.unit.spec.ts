import { describe, expect, it } from '@jest/globals';
import { purgeDirectionKey, purgeHasDetails, purgeTypeKey } from './message-purge.util';

describe('message purge rows', () => {
  const purge = { id: 4, datePurged: '2026-11-27T00:00:00.000Z', numWarnings: 0, numErrors: 0 };

  it('links a purge to its details only when it holds messages', () => {
    expect(purgeHasDetails({ ...purge, numMessages: 3 })).toBe(true);
    expect(purgeHasDetails({ ...purge, numMessages: 0 })).toBe(false);
  });

  it("names a detail's direction and type by the spec's values", () => {
    expect(purgeDirectionKey('User To Resident')).toBe('directions.toResident');
    expect(purgeDirectionKey('Resident To User')).toBe('directions.toUser');
    expect(purgeTypeKey('audio')).toBe('types.audio');
  });
});
