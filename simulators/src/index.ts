export { KioskSimulator, type CommandListener, type KioskSimulatorOptions } from './kiosk-simulator.js';
