export {
  DeviceCommands,
  type ContentChangedOrder,
  type MessageReceivedOrder,
  type UpdateAvailableOrder,
} from './device-commands.js';
export { DeviceCommandsModule } from './device-commands.module.js';
