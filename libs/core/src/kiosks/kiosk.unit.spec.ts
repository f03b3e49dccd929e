import { describe, expect, it } from '@jest/globals';
import { evolveKiosk, initialKioskState, upcastKioskRegisteredV1, type KioskEvent } from './kiosk.js';

describe('upcasting the foundation’s events', () => {
  it('reads a version 1 KioskRegistered as version 2', () => {
    const v2 = upcastKioskRegisteredV1({
      kioskId: 3,
      name: 'Abby',
      serialNumber: 'A',
      typeId: 1,
      facilityId: 1,
      subscriptionLevel: 2,
      abbyVersion: 'v21',
      languageId: null,
    });
    expect(v2).toMatchObject({
      phidgetVersion: 21,
      languageId: 1,
      isAutoUpdates: true,
      ambientInvitationIds: [],
    });
    expect(v2).not.toHaveProperty('abbyVersion');
    const event = { type: 'KioskRegistered', data: v2 } as unknown as KioskEvent;
    expect(evolveKiosk(initialKioskState, event).status).toBe('active');
  });
});
