import { describe, expect, it } from '@jest/globals';
import { formatHistoryValue, historyFieldLabel } from '@ambient/core';
import { fromLocalInput, toLocalInput } from '../../../../utils/local-time.util';
import { historySearch, historySubjectOf, subjectNameOf } from './history.util';

describe('history screen utilities', () => {
  it('reads the subject from the address, refusing unknown kinds', () => {
    expect(historySubjectOf(new URLSearchParams(historySearch('user', 'ambient|admin')))).toEqual({
      kind: 'user',
      id: 'ambient|admin',
    });
    expect(historySubjectOf(new URLSearchParams('kind=organization&id=1'))).toBeNull();
    expect(historySubjectOf(new URLSearchParams('kind=kiosk'))).toBeNull();
  });

  it('names a subject from its state', () => {
    expect(subjectNameOf({ firstName: 'Odile', lastName: 'Roy' })).toBe('Odile Roy');
    expect(subjectNameOf({ name: 'Lobby Abby' })).toBe('Lobby Abby');
    expect(subjectNameOf({ status: 'absent' })).toBeNull();
  });

  it('turns a local moment into an ISO time and back, to the second', () => {
    const iso = '2026-03-04T05:06:07.000Z';
    expect(fromLocalInput(toLocalInput(iso))).toBe(iso);
    expect(fromLocalInput('')).toBeNull();
  });

  it('reads changes in words: labels, ids named, booleans, lists and erased people', () => {
    const names = { kiosk: { '3': 'Lobby Abby' }, facility: {} };
    expect(historyFieldLabel('languageId', 'fr-CA')).toBe('Langue');
    expect(historyFieldLabel('somethingNew', 'en-CA')).toBe('Something new');
    expect(formatHistoryValue('kioskId', 3, names, 'en-CA')).toBe('Lobby Abby');
    expect(formatHistoryValue('kioskIds', [3, 9], names, 'fr-CA')).toBe('Lobby Abby, nº 9');
    expect(formatHistoryValue('isAutoUpdates', false, names, 'fr-CA')).toBe('Non');
    expect(formatHistoryValue('languageId', 2, names, 'en-US')).toBe('French');
    expect(formatHistoryValue('items', [{ itemId: 1 }, { itemId: 2 }], names, 'en-CA')).toBe('2 items');
    expect(formatHistoryValue('firstName', '[erased]', names, 'fr-CA')).toBe('Personne effacée');
    expect(formatHistoryValue('description', null, names, 'en-CA')).toBe('—');
  });
});
