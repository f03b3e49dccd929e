import { describe, expect, it } from '@jest/globals';
import { deciderSpec } from '@ambient/event-sourcing/testing';
import {
  DomainError,
  keyTagDecider,
  keyTagFieldErrors,
  type KeyTagCommand,
  type KeyTagEvent,
  type KeyTagFacts,
  type KeyTagInput,
} from '../index.js';
import { refused } from '../testing/refusals.js';

/** given(events).when(command): the events decided, or the refusal. */
const { given } = deciderSpec(keyTagDecider);

const facts: KeyTagFacts = { kioskExists: true, tagTaken: false };
const form = (overrides: Partial<KeyTagInput> = {}): KeyTagInput => ({
  kioskId: 7,
  tagId: '4100000071',
  keyNum: 3,
  residentId: null,
  ...overrides,
});
const create = (overrides: Partial<KeyTagInput> = {}, f: Partial<KeyTagFacts> = {}): KeyTagCommand => ({
  type: 'CreateKeyTag',
  data: { keyTagId: 1, ...form(overrides) },
  facts: { ...facts, ...f },
});
const update = (overrides: Partial<KeyTagInput> = {}, f: Partial<KeyTagFacts> = {}): KeyTagCommand => ({
  type: 'UpdateKeyTag',
  data: form(overrides),
  facts: { ...facts, ...f },
});
const assign = (
  residentId: number | null,
  resident: { kioskId: number | null; otherKeyTagId: number | null } | null = {
    kioskId: 7,
    otherKeyTagId: null,
  },
): KeyTagCommand => ({ type: 'AssignKeyTagResident', data: { residentId }, facts: { resident } });

const created: KeyTagEvent = {
  type: 'KeyTagCreated',
  data: { keyTagId: 1, kioskId: 7, tagId: '4100000071', keyNum: 3 },
};
const assigned: KeyTagEvent = {
  type: 'KeyTagResidentAssigned',
  data: { keyTagId: 1, residentId: 40, previousResidentId: null },
};
const deleted: KeyTagEvent = { type: 'KeyTagDeleted', data: { keyTagId: 1 } };

describe('Key tag: create', () => {
  it('creates an unassigned mapping with the tag id trimmed and the key number as an integer', () => {
    given()
      .when(create({ tagId: ' 4100000071 ', keyNum: '3' }))
      .then([created]);
  });
  it('accepts key number 0 while no resident is chosen', () => {
    given()
      .when(create({ keyNum: 0 }))
      .then([{ ...created, data: { ...created.data, keyNum: 0 } } as KeyTagEvent]);
  });
  it.each<[Partial<KeyTagInput>, string]>([
    [{ kioskId: null }, 'Selection is required'],
    [{ kioskId: -1 }, 'Selection is required'],
    [{ tagId: '   ' }, 'Value is required'],
    [{ tagId: '123456789' }, 'Value must contain 10 characters'],
    [{ tagId: '12345678901' }, 'Value must contain 10 characters'],
    [{ keyNum: null }, 'Value is required'],
    [{ keyNum: '' }, 'Value is required'],
    [{ keyNum: 'abc' }, 'Value must be positive and numeric'],
    [{ keyNum: -1 }, 'Value must be positive and numeric'],
    [{ keyNum: 1.5 }, 'Value must be positive and numeric'],
    [{ keyNum: 10_001 }, 'Value cannot exceed 10000'],
    [{ keyNum: 0, residentId: 40 }, 'Invalid Key #'],
  ])('refuses %j: %s', (overrides, message) => {
    given().when(create(overrides)).thenThrows(DomainError, refused(message));
  });
  it('accepts the bounds: key 10,000, and key 1 with a resident', () => {
    given()
      .when(create({ keyNum: 10_000 }))
      .then([{ ...created, data: { ...created.data, keyNum: 10_000 } } as KeyTagEvent]);
    given()
      .when(create({ keyNum: 1, residentId: 40 }))
      .then([{ ...created, data: { ...created.data, keyNum: 1 } } as KeyTagEvent]);
  });
  it('refuses a missing kiosk and a tag id another mapping has', () => {
    given()
      .when(create({}, { kioskExists: false }))
      .thenThrows(DomainError, refused('This kiosk no longer exists.', 404));
    given()
      .when(create({}, { tagTaken: true }))
      .thenThrows(DomainError, refused('The tag 4100000071 is already mapped.', 409));
  });
});

describe('Key tag: update', () => {
  it('records a change, and nothing when nothing changed', () => {
    given(created)
      .when(update({ keyNum: 9, tagId: '4100000099', kioskId: 8 }))
      .then([{ type: 'KeyTagUpdated', data: { keyTagId: 1, kioskId: 8, tagId: '4100000099', keyNum: 9 } }]);
    given(created).when(update()).then([]);
  });
  it('locks the kiosk of an assigned mapping, and keeps its key number at 1 or more', () => {
    given(created, assigned)
      .when(update({ kioskId: 8 }))
      .thenThrows(DomainError, refused('The kiosk of an assigned mapping cannot change.'));
    given(created, assigned)
      .when(update({ keyNum: 0 }))
      .thenThrows(DomainError, refused('Invalid Key #'));
    given(created)
      .when(update({ keyNum: 0, residentId: 40 }))
      .thenThrows(DomainError, refused('Invalid Key #'));
  });
  it('checks the tag only when it changes, and the kiosk only when it changes', () => {
    given(created)
      .when(update({}, { tagTaken: true, kioskExists: false }))
      .then([]);
    given(created)
      .when(update({ tagId: '4100000099' }, { tagTaken: true }))
      .thenThrows(DomainError, refused('The tag 4100000099 is already mapped.', 409));
    given(created)
      .when(update({ kioskId: 8 }, { kioskExists: false }))
      .thenThrows(DomainError, refused('This kiosk no longer exists.', 404));
  });
  it('refuses a deleted or unknown mapping', () => {
    given(created, deleted)
      .when(update())
      .thenThrows(DomainError, refused('This Key/Tag mapping no longer exists.', 404));
    given().when(update()).thenThrows(DomainError, refused('This Key/Tag mapping no longer exists.', 404));
  });
});

describe('Key tag: resident assignment', () => {
  it('assigns a resident of the kiosk, and replaces one already assigned', () => {
    given(created).when(assign(40)).then([assigned]);
    given(created, assigned)
      .when(assign(41))
      .then([
        { type: 'KeyTagResidentAssigned', data: { keyTagId: 1, residentId: 41, previousResidentId: 40 } },
      ]);
  });
  it('does nothing when the resident does not change', () => {
    given(created, assigned).when(assign(40)).then([]);
    given(created).when(assign(null)).then([]);
    given(created).when(assign(-1)).then([]);
  });
  it('unassigns with null or -1', () => {
    const unassigned: KeyTagEvent = {
      type: 'KeyTagResidentUnassigned',
      data: { keyTagId: 1, residentId: 40, reason: 'unassigned' },
    };
    given(created, assigned).when(assign(null)).then([unassigned]);
    given(created, assigned).when(assign(-1)).then([unassigned]);
  });
  it('refuses a resident of another kiosk, one with another key, one who does not exist', () => {
    const message = 'The resident must live on the mapping’s kiosk and have no other key.';
    given(created)
      .when(assign(40, { kioskId: 8, otherKeyTagId: null }))
      .thenThrows(DomainError, refused(message));
    given(created)
      .when(assign(40, { kioskId: 7, otherKeyTagId: 2 }))
      .thenThrows(DomainError, refused(message));
    given(created)
      .when(assign(40, null))
      .thenThrows(DomainError, refused('This resident no longer exists.', 404));
  });
  it('refuses key number 0 for an assigned mapping', () => {
    given({ ...created, data: { ...created.data, keyNum: 0 } } as KeyTagEvent)
      .when(assign(40))
      .thenThrows(DomainError, refused('Invalid Key #'));
  });
  it('frees the mapping of a deleted resident, and only theirs', () => {
    const release = (residentId: number): KeyTagCommand => ({
      type: 'ReleaseKeyTagResident',
      data: { residentId, reason: 'residentDeleted' },
    });
    given(created, assigned)
      .when(release(40))
      .then([
        {
          type: 'KeyTagResidentUnassigned',
          data: { keyTagId: 1, residentId: 40, reason: 'residentDeleted' },
        },
      ]);
    given(created, assigned).when(release(41)).then([]);
    given(created).when(release(40)).then([]);
  });
});

describe('Key tag: delete', () => {
  it('deletes an unassigned mapping', () => {
    given(created)
      .when({ type: 'DeleteKeyTag', facts: { residentName: null } })
      .then([deleted]);
  });
  it('refuses an assigned one, naming the resident', () => {
    given(created, assigned)
      .when({ type: 'DeleteKeyTag', facts: { residentName: 'Rose Tremblay' } })
      .thenThrows(
        DomainError,
        refused('This mapping is assigned to Rose Tremblay. Unassign it before deleting it.'),
      );
  });
  it('lets an unassigned mapping go after its resident was freed', () => {
    given(created, assigned, {
      type: 'KeyTagResidentUnassigned',
      data: { keyTagId: 1, residentId: 40, reason: 'residentDeleted' },
    })
      .when({ type: 'DeleteKeyTag', facts: { residentName: null } })
      .then([deleted]);
  });
});

describe('Key tag form rules', () => {
  it('reports every field at once, as the console shows them', () => {
    expect(keyTagFieldErrors({ kioskId: null, tagId: 'abc', keyNum: 'x', residentId: null }, false)).toEqual([
      { field: 'kioskId', key: 'resident.selectionRequired' },
      { field: 'tagId', key: 'keyTag.tagLength' },
      { field: 'keyNum', key: 'keyTag.keyNumNumeric' },
    ]);
    expect(keyTagFieldErrors(form({ keyNum: 0 }), true)).toEqual([
      { field: 'keyNum', key: 'keyTag.keyNumInvalid' },
    ]);
    expect(keyTagFieldErrors(form(), false)).toEqual([]);
  });
});
