/**
 * Reference data the spec names but does not list (spec 02 §3: "values not shown"); see
 * docs/decisions/0007-kiosk-reference-data.md. Released Genie updates extend the Genie levels.
 */
import type { Button, ButtonAction, ButtonConfig, UpdateLevels } from './kiosk-api.js';

const upTo = (n: number): number[] => Array.from({ length: n }, (_, i) => i + 1);

/** Update levels available per kind before any release recorded by this system. */
export const BASE_UPDATE_LEVELS: UpdateLevels = {
  genie: upTo(12),
  abby21: upTo(8),
  abby22: upTo(15),
  abby3: upTo(6),
};

export const ACTIVITY_LEVELS: number[] = upTo(10);

export const GENIE_BUTTON_CONFIGS: ButtonConfig[] = [
  { id: 1, name: 'Standard', description: 'Four buttons: messages, photos, videos, call' },
  { id: 2, name: 'Simple', description: 'Two large buttons: messages and photos' },
  { id: 3, name: 'Memory care', description: 'Photos and music first' },
];

export const BUTTONS: Button[] = [
  { id: 1, description: 'Red button', isConfigurable: true },
  { id: 2, description: 'Green button', isConfigurable: true },
  { id: 3, description: 'Blue button', isConfigurable: true },
  { id: 4, description: 'Yellow button', isConfigurable: true },
  { id: 5, description: 'Power button', isConfigurable: false },
  { id: 6, description: 'Volume knob', isConfigurable: false },
];

export const BUTTON_ACTIONS: ButtonAction[] = [
  { id: 1, description: 'Show messages', isSystem: false },
  { id: 2, description: 'Show photos', isSystem: false },
  { id: 3, description: 'Show videos', isSystem: false },
  { id: 4, description: 'Play music', isSystem: false },
  { id: 5, description: 'Call family', isSystem: false },
  { id: 6, description: 'Turn screen on or off', isSystem: true },
  { id: 7, description: 'Change volume', isSystem: true },
];

/**
 * The details each configuration starts with, matching its description (decision 0011): every
 * configuration holds the two non-configurable buttons (power and volume); the coloured buttons
 * carry the actions the description names, in its order.
 */
export const DEFAULT_CONFIG_DETAILS: Array<{
  configId: number;
  buttonId: number;
  buttonActionId: number;
  description: string;
}> = (
  [
    // Standard: four buttons: messages, photos, videos, call.
    [
      1,
      [
        [1, 1, 'Messages'],
        [2, 2, 'Photos'],
        [3, 3, 'Videos'],
        [4, 5, 'Call'],
      ],
    ],
    // Simple: two large buttons: messages and photos.
    [
      2,
      [
        [1, 1, 'Messages'],
        [2, 2, 'Photos'],
      ],
    ],
    // Memory care: photos and music first, then messages.
    [
      3,
      [
        [1, 2, 'Photos'],
        [2, 4, 'Music'],
        [3, 1, 'Messages'],
      ],
    ],
  ] as const
).flatMap(([configId, rows]) => [
  { configId, buttonId: 5, buttonActionId: 6, description: 'Power' },
  { configId, buttonId: 6, buttonActionId: 7, description: 'Volume' },
  ...rows.map(([buttonId, buttonActionId, description]) => ({
    configId,
    buttonId,
    buttonActionId,
    description,
  })),
]);

/** The highest update level of a kind: what a new kiosk of that kind starts at. */
export function highestLevel(levels: readonly number[]): number | null {
  return levels.length > 0 ? Math.max(...levels) : null;
}

/** A Genie's Phidget board: its inputs (buttons and knobs), outputs (lights), styles and actions. */
export interface PhidgetChannel {
  id: number;
  description: string;
}

export const PHIDGET_INPUTS: PhidgetChannel[] = [
  { id: 0, description: 'Digital input 0 (red button)' },
  { id: 1, description: 'Digital input 1 (green button)' },
  { id: 2, description: 'Digital input 2 (blue button)' },
  { id: 3, description: 'Digital input 3 (yellow button)' },
  { id: 4, description: 'Digital input 4 (power button)' },
  { id: 5, description: 'Analog input 5 (volume knob)' },
];

export const PHIDGET_OUTPUTS: PhidgetChannel[] = [
  { id: 0, description: 'Digital output 0 (red light)' },
  { id: 1, description: 'Digital output 1 (green light)' },
  { id: 2, description: 'Digital output 2 (blue light)' },
  { id: 3, description: 'Digital output 3 (yellow light)' },
];

export const PHIDGET_STYLES: PhidgetChannel[] = [
  { id: 1, description: 'Momentary' },
  { id: 2, description: 'Toggle' },
  { id: 3, description: 'Long press' },
];
