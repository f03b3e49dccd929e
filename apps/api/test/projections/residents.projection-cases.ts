import { describe, it } from '@jest/globals';
import type { ErasureEvent, ResidentEvent, ResidentFields } from '@ambient/core';
import { GIVEN_AT, projectionSpec, type GivenEvent } from '@ambient/event-sourcing/testing';
import { ResidentsProjection } from '../../src/residents/residents.projection.js';
import { covered, LATER, type ProjectionCases } from './projection-cases.js';

const fields: ResidentFields = {
  firstName: 'Rose',
  lastName: 'Tremblay',
  kioskId: 42,
  kioskTypeId: 1,
  languageId: 2,
  bluetoothBeaconId: 9_007_199_254,
  uwbTagId: 'UWB-7',
  gameDifficultyLevel: 2,
  gender: null,
};

const admitted = (residentId: number, resident: ResidentFields = fields): GivenEvent<ResidentEvent> => ({
  type: 'ResidentAdmitted',
  data: { residentId, pictureBase64: 'data:image/png;base64,AAAA', ...resident },
  metadata: { userId: 'u-admin' },
});

const SELECT = `SELECT id, name, first_name, last_name, kiosk_id, language_id, bluetooth_beacon_id, uwb_tag_id,
  game_difficulty_level, gender, picture_base64, picture_uri, update_by_user_id, create_date, update_date
  FROM residents ORDER BY id`;

export const residentsProjectionCases: ProjectionCases = (dataSource) => {
  describe('residents projection', () => {
    const spec = () =>
      projectionSpec<ResidentEvent | ErasureEvent>(covered(new ResidentsProjection()), dataSource());

    it('adds an admitted resident with the full name, the inline picture, who admitted and when', async () => {
      await spec()
        .given(
          admitted(7),
          admitted(8, { ...fields, firstName: '', lastName: 'Côté', bluetoothBeaconId: null }),
        )
        .then(SELECT, [
          {
            id: 7,
            name: 'Rose Tremblay',
            first_name: 'Rose',
            last_name: 'Tremblay',
            kiosk_id: 42,
            language_id: 2,
            // A bigint column: the driver reads it as a string.
            bluetooth_beacon_id: '9007199254',
            uwb_tag_id: 'UWB-7',
            game_difficulty_level: 2,
            gender: null,
            picture_base64: 'data:image/png;base64,AAAA',
            picture_uri: null,
            update_by_user_id: 'u-admin',
            create_date: new Date(GIVEN_AT),
            update_date: new Date(GIVEN_AT),
          },
          {
            id: 8,
            name: 'Côté',
            first_name: '',
            last_name: 'Côté',
            kiosk_id: 42,
            language_id: 2,
            bluetooth_beacon_id: null,
            uwb_tag_id: 'UWB-7',
            game_difficulty_level: 2,
            gender: null,
            picture_base64: 'data:image/png;base64,AAAA',
            picture_uri: null,
            update_by_user_id: 'u-admin',
            create_date: new Date(GIVEN_AT),
            update_date: new Date(GIVEN_AT),
          },
        ]);
    });

    it('saves an update with who made it and when, keeping the picture and creation date', async () => {
      await spec()
        .given(admitted(7), {
          type: 'ResidentUpdated',
          data: {
            residentId: 7,
            firstName: 'Rose-Marie',
            lastName: 'Tremblay-Roy',
            kioskId: 43,
            kioskTypeId: 2,
            languageId: 1,
            bluetoothBeaconId: null,
            uwbTagId: null,
            gameDifficultyLevel: null,
            gender: 'M',
          },
          metadata: { userId: 'u-manager', at: LATER },
        })
        .then(SELECT, [
          {
            id: 7,
            name: 'Rose-Marie Tremblay-Roy',
            first_name: 'Rose-Marie',
            last_name: 'Tremblay-Roy',
            kiosk_id: 43,
            language_id: 1,
            bluetooth_beacon_id: null,
            uwb_tag_id: null,
            game_difficulty_level: null,
            gender: 'M',
            picture_base64: 'data:image/png;base64,AAAA',
            picture_uri: null,
            update_by_user_id: 'u-manager',
            create_date: new Date(GIVEN_AT),
            update_date: new Date(LATER),
          },
        ]);
    });

    it('replaces the inline picture with the stored one', async () => {
      await spec()
        .given(admitted(7), {
          type: 'ResidentPictureChanged',
          data: { residentId: 7, pictureUri: 'residents/7/picture.webp' },
          metadata: { at: LATER },
        })
        .then('SELECT id, picture_base64, picture_uri, update_by_user_id, update_date FROM residents', [
          {
            id: 7,
            picture_base64: null,
            picture_uri: 'residents/7/picture.webp',
            update_by_user_id: 'u-admin',
            update_date: new Date(LATER),
          },
        ]);
    });

    it('removes a deleted resident and only them', async () => {
      await spec()
        .given(admitted(7), admitted(8, { ...fields, firstName: 'Paul' }), {
          type: 'ResidentDeleted',
          data: { residentId: 7 },
        })
        .then('SELECT id, name FROM residents ORDER BY id', [{ id: 8, name: 'Paul Tremblay' }]);
    });

    it('shows an erased resident with the erased names and no picture, and only them', async () => {
      await spec()
        .given(
          admitted(7),
          admitted(8),
          { type: 'ResidentPictureChanged', data: { residentId: 7, pictureUri: 'residents/7/a.png' } },
          { type: 'PersonalDataErased', data: { subject: 'user-u1', userId: 'u1', residentId: null } },
          { type: 'PersonalDataErased', data: { subject: 'resident-7', userId: null, residentId: 7 } },
        )
        .then(
          'SELECT id, name, first_name, last_name, picture_base64, picture_uri FROM residents ORDER BY id',
          [
            {
              id: 7,
              name: '[erased]',
              first_name: '[erased]',
              last_name: '',
              picture_base64: null,
              picture_uri: null,
            },
            {
              id: 8,
              name: 'Rose Tremblay',
              first_name: 'Rose',
              last_name: 'Tremblay',
              picture_base64: 'data:image/png;base64,AAAA',
              picture_uri: null,
            },
          ],
        );
    });

    it('reads an erased picture address as no picture', async () => {
      await spec()
        .given(admitted(7), { type: 'ResidentPictureChanged', data: { residentId: 7, pictureUri: '' } })
        .then('SELECT picture_base64, picture_uri FROM residents', [
          { picture_base64: null, picture_uri: null },
        ]);
    });
  });
};
