import { z } from 'zod';
import { SERIAL_PATTERN } from '@ambient/device-protocol';

const serialNumber = z.string().regex(SERIAL_PATTERN);
const time = z.iso.datetime({ offset: true });
const level = z.number().int().min(1).max(1_000_000).nullable();
const count = z.number().int().min(0).max(10_000_000);
const commandName = z.enum(['syncNow', 'contentChanged', 'updateAvailable', 'messageReceived']);
const commandId = z.string().min(1).max(64);

/** One fact the gateway observed, as the core's `DeviceCommand` (decision 0029). */
export const deviceFactBodySchema = z.discriminatedUnion('type', [
  z.strictObject({
    type: z.literal('RecordOnline'),
    data: z.strictObject({ serialNumber, kioskTypeId: z.union([z.literal(1), z.literal(2)]), at: time }),
  }),
  z.strictObject({
    type: z.literal('RecordOffline'),
    data: z.strictObject({
      serialNumber,
      reason: z.enum(['connectionLost', 'shutdown', 'presenceCleared']),
      at: time,
    }),
  }),
  z.strictObject({
    type: z.literal('RecordMediaSync'),
    data: z.strictObject({
      serialNumber,
      mediaSyncDate: time,
      itemsHeld: count,
      failureCount: count,
      at: time,
    }),
  }),
  z.strictObject({
    type: z.literal('RecordLevels'),
    data: z.strictObject({
      serialNumber,
      updateLevel: level,
      updateInstallDate: time.nullable(),
      activityLevel: level,
      activityInstallDate: time.nullable(),
      at: time,
    }),
  }),
  z.strictObject({
    type: z.literal('RecordCommandSent'),
    data: z.strictObject({ serialNumber, commandId, command: commandName, at: time }),
  }),
  z.strictObject({
    type: z.literal('RecordCommandResult'),
    data: z.strictObject({
      serialNumber,
      commandId,
      command: commandName,
      outcome: z.enum(['done', 'failed']),
      error: z.string().min(1).max(200).nullable(),
      at: time,
    }),
  }),
]);

export type DeviceFactBody = z.output<typeof deviceFactBodySchema>;
