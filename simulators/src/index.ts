export {
  KioskApiError,
  KioskSimulator,
  type CommandListener,
  type KioskFaults,
  type KioskSimulatorOptions,
} from './kiosk-simulator.js';
export { DemoFleet, parseDemoFleet, type DemoFleetOptions, type DemoKioskEntry } from './demo-fleet.js';
