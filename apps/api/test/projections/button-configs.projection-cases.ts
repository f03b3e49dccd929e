import { describe, it } from '@jest/globals';
import type { ButtonConfigEvent } from '@ambient/core';
import { projectionSpec } from '@ambient/event-sourcing/testing';
import { ButtonConfigsProjection } from '../../src/button-configs/button-configs.projection.js';
import { covered, type ProjectionCases } from './projection-cases.js';

const added = (
  configDetailId: number,
  buttonId: number,
  description: string | null = 'Appeler',
): ButtonConfigEvent => ({
  type: 'ConfigDetailAdded',
  data: { configId: 2, configDetailId, buttonId, buttonActionId: 5, description },
});

const SELECT =
  'SELECT id, config_id, button_id, button_action_id, description FROM config_details ORDER BY id';

export const buttonConfigsProjectionCases: ProjectionCases = (dataSource) => {
  describe('button configs projection', () => {
    const spec = () =>
      projectionSpec<ButtonConfigEvent>(covered(new ButtonConfigsProjection()), dataSource());

    it('adds a detail under its configuration', async () => {
      await spec()
        .given(added(10, 1), added(11, 2, null))
        .then(SELECT, [
          { id: 10, config_id: 2, button_id: 1, button_action_id: 5, description: 'Appeler' },
          { id: 11, config_id: 2, button_id: 2, button_action_id: 5, description: null },
        ]);
    });

    it('saves a changed button, action and description', async () => {
      await spec()
        .given(added(10, 1), {
          type: 'ConfigDetailChanged',
          data: { configId: 2, configDetailId: 10, buttonId: 3, buttonActionId: 7, description: null },
        })
        .then(SELECT, [{ id: 10, config_id: 2, button_id: 3, button_action_id: 7, description: null }]);
    });

    it('removes a removed detail and only it', async () => {
      await spec()
        .given(added(10, 1), added(11, 2), {
          type: 'ConfigDetailRemoved',
          data: { configId: 2, configDetailId: 10 },
        })
        .then('SELECT id FROM config_details ORDER BY id', [{ id: 11 }]);
    });
  });
};
