/**
 * The personal-data codec (decision 0024) over an in-memory key source: what it stores, what it
 * reads back, and what an erased person's events read as.
 */
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from '@jest/globals';
import type { EventMetadata } from '@ambient/core';
import {
  PersonalDataCodec,
  SEALED_FIELDS,
  type PersonalDataDeclarations,
  type PersonKey,
  type PersonKeySource,
  type RecordedEvent,
} from '../src/index.js';

/** People's keys in memory: made on first need, destroyed by `erase`. */
class KeysInMemory implements PersonKeySource {
  readonly keys = new Map<string, PersonKey>();
  obtained: string[][] = [];
  looked: string[][] = [];

  async read(subjects: readonly string[]): Promise<Map<string, PersonKey>> {
    this.looked.push([...subjects]);
    return new Map(subjects.flatMap((s) => (this.keys.has(s) ? [[s, this.keys.get(s)!] as const] : [])));
  }

  async obtain(subjects: readonly string[]): Promise<Map<string, PersonKey>> {
    this.obtained.push([...subjects]);
    for (const subject of subjects) if (!this.keys.has(subject)) this.keys.set(subject, randomBytes(32));
    return new Map(subjects.map((s) => [s, this.keys.get(s)!]));
  }

  /** As stored: the key in hex, or null once erased. */
  wrapped(subject: string): string | null {
    const key = this.keys.get(subject);
    return key === undefined || key === 'erased' ? null : key.toString('hex');
  }

  unwrap(_subject: string, wrappedKey: string | null): PersonKey {
    return wrappedKey === null ? 'erased' : Buffer.from(wrappedKey, 'hex');
  }

  erase(subject: string): void {
    this.keys.set(subject, 'erased');
  }
}

const declarations: PersonalDataDeclarations = new Map([
  [
    'PersonJoined',
    {
      subject: (data: Record<string, unknown>) => `person-${String(data.personId)}`,
      fields: { name: () => '[erased]', email: (s: string) => `${s}@erased.invalid`, picture: () => null },
    },
  ],
]);

const metadata: EventMetadata = {
  userId: null,
  functionalRole: null,
  at: '2026-01-01T00:00:00.000Z',
  correlationId: 'c',
  command: 'Join',
  source: 'system',
};

const joined = (personId: number, name: string) => ({
  type: 'PersonJoined',
  data: { personId, name, email: `${name.toLowerCase()}@example.org`, picture: null, role: 'Guest' },
});

/** As the store gives events back: stored data, with positions. */
const recorded = (events: Array<{ type: string; data: unknown }>): RecordedEvent[] =>
  events.map((event, i) => ({
    eventId: `e-${i}`,
    streamId: 's',
    streamVersion: i,
    globalPosition: BigInt(i + 1),
    type: event.type,
    version: 1,
    data: event.data,
    metadata,
    recordedAt: new Date(metadata.at),
  }));

describe('the personal-data codec', () => {
  it('stores the personal fields sealed, with the subject and field names only, and reads them back', async () => {
    const keys = new KeysInMemory();
    const codec = new PersonalDataCodec(declarations, keys);
    const events = [joined(1, 'Ann'), joined(2, 'Bob'), { type: 'Other', data: { name: 'Not personal' } }];
    const stored = await codec.seal(events);
    expect(keys.obtained).toEqual([['person-1', 'person-2']]);
    expect(stored[0]).toEqual({
      personId: 1,
      role: 'Guest',
      [SEALED_FIELDS]: { subject: 'person-1', fields: ['name', 'email', 'picture'], box: expect.any(String) },
    });
    // Nothing is in clear outside the sealed boxes, nor inside them. A box is random ciphertext in
    // base64url, which spells "Bob" now and then by chance: it is read as the bytes it encodes.
    const boxes: string[] = [];
    const outsideBoxes = JSON.stringify(stored, (key, value: unknown) => {
      if (key !== 'box') return value;
      boxes.push(value as string);
      return '<box>';
    });
    expect(outsideBoxes).not.toMatch(/Ann|Bob|example\.org/);
    expect(boxes).toHaveLength(2);
    for (const box of boxes)
      expect(Buffer.from(box, 'base64url').toString('latin1')).not.toMatch(/Ann|Bob|example\.org/);
    expect(stored[2]).toBe(events[2]!.data);
    const read = await codec.open(recorded(events.map((e, i) => ({ type: e.type, data: stored[i] }))));
    expect(read.map((e) => e.data)).toEqual(events.map((e) => e.data));
  });

  it('reads an erased person’s fields at their erased values, and everyone else’s as written', async () => {
    const keys = new KeysInMemory();
    const codec = new PersonalDataCodec(declarations, keys);
    const events = [joined(1, 'Ann'), joined(2, 'Bob')];
    const stored = recorded(events);
    const data = await codec.seal(events);
    keys.erase('person-1');
    const read = await codec.open(stored.map((e, i) => ({ ...e, type: 'PersonJoined', data: data[i] })));
    expect(read[0]!.data).toEqual({
      personId: 1,
      role: 'Guest',
      name: '[erased]',
      email: 'person-1@erased.invalid',
      picture: null,
    });
    expect(read[1]!.data).toEqual(events[1]!.data);
    // A person whose key is gone from the store altogether reads as erased too.
    keys.keys.delete('person-2');
    expect(
      (await codec.open([{ ...stored[1]!, type: 'PersonJoined', data: data[1] }]))[0]!.data,
    ).toMatchObject({
      name: '[erased]',
    });
  });

  it('refuses to write an erased person’s data again, but writes their erased values as they are', async () => {
    const keys = new KeysInMemory();
    const codec = new PersonalDataCodec(declarations, keys);
    keys.erase('person-1');
    await expect(codec.seal([joined(1, 'Ann')])).rejects.toMatchObject({ key: 'person.erased', status: 409 });
    const erased = {
      type: 'PersonJoined',
      data: { personId: 1, name: '[erased]', email: 'person-1@erased.invalid', picture: null, role: 'Admin' },
    };
    expect(await codec.seal([erased])).toEqual([erased.data]);
  });

  it('leaves data without personal values alone: no key is made for it', async () => {
    const keys = new KeysInMemory();
    const codec = new PersonalDataCodec(declarations, keys);
    const none = { type: 'PersonJoined', data: { personId: 3, role: 'Guest' } };
    expect(await codec.seal([none])).toEqual([none.data]);
    expect(keys.obtained).toEqual([]);
    const legacy = recorded([joined(4, 'Written before sealing')]);
    expect((await codec.open(legacy))[0]!.data).toEqual(legacy[0]!.data);
  });

  it('reads data written before sealing as it is, and as erased once its person is', async () => {
    const keys = new KeysInMemory();
    const codec = new PersonalDataCodec(declarations, keys);
    const legacy = recorded([joined(4, 'Written before sealing'), joined(5, 'Kept')]);
    keys.erase('person-4');
    expect((await codec.open(legacy)).map((e) => e.data)).toEqual([
      { personId: 4, role: 'Guest', name: '[erased]', email: 'person-4@erased.invalid', picture: null },
      legacy[1]!.data,
    ]);
  });

  it('opens with the keys the store read with the events, looking up only the others', async () => {
    const keys = new KeysInMemory();
    const codec = new PersonalDataCodec(declarations, keys);
    const events = [joined(1, 'Ann'), joined(2, 'Bob'), joined(3, 'Cy'), joined(5, 'Dee')];
    const data = await codec.seal(events);
    keys.erase('person-2');
    const stored = recorded(events.map((e, i) => ({ type: e.type, data: data[i] })));
    const read = await codec.open([
      { ...stored[0]!, personKey: { subject: 'person-1', wrappedKey: keys.wrapped('person-1') } },
      { ...stored[1]!, personKey: { subject: 'person-2', wrappedKey: keys.wrapped('person-2') } },
      { ...stored[2]!, personKey: { subject: 'person-3', missing: true } },
      stored[3]!,
    ]);
    expect(keys.looked).toEqual([['person-5']]);
    expect(read.map((e) => (e.data as { name: string }).name)).toEqual([
      'Ann',
      '[erased]',
      '[erased]',
      'Dee',
    ]);
    // What the store brought is not handed on.
    expect(read.every((e) => !('personKey' in e))).toBe(true);
  });

  it('refuses a box moved to another person or another type, or changed', async () => {
    const keys = new KeysInMemory();
    const codec = new PersonalDataCodec(declarations, keys);
    type Stored = Record<string, unknown> & { [SEALED_FIELDS]: { box: string } };
    const [ann, bob] = (await codec.seal([joined(1, 'Ann'), joined(2, 'Bob')])) as Stored[];
    const moved = { ...bob, [SEALED_FIELDS]: { ...bob![SEALED_FIELDS], box: ann![SEALED_FIELDS].box } };
    await expect(codec.open(recorded([{ type: 'PersonJoined', data: moved }]))).rejects.toThrow();
    await expect(codec.open(recorded([{ type: 'PersonLeft', data: ann }]))).rejects.toThrow();
  });
});
