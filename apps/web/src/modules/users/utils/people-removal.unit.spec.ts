import { describe, expect, it } from '@jest/globals';
import { UnlinkType, type ManagedUser } from '@ambient/core';
import { rowRemoval, type RemovalContext } from './people-removal.util';

/** A person as far as removal reads them: their role, kiosks and residents. */
const person = (change: Partial<ManagedUser>): ManagedUser =>
  ({ functionalRole: 'Guest', kioskIds: [], residentIds: [], ...change }) as ManagedUser;

const onKiosk: RemovalContext = {
  about: 'kiosk',
  kiosk: { id: 10, name: 'Genie 010', serialNumber: 'GN-10' },
  resident: null,
  residents: [{ id: 5, name: 'Rose Tremblay', kioskId: 10, kioskTypeId: 2 }],
};

describe('how a person leaves a context screen (spec 02 §4)', () => {
  it('unlinks a kiosk’s manager or contact from the kiosk, named by its serial number', () => {
    expect(rowRemoval(person({ functionalRole: 'KioskManager', kioskIds: [10] }), onKiosk)).toEqual({
      unlinkType: UnlinkType.KioskManager,
      entityId: 10,
      place: 'GN-10',
    });
    expect(rowRemoval(person({ kioskIds: [10] }), onKiosk)?.unlinkType).toBe(UnlinkType.KioskContact);
  });

  it('unlinks a resident’s contact from the resident on the kiosk, or from the screen’s resident', () => {
    expect(rowRemoval(person({ residentIds: [5] }), onKiosk)).toEqual({
      unlinkType: UnlinkType.Resident,
      entityId: 5,
      place: 'GN-10',
    });
    const onResident: RemovalContext = { ...onKiosk, about: 'resident', resident: { id: 7, name: 'Paul' } };
    expect(rowRemoval(person({}), onResident)).toEqual({
      unlinkType: UnlinkType.Resident,
      entityId: 7,
      place: 'Paul',
    });
  });

  it('has no removal for someone the kiosk does not hold, nor on the admin’s Users', () => {
    expect(rowRemoval(person({ residentIds: [6] }), onKiosk)).toBeNull();
    expect(rowRemoval(person({ kioskIds: [10] }), { ...onKiosk, about: 'everyone' })).toBeNull();
  });
});
