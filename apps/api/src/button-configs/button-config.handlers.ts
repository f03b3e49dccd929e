import {
  AddConfigDetailHandler,
  ChangeConfigDetailHandler,
  RemoveConfigDetailHandler,
} from './button-config.commands.js';
import { SeedDefaultConfigDetailsHandler } from './button-configs.seed.js';

/** Every command handler of the button configurations slice, for the CoreModule. */
export const BUTTON_CONFIG_COMMAND_HANDLERS = [
  AddConfigDetailHandler,
  ChangeConfigDetailHandler,
  RemoveConfigDetailHandler,
  SeedDefaultConfigDetailsHandler,
];
