import {
  AssignKeyTagResidentHandler,
  CreateKeyTagHandler,
  DeleteKeyTagHandler,
  SetResidentKeyTagHandler,
  UnassignResidentKeyTagHandler,
  UpdateKeyTagHandler,
} from './key-tag.commands.js';
import { SeedDemoKeyTagsHandler } from './key-tags.seed.js';

/** Every command handler of the key tags slice, for the CoreModule. */
export const KEY_TAG_COMMAND_HANDLERS = [
  CreateKeyTagHandler,
  UpdateKeyTagHandler,
  AssignKeyTagResidentHandler,
  DeleteKeyTagHandler,
  UnassignResidentKeyTagHandler,
  SetResidentKeyTagHandler,
  SeedDemoKeyTagsHandler,
];
