import { describe, expect, it } from '@jest/globals';
import * as en from './en/index.js';
import * as fr from './fr/index.js';
import { enMessages, frMessages } from './messages.js';

type Feature = keyof typeof en;

/** The first segments of the keys each feature's file holds; a segment belongs to one feature. */
const PREFIXES: Record<Feature, readonly string[]> = {
  common: ['error', 'idempotency', 'name', 'jobs'],
  users: ['user', 'password', 'signIn', 'profile', 'link'],
  audit: ['history'],
  privacy: ['person'],
  hierarchy: ['hierarchy', 'organization', 'domain', 'facility'],
  abbyUpdates: ['abbyActivity', 'abbyZip', 'abbyOverride'],
  genieReleases: ['release'],
  memoryAlbums: ['album'],
  rollouts: ['rollout'],
  invitations: ['invitation'],
  expressions: ['expressions'],
  abbyProfiles: ['abbyProfile'],
  communityPlaylists: ['kioskPlaylist'],
  messages: ['message'],
  kioskEmails: ['kioskEmail'],
  messagePurges: ['messagePurge'],
  media: ['media'],
  devices: ['kioskApi'],
  kiosks: ['kiosk'],
  residents: ['resident'],
  keyTags: ['keyTag'],
  buttonConfigs: ['config'],
  offlineAlerts: ['offlineAlerts'],
};

const features = Object.keys(PREFIXES) as Feature[];
const prefixOf = (key: string): string => key.slice(0, key.indexOf('.'));
const placeholders = (text: string): string[] => [...new Set(text.match(/%\{\w+\}/g))].sort();

describe('The server catalogue, one file per feature', () => {
  it('gives each key prefix to one feature only', () => {
    const all = Object.values(PREFIXES).flat();
    expect(all.filter((prefix, i) => all.indexOf(prefix) !== i)).toEqual([]);
  });

  it('has a file per feature in each language, and no other', () => {
    expect(Object.keys(en).sort()).toEqual([...features].sort());
    expect(Object.keys(fr).sort()).toEqual([...features].sort());
  });

  it.each(features)('keeps in the %s file only the keys of its own prefixes', (feature) => {
    for (const file of [en[feature], fr[feature]]) {
      const misplaced = Object.keys(file).filter((key) => !PREFIXES[feature].includes(prefixOf(key)));
      expect(misplaced).toEqual([]);
    }
  });

  it('defines no key in two feature files', () => {
    const owners = new Map<string, Feature[]>();
    for (const feature of features)
      for (const key of Object.keys(en[feature])) owners.set(key, [...(owners.get(key) ?? []), feature]);
    expect([...owners].filter(([, holders]) => holders.length > 1)).toEqual([]);
    expect(owners.size).toBe(Object.keys(enMessages).length);
  });

  it.each(features)('has the same keys in English and French for %s', (feature) => {
    expect(Object.keys(fr[feature]).sort()).toEqual(Object.keys(en[feature]).sort());
  });

  it('joins every feature into catalogues with the same keys and the same placeholders', () => {
    expect(Object.keys(frMessages).sort()).toEqual(Object.keys(enMessages).sort());
    for (const feature of features) expect(enMessages).toMatchObject(en[feature]);
    for (const feature of features) expect(frMessages).toMatchObject(fr[feature]);
    const differing = (Object.keys(enMessages) as (keyof typeof enMessages)[]).filter(
      (key) => placeholders(enMessages[key]).join() !== placeholders(frMessages[key]).join(),
    );
    expect(differing).toEqual([]);
  });
});
