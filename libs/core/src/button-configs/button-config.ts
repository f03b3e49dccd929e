/**
 * The Button configuration aggregate: one Genie button configuration and its details (spec 02
 * §3 "Button config", "Config detail"). The configurations themselves are reference data; the
 * details live in the configuration's stream, so "a configurable button only once" and "a
 * non-system action only once" are checked under that stream's optimistic concurrency.
 */
export const ButtonConfigLimits = { descriptionMax: 50 } as const;

export interface ConfigDetailFields {
  buttonId: number;
  buttonActionId: number;
  /** Trimmed; blank is null. */
  description: string | null;
}

export interface ConfigDetailEntry extends ConfigDetailFields {
  configDetailId: number;
}

export type ButtonConfigEvent =
  | { type: 'ConfigDetailAdded'; data: { configId: number } & ConfigDetailEntry }
  | { type: 'ConfigDetailChanged'; data: { configId: number } & ConfigDetailEntry }
  | { type: 'ConfigDetailRemoved'; data: { configId: number; configDetailId: number } };

export interface ButtonConfigState {
  details: readonly ConfigDetailEntry[];
}

export const initialButtonConfigState: ButtonConfigState = { details: [] };

const entryOf = ({
  configDetailId,
  buttonId,
  buttonActionId,
  description,
}: ConfigDetailEntry): ConfigDetailEntry => ({
  configDetailId,
  buttonId,
  buttonActionId,
  description,
});

export function evolveButtonConfig(state: ButtonConfigState, event: ButtonConfigEvent): ButtonConfigState {
  switch (event.type) {
    case 'ConfigDetailAdded':
      return { details: [...state.details, entryOf(event.data)] };
    case 'ConfigDetailChanged':
      return {
        details: state.details.map((d) =>
          d.configDetailId === event.data.configDetailId ? entryOf(event.data) : d,
        ),
      };
    case 'ConfigDetailRemoved':
      return { details: state.details.filter((d) => d.configDetailId !== event.data.configDetailId) };
    default: {
      const exhaustive: never = event;
      return exhaustive;
    }
  }
}

export const buttonConfigStream = (configId: number): string => `buttonConfig-${configId}`;
