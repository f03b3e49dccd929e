import { describe, expect, it } from '@jest/globals';
import type { AbbyExpressions } from '@ambient/core';
import {
  copyFault,
  editCopyOf,
  EXPRESSION_SETS,
  payloadOf,
  referenceOf,
  withText,
} from './expression-sets.util';

const [caregiver, activities, , invitations] = EXPRESSION_SETS;

const set = (languageId: number, description: string, message: string): AbbyExpressions => ({
  languageId,
  caregiver: [
    {
      id: 1,
      description,
      shortDescription: description,
      longDescription: '',
      summaryLabel: '',
      summaryLabelPlural: '',
    },
  ],
  activities: [
    { id: 4, description },
    { id: 7, description: '' },
  ],
  textResources: [],
  ambientInvitations: [{ id: 2, message }],
});
const expressions = [set(1, 'Music', 'Music?'), set(2, 'Musique', '')];

describe('the expressions edit copy', () => {
  it('copies a language’s set, and the English reference beside it', () => {
    expect(editCopyOf(expressions, 2, activities)).toEqual([
      { id: 4, texts: { description: 'Musique' } },
      { id: 7, texts: { description: '' } },
    ]);
    expect(referenceOf(expressions, invitations)).toEqual([{ id: 2, texts: { message: 'Music?' } }]);
  });

  it('changes one item’s text in the copy only, and sends the set’s fields of every item', () => {
    const copy = editCopyOf(expressions, 2, caregiver);
    const edited = withText(copy, 1, 'summaryLabel', 'chanson');
    expect(copy[0]?.texts.summaryLabel).toBe('');
    expect(payloadOf(caregiver, edited)).toEqual([
      {
        id: 1,
        description: 'Musique',
        shortDescription: 'Musique',
        longDescription: '',
        summaryLabel: 'chanson',
        summaryLabelPlural: '',
      },
    ]);
  });

  it('says what the server would refuse: a text over its limit', () => {
    const copy = withText(editCopyOf(expressions, 2, activities), 7, 'description', 'x'.repeat(51));
    expect(copyFault(activities, copy)).toEqual({ key: 'expressions.tooLong', params: { id: 7, max: 50 } });
    expect(copyFault(activities, editCopyOf(expressions, 2, activities))).toBeNull();
  });
});
