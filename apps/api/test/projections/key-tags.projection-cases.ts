import { describe, it } from '@jest/globals';
import type { KeyTagEvent } from '@ambient/core';
import { GIVEN_AT, projectionSpec } from '@ambient/event-sourcing/testing';
import { KeyTagsProjection } from '../../src/key-tags/key-tags.projection.js';
import { covered, LATER, type ProjectionCases } from './projection-cases.js';

const created = (keyTagId: number, tagId = '4100000071'): KeyTagEvent => ({
  type: 'KeyTagCreated',
  data: { keyTagId, kioskId: 42, tagId, keyNum: 3 },
});
const assigned = (
  keyTagId: number,
  residentId: number,
  previousResidentId: number | null = null,
): KeyTagEvent => ({
  type: 'KeyTagResidentAssigned',
  data: { keyTagId, residentId, previousResidentId },
});

const SELECT =
  'SELECT id, kiosk_id, tag_id, key_num, resident_id, create_date, update_date FROM key_tags ORDER BY id';

export const keyTagsProjectionCases: ProjectionCases = (dataSource) => {
  describe('key tags projection', () => {
    const spec = () => projectionSpec<KeyTagEvent>(covered(new KeyTagsProjection()), dataSource());

    it('adds a mapping, unassigned, dated by its creation event', async () => {
      await spec()
        .given(created(1))
        .then(SELECT, [
          {
            id: 1,
            kiosk_id: 42,
            tag_id: '4100000071',
            key_num: 3,
            resident_id: null,
            create_date: new Date(GIVEN_AT),
            update_date: new Date(GIVEN_AT),
          },
        ]);
    });

    it('saves a new kiosk, tag and key number, with the time of the change', async () => {
      await spec()
        .given(created(1), {
          type: 'KeyTagUpdated',
          data: { keyTagId: 1, kioskId: 43, tagId: '4100000099', keyNum: 9 },
          metadata: { at: LATER },
        })
        .then(SELECT, [
          {
            id: 1,
            kiosk_id: 43,
            tag_id: '4100000099',
            key_num: 9,
            resident_id: null,
            create_date: new Date(GIVEN_AT),
            update_date: new Date(LATER),
          },
        ]);
    });

    it('assigns a resident, then another in their place', async () => {
      await spec()
        .given(created(1), assigned(1, 40), { ...assigned(1, 41, 40), metadata: { at: LATER } })
        .then('SELECT id, resident_id, update_date FROM key_tags', [
          { id: 1, resident_id: 41, update_date: new Date(LATER) },
        ]);
    });

    it('frees the mapping when its resident is unassigned or deleted', async () => {
      await spec()
        .given(
          created(1),
          created(2, '4100000072'),
          assigned(1, 40),
          assigned(2, 41),
          {
            type: 'KeyTagResidentUnassigned',
            data: { keyTagId: 1, residentId: 40, reason: 'unassigned' },
            metadata: { at: LATER },
          },
          {
            type: 'KeyTagResidentUnassigned',
            data: { keyTagId: 2, residentId: 41, reason: 'residentDeleted' },
            metadata: { at: LATER },
          },
        )
        .then('SELECT id, resident_id, update_date FROM key_tags ORDER BY id', [
          { id: 1, resident_id: null, update_date: new Date(LATER) },
          { id: 2, resident_id: null, update_date: new Date(LATER) },
        ]);
    });

    it('removes a deleted mapping and only it', async () => {
      await spec()
        .given(created(1), created(2, '4100000072'), { type: 'KeyTagDeleted', data: { keyTagId: 1 } })
        .then('SELECT id, tag_id FROM key_tags ORDER BY id', [{ id: 2, tag_id: '4100000072' }]);
    });
  });
};
