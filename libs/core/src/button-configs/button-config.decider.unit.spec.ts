import { describe, expect, it } from '@jest/globals';
import { deciderSpec } from '@ambient/event-sourcing/testing';
import {
  BUTTON_ACTIONS,
  BUTTONS,
  DEFAULT_CONFIG_DETAILS,
  GENIE_BUTTON_CONFIGS,
  availableActions,
  availableButtons,
  buttonConfigDecider,
  DomainError,
  isLockedDetail,
  type ButtonConfigCommand,
  type ButtonConfigEvent,
  type ConfigDetailInput,
} from '../index.js';
import { refused } from '../testing/refusals.js';

/** given(events).when(command): the events decided, or the refusal. */
const { given } = deciderSpec(buttonConfigDecider);

// Reference data: buttons 1-4 configurable, 5 (Power) and 6 (Volume) not; actions 6 and 7 are system.
const added = (
  configDetailId: number,
  buttonId: number,
  buttonActionId: number,
  description: string | null,
) =>
  ({
    type: 'ConfigDetailAdded',
    data: { configId: 1, configDetailId, buttonId, buttonActionId, description },
  }) as const satisfies ButtonConfigEvent;
const power = added(10, 5, 6, 'Power');
const messages = added(11, 1, 1, 'Messages');

const add = (input: Partial<ConfigDetailInput>, configId = 1): ButtonConfigCommand => ({
  type: 'AddConfigDetail',
  data: { configId, configDetailId: 12, buttonId: 2, buttonActionId: 2, description: 'Photos', ...input },
});
const change = (configDetailId: number, input: ConfigDetailInput): ButtonConfigCommand => ({
  type: 'ChangeConfigDetail',
  data: { configId: 1, configDetailId, ...input },
});
const remove = (configDetailId: number): ButtonConfigCommand => ({
  type: 'RemoveConfigDetail',
  data: { configId: 1, configDetailId },
});

describe('Button configuration: add a detail', () => {
  it('adds with the description trimmed, blank as null, angle brackets escaped', () => {
    given(power, messages)
      .when(add({ description: '  Photos ' }))
      .then([added(12, 2, 2, 'Photos')]);
    given(power, messages)
      .when(add({ description: '   ' }))
      .then([added(12, 2, 2, null)]);
    given()
      .when(add({ description: '<b>' }))
      .then([added(12, 2, 2, '&lt;b&gt;')]);
  });
  it('requires a button and an action, and a description of at most 50', () => {
    given()
      .when(add({ buttonId: null }))
      .thenThrows(DomainError, refused('Button is required'));
    given()
      .when(add({ buttonId: 99 }))
      .thenThrows(DomainError, refused('Button is required'));
    given()
      .when(add({ buttonActionId: null }))
      .thenThrows(DomainError, refused('Action is required'));
    given()
      .when(add({ description: 'x'.repeat(51) }))
      .thenThrows(DomainError, refused('Description cannot exceed 50 characters'));
    given()
      .when(add({ description: 'x'.repeat(50) }))
      .then([added(12, 2, 2, 'x'.repeat(50))]);
  });
  it('refuses a configurable button already in the configuration, and a non-system action already used', () => {
    given(power, messages)
      .when(add({ buttonId: 1 }))
      .thenThrows(DomainError, refused('This button is already in the configuration.'));
    given(power, messages)
      .when(add({ buttonActionId: 1 }))
      .thenThrows(DomainError, refused('This action is already used in the configuration.'));
  });
  it('lets a system action be used again', () => {
    given(power, messages)
      .when(add({ buttonId: 2, buttonActionId: 6 }))
      .then([added(12, 2, 6, 'Photos')]);
  });
  it('refuses a non-configurable button: every configuration has it already', () => {
    given(power, messages)
      .when(add({ buttonId: 5, buttonActionId: 6 }))
      .thenThrows(
        DomainError,
        refused('This button is part of every configuration already and cannot be added again.'),
      );
    given(messages)
      .when(add({ buttonId: 6, buttonActionId: 7 }))
      .thenThrows(
        DomainError,
        refused('This button is part of every configuration already and cannot be added again.'),
      );
  });
  it('refuses an unknown configuration', () => {
    given()
      .when(add({}, 9))
      .thenThrows(DomainError, refused('This button configuration does not exist.', 404));
  });
});

describe('Button configuration: change a detail', () => {
  it('changes a configurable row, which may keep its own button and action', () => {
    given(power, messages)
      .when(change(11, { buttonId: 1, buttonActionId: 1, description: 'Inbox' }))
      .then([
        {
          type: 'ConfigDetailChanged',
          data: { configId: 1, configDetailId: 11, buttonId: 1, buttonActionId: 1, description: 'Inbox' },
        },
      ]);
    given(power, messages)
      .when(change(11, { buttonId: 3, buttonActionId: 4, description: 'Messages' }))
      .then([
        {
          type: 'ConfigDetailChanged',
          data: { configId: 1, configDetailId: 11, buttonId: 3, buttonActionId: 4, description: 'Messages' },
        },
      ]);
  });
  it('records nothing when nothing changed', () => {
    given(power, messages)
      .when(change(11, { buttonId: 1, buttonActionId: 1, description: ' Messages ' }))
      .then([]);
  });
  it("lets a non-configurable row's description change, never its button or action", () => {
    given(power, messages)
      .when(change(10, { buttonId: 5, buttonActionId: 6, description: 'On/Off' }))
      .then([
        {
          type: 'ConfigDetailChanged',
          data: { configId: 1, configDetailId: 10, buttonId: 5, buttonActionId: 6, description: 'On/Off' },
        },
      ]);
    given(power, messages)
      .when(change(10, { buttonId: 2, buttonActionId: 6, description: 'Power' }))
      .thenThrows(DomainError, refused('This button cannot be changed or removed.'));
    given(power, messages)
      .when(change(10, { buttonId: 5, buttonActionId: 7, description: 'Power' }))
      .thenThrows(DomainError, refused('This button cannot be changed or removed.'));
  });
  it("refuses another row's configurable button or non-system action", () => {
    const second = added(12, 2, 2, 'Photos');
    given(power, messages, second)
      .when(change(12, { buttonId: 1, buttonActionId: 2, description: null }))
      .thenThrows(DomainError, refused('This button is already in the configuration.'));
    given(power, messages, second)
      .when(change(12, { buttonId: 2, buttonActionId: 1, description: null }))
      .thenThrows(DomainError, refused('This action is already used in the configuration.'));
  });
  it('refuses a detail that is not there', () => {
    given(power)
      .when(change(99, { buttonId: 1, buttonActionId: 1, description: null }))
      .thenThrows(DomainError, refused('This detail no longer exists.', 404));
  });
});

describe('Button configuration: delete a detail', () => {
  it('deletes a configurable row', () => {
    given(power, messages)
      .when(remove(11))
      .then([{ type: 'ConfigDetailRemoved', data: { configId: 1, configDetailId: 11 } }]);
  });
  it('deletes a second row of a non-configurable button, added before that was refused, never the last', () => {
    const secondPower = added(12, 5, 6, 'Power again');
    given(power, messages, secondPower)
      .when(remove(12))
      .then([{ type: 'ConfigDetailRemoved', data: { configId: 1, configDetailId: 12 } }]);
    given(power, messages, secondPower, {
      type: 'ConfigDetailRemoved',
      data: { configId: 1, configDetailId: 12 },
    })
      .when(remove(10))
      .thenThrows(DomainError, refused('This button cannot be changed or removed.'));
  });
  it("refuses a non-configurable button's row, and a row already gone", () => {
    given(power, messages)
      .when(remove(10))
      .thenThrows(DomainError, refused('This button cannot be changed or removed.'));
    given(power, messages, { type: 'ConfigDetailRemoved', data: { configId: 1, configDetailId: 11 } })
      .when(remove(11))
      .thenThrows(DomainError, refused('This detail no longer exists.', 404));
  });
});

describe('What the detail dialog offers', () => {
  const details = [
    { id: 10, buttonId: 5, buttonActionId: 6 },
    { id: 11, buttonId: 1, buttonActionId: 1 },
  ];
  it('offers the configurable buttons no other row has, and the edited row its own button', () => {
    expect(availableButtons(details, null).map((b) => b.id)).toEqual([2, 3, 4]);
    expect(availableButtons(details, 11).map((b) => b.id)).toEqual([1, 2, 3, 4]);
    expect(availableButtons(details, 10).map((b) => b.id)).toEqual([2, 3, 4, 5]);
  });
  it('offers every action but the non-system ones used by other rows', () => {
    expect(availableActions(details, null).map((a) => a.id)).toEqual([2, 3, 4, 5, 6, 7]);
    expect(availableActions(details, 11).map((a) => a.id)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });
  it('knows the locked rows', () => {
    expect(isLockedDetail({ buttonId: 5 })).toBe(true);
    expect(isLockedDetail({ buttonId: 1 })).toBe(false);
  });
});

describe('Button configuration: set up with its starting rows', () => {
  const setUp = (
    configId: number,
    details: Array<[number, number, number, string]>,
  ): ButtonConfigCommand => ({
    type: 'SetUpConfiguration',
    data: {
      configId,
      details: details.map(([configDetailId, buttonId, buttonActionId, description]) => ({
        configDetailId,
        buttonId,
        buttonActionId,
        description,
      })),
    },
  });
  it('places the non-configurable buttons once, with the configurable rows', () => {
    given()
      .when(
        setUp(1, [
          [10, 5, 6, 'Power'],
          [11, 1, 1, 'Messages'],
        ]),
      )
      .then([power, messages]);
  });
  it('leaves a configuration that has rows already as it is', () => {
    given(power)
      .when(setUp(1, [[11, 1, 1, 'Messages']]))
      .then([]);
  });
  it('refuses a button twice, even a non-configurable one', () => {
    given()
      .when(
        setUp(1, [
          [10, 5, 6, 'Power'],
          [11, 5, 6, 'Power'],
        ]),
      )
      .thenThrows(
        DomainError,
        refused('This button is part of every configuration already and cannot be added again.'),
      );
  });
});

describe('The seeded configurations', () => {
  const rows = (configId: number) =>
    DEFAULT_CONFIG_DETAILS.filter((d) => d.configId === configId).map((d) => [
      BUTTONS.find((b) => b.id === d.buttonId)?.description,
      BUTTON_ACTIONS.find((a) => a.id === d.buttonActionId)?.description,
    ]);
  it('hold the rows their descriptions name, besides the power and volume buttons', () => {
    expect(GENIE_BUTTON_CONFIGS.map((c) => c.description)).toEqual([
      'Four buttons: messages, photos, videos, call',
      'Two large buttons: messages and photos',
      'Photos and music first',
    ]);
    const fixed = [
      ['Power button', 'Turn screen on or off'],
      ['Volume knob', 'Change volume'],
    ];
    expect(rows(1)).toEqual([
      ...fixed,
      ['Red button', 'Show messages'],
      ['Green button', 'Show photos'],
      ['Blue button', 'Show videos'],
      ['Yellow button', 'Call family'],
    ]);
    expect(rows(2)).toEqual([...fixed, ['Red button', 'Show messages'], ['Green button', 'Show photos']]);
    expect(rows(3)).toEqual([
      ...fixed,
      ['Red button', 'Show photos'],
      ['Green button', 'Play music'],
      ['Blue button', 'Show messages'],
    ]);
  });
});
