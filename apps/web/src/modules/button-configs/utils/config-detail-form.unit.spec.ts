import { describe, expect, it } from '@jest/globals';
import type { ConfigDetail } from '@ambient/core';
import {
  configDetailFormOf,
  configDetailPayloadOf,
  isUnchanged,
  validateConfigDetailForm,
} from './config-detail-form.util';

const details: ConfigDetail[] = [
  { id: 10, configId: 1, buttonId: 5, buttonActionId: 6, description: 'Power' },
  { id: 11, configId: 1, buttonId: 1, buttonActionId: 1, description: 'Messages' },
];

describe('config detail form', () => {
  it('starts empty, or from the detail with its description shown unescaped', () => {
    expect(configDetailFormOf(null)).toEqual({ buttonId: 0, buttonActionId: 0, description: '' });
    expect(configDetailFormOf({ ...details[1], description: '&lt;b&gt;' } as ConfigDetail)).toEqual({
      buttonId: 1,
      buttonActionId: 1,
      description: '<b>',
    });
  });

  it('requires a button and an action; refuses a used configurable button or non-system action', () => {
    expect(
      validateConfigDetailForm({ buttonId: 0, buttonActionId: 0, description: '' }, details, null),
    ).toEqual([
      { field: 'buttonId', key: 'config.buttonRequired' },
      { field: 'buttonActionId', key: 'config.actionRequired' },
    ]);
    expect(
      validateConfigDetailForm({ buttonId: 1, buttonActionId: 1, description: '' }, details, null),
    ).toEqual([
      { field: 'buttonId', key: 'config.buttonUsed' },
      { field: 'buttonActionId', key: 'config.actionUsed' },
    ]);
    expect(
      validateConfigDetailForm({ buttonId: 1, buttonActionId: 1, description: '' }, details, 11),
    ).toEqual([]);
    expect(
      validateConfigDetailForm(
        { buttonId: 2, buttonActionId: 2, description: 'x'.repeat(51) },
        details,
        null,
      ),
    ).toEqual([{ field: 'description', key: 'config.descriptionMaxChars', params: { max: 50 } }]);
  });

  it('sends the description trimmed and escaped, blank as null, and skips a save with no change', () => {
    const payload = configDetailPayloadOf({ buttonId: 1, buttonActionId: 1, description: ' Messages ' }, 1);
    expect(payload).toEqual({ configId: 1, buttonId: 1, buttonActionId: 1, description: 'Messages' });
    expect(isUnchanged(payload, details[1] as ConfigDetail)).toBe(true);
    expect(
      configDetailPayloadOf({ buttonId: 2, buttonActionId: 2, description: '  ' }, 1).description,
    ).toBeNull();
  });
});
