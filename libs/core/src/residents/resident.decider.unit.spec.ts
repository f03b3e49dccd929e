import { describe, expect, it } from '@jest/globals';
import { deciderSpec } from '@ambient/event-sourcing/testing';
import { residentDecider } from './resident.decider.js';

const resident = deciderSpec(residentDecider);

describe('Resident decider', () => {
  it('keeps a family facilitator from moving the resident', () => {
    resident
      .given()
      .when({
        type: 'AdmitResident',
        data: {
          residentId: 5,
          firstName: 'Ann',
          lastName: 'Roy',
          kioskTypeId: 2,
          kioskId: 9,
          languageId: 1,
          bluetoothBeaconId: null,
          uwbTagId: null,
        },
        facts: { kioskTypeId: 2 },
      })
      .then((admitted) =>
        resident
          .given(...admitted)
          .when({
            type: 'UpdateResident',
            data: {
              firstName: 'Anne',
              lastName: 'Roy',
              kioskTypeId: 2,
              kioskId: 10,
              languageId: 1,
              bluetoothBeaconId: null,
              uwbTagId: 'T',
            },
            facts: { kioskTypeId: 2 },
            restricted: true,
          })
          .then(([updated]) =>
            expect(updated?.data).toMatchObject({ firstName: 'Anne', kioskId: 9, uwbTagId: null }),
          ),
      );
  });
});
