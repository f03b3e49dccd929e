/** Device facts as the embedded gateway relays them (decision 0029), for specs without a gateway. */
import { randomUUID } from 'node:crypto';
import { CommandBus } from '@nestjs/cqrs';
import type { DeviceCommand } from '@ambient/core';
import { DeviceFactCommandMessage } from '../../apps/api/src/devices/facts/index.js';
import type { RunningProduct } from './product.js';

/** Records that the kiosk with `serialNumber` came online now, as its gateway would. */
export async function kioskCameOnline(
  product: RunningProduct,
  serialNumber: string,
  kioskTypeId: number,
): Promise<void> {
  const now = new Date();
  const fact: DeviceCommand = {
    type: 'RecordOnline',
    data: { serialNumber, kioskTypeId, at: now.toISOString() },
  };
  await product.app.get(CommandBus).execute(
    new DeviceFactCommandMessage(fact, {
      userId: null,
      functionalRole: null,
      correlationId: randomUUID(),
      source: 'device',
      now,
    }),
  );
}
