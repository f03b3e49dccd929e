/** The Button configuration's commands, its detail rules (spec 02 §4, §5 "Config detail") and `decide`. */
import { BUTTONS, BUTTON_ACTIONS, GENIE_BUTTON_CONFIGS } from '../kiosks/reference-data.js';
import type { Button, ButtonAction } from '../kiosks/kiosk-api.js';
import { DomainError, type FieldError } from '../errors.js';
import { escapeAngleBrackets } from '../validation.js';
import type { Decider } from '../decider.js';
import {
  ButtonConfigLimits,
  evolveButtonConfig,
  initialButtonConfigState,
  type ButtonConfigEvent,
  type ButtonConfigState,
  type ConfigDetailEntry,
  type ConfigDetailFields,
} from './button-config.js';

/** A detail form as sent by the console (POST and PUT buttonconfigdetails). */
export interface ConfigDetailInput {
  buttonId: number | null;
  buttonActionId: number | null;
  description: string | null;
}

export type ButtonConfigCommand =
  | { type: 'AddConfigDetail'; data: { configId: number; configDetailId: number } & ConfigDetailInput }
  | { type: 'ChangeConfigDetail'; data: { configId: number; configDetailId: number } & ConfigDetailInput }
  | { type: 'RemoveConfigDetail'; data: { configId: number; configDetailId: number } }
  /**
   * Gives an empty configuration its starting rows, the non-configurable buttons among them
   * (the seed); a configuration that has rows already is left as it is.
   */
  | { type: 'SetUpConfiguration'; data: { configId: number; details: readonly ConfigDetailEntry[] } };

type DetailLike = Pick<ConfigDetailEntry, 'buttonId' | 'buttonActionId'> & { id: number };

const buttonOf = (id: number | null): Button | undefined => BUTTONS.find((b) => b.id === id);
const actionOf = (id: number | null): ButtonAction | undefined => BUTTON_ACTIONS.find((a) => a.id === id);

export const isButtonConfig = (configId: number | null): boolean =>
  GENIE_BUTTON_CONFIGS.some((config) => config.id === configId);

/** A row whose button is not configurable: it cannot be deleted, nor its button or action changed. */
export const isLockedDetail = (detail: Pick<ConfigDetailEntry, 'buttonId'>): boolean =>
  buttonOf(detail.buttonId)?.isConfigurable === false;

/**
 * The buttons a detail may use (spec 02 §5, decision 0011): the configurable buttons no other
 * detail of the configuration has, and the edited detail's own button. A non-configurable
 * button (power, volume) is part of every configuration from the start and never offered again.
 * `exceptId` is the detail being edited.
 */
export function availableButtons(
  details: readonly DetailLike[],
  exceptId: number | null,
  buttons: readonly Button[] = BUTTONS,
): Button[] {
  const own = details.find((d) => d.id === exceptId)?.buttonId;
  const used = new Set(details.filter((d) => d.id !== exceptId).map((d) => d.buttonId));
  return buttons.filter((b) => b.id === own || (b.isConfigurable && !used.has(b.id)));
}

/** The actions a detail may use: every system action, and the others no other detail uses. */
export function availableActions(
  details: readonly DetailLike[],
  exceptId: number | null,
  actions: readonly ButtonAction[] = BUTTON_ACTIONS,
): ButtonAction[] {
  const used = new Set(details.filter((d) => d.id !== exceptId).map((d) => d.buttonActionId));
  return actions.filter((a) => a.isSystem || !used.has(a.id));
}

/** Trimmed, angle brackets escaped (as names are), blank as null. */
export const normalizeConfigDescription = (raw: string | null | undefined): string | null => {
  const text = escapeAngleBrackets(String(raw ?? '').trim());
  return text.length > 0 ? text : null;
};

/**
 * The rules a detail form breaks, one per field: button and action required (and known),
 * description at most 50; a configurable button or a non-system action another detail of the
 * configuration already uses.
 */
export function configDetailFieldErrors(
  input: ConfigDetailInput,
  details: readonly DetailLike[],
  exceptId: number | null,
  { placeFixed = false }: { placeFixed?: boolean } = {},
): FieldError[] {
  const errors: FieldError[] = [];
  const button = buttonOf(input.buttonId);
  const action = actionOf(input.buttonActionId);
  // Setting a configuration up places each non-configurable button once, like a configurable one.
  const offered = (b: Button): boolean =>
    availableButtons(details, exceptId).some((a) => a.id === b.id) ||
    (placeFixed && !details.some((d) => d.id !== exceptId && d.buttonId === b.id));
  if (!button) errors.push({ field: 'buttonId', key: 'config.buttonRequired' });
  else if (!offered(button)) {
    errors.push({
      field: 'buttonId',
      key: button.isConfigurable ? 'config.buttonUsed' : 'config.buttonFixed',
    });
  }
  if (!action) errors.push({ field: 'buttonActionId', key: 'config.actionRequired' });
  else if (!availableActions(details, exceptId).some((a) => a.id === action.id)) {
    errors.push({ field: 'buttonActionId', key: 'config.actionUsed' });
  }
  const description = normalizeConfigDescription(input.description);
  if (description !== null && description.length > ButtonConfigLimits.descriptionMax) {
    errors.push({
      field: 'description',
      key: 'config.descriptionMaxChars',
      params: { max: ButtonConfigLimits.descriptionMax },
    });
  }
  return errors;
}

const asDetailLike = (details: readonly ConfigDetailEntry[]): DetailLike[] =>
  details.map((d) => ({ id: d.configDetailId, buttonId: d.buttonId, buttonActionId: d.buttonActionId }));

function validDetail(
  input: ConfigDetailInput,
  details: readonly ConfigDetailEntry[],
  exceptId: number | null,
  options: { placeFixed?: boolean } = {},
): ConfigDetailFields {
  const [first] = configDetailFieldErrors(input, asDetailLike(details), exceptId, options);
  if (first) throw new DomainError(first.key, first.params);
  return {
    buttonId: input.buttonId as number,
    buttonActionId: input.buttonActionId as number,
    description: normalizeConfigDescription(input.description),
  };
}

function existing(state: ButtonConfigState, configDetailId: number): ConfigDetailEntry {
  const detail = state.details.find((d) => d.configDetailId === configDetailId);
  if (!detail) throw new DomainError('config.detailNotFound', {}, 404, 1);
  return detail;
}

/** The starting rows, each judged as an added row, except that a non-configurable button may be placed once. */
function setUp(
  configId: number,
  details: readonly ConfigDetailEntry[],
  state: ButtonConfigState,
): ButtonConfigEvent[] {
  if (state.details.length > 0) return [];
  const placed: ConfigDetailEntry[] = [];
  for (const detail of details) {
    const fields = validDetail(detail, placed, null, { placeFixed: true });
    placed.push({ configDetailId: detail.configDetailId, ...fields });
  }
  return placed.map((detail) => ({ type: 'ConfigDetailAdded', data: { configId, ...detail } }));
}

export function decideButtonConfig(
  command: ButtonConfigCommand,
  state: ButtonConfigState,
): ButtonConfigEvent[] {
  const { configId } = command.data;
  if (!isButtonConfig(configId)) throw new DomainError('config.notFound', {}, 404);
  if (command.type === 'SetUpConfiguration') return setUp(configId, command.data.details, state);
  const { configDetailId } = command.data;
  switch (command.type) {
    case 'AddConfigDetail': {
      if (state.details.some((d) => d.configDetailId === configDetailId)) {
        throw new DomainError('error.conflict', {}, 409);
      }
      const fields = validDetail(command.data, state.details, null);
      return [{ type: 'ConfigDetailAdded', data: { configId, configDetailId, ...fields } }];
    }
    case 'ChangeConfigDetail': {
      const current = existing(state, configDetailId);
      const locked = isLockedDetail(current);
      if (
        locked &&
        (command.data.buttonId !== current.buttonId || command.data.buttonActionId !== current.buttonActionId)
      ) {
        throw new DomainError('config.notConfigurable');
      }
      const fields = validDetail(command.data, state.details, configDetailId);
      const changed =
        fields.buttonId !== current.buttonId ||
        fields.buttonActionId !== current.buttonActionId ||
        fields.description !== current.description;
      return changed ? [{ type: 'ConfigDetailChanged', data: { configId, configDetailId, ...fields } }] : [];
    }
    case 'RemoveConfigDetail': {
      const current = existing(state, configDetailId);
      // A second row of a non-configurable button (added before that was refused) may go.
      const duplicate = state.details.some(
        (d) => d.configDetailId !== configDetailId && d.buttonId === current.buttonId,
      );
      if (isLockedDetail(current) && !duplicate) throw new DomainError('config.notConfigurable');
      return [{ type: 'ConfigDetailRemoved', data: { configId, configDetailId } }];
    }
    default: {
      const exhaustive: never = command;
      return exhaustive;
    }
  }
}

/** The button configuration stream's decider, for the engine (`AggregateStore.handle`). */
export const buttonConfigDecider: Decider<ButtonConfigCommand, ButtonConfigEvent, ButtonConfigState> = {
  initialState: initialButtonConfigState,
  evolve: evolveButtonConfig,
  decide: decideButtonConfig,
};
