/**
 * The device protocol: every MQTT topic a kiosk and the gateway exchange, mapped to the type of
 * its payload, with the QoS and retained flag each one is published with. The device gateway and
 * the kiosk simulators (and, later, the kiosk apps) build topics and payloads from this package
 * only, so a change here is a change to the wire. `docs/device-protocol.md` explains it in prose.
 *
 * Topics: `{baseTopic}/kiosks/{serial}/{channel}`, baseTopic `ambient` unless configured.
 * Payloads: UTF-8 JSON objects. Times: ISO 8601 strings with a zone, as the sender's clock saw them.
 * Kiosk types: the core's `KioskType` numbers (1 Abby, 2 Genie).
 * The kiosk's HTTP access to the API (its messages and Geniegrams): `kiosk-api.ts`.
 */
export * from './kiosk-type.js';
export * from './payloads.js';
export * from './topics.js';
export * from './codec.js';
export * from './credentials.js';
export * from './kiosk-api.js';
