export {
  KioskSimulator,
  type CommandListener,
  type KioskFaults,
  type KioskSimulatorOptions,
} from './kiosk-simulator.js';
