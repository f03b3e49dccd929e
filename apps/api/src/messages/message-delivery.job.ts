import { DeviceCommands } from '../device-commands/index.js';
import { JobHandler, type JobPayloads, type JobProcessor } from '../jobs/index.js';
import { MessagesReader } from './messages.reader.js';

/**
 * Tells the Genie of each new message's resident that it waits (`messageReceived`, decision 0044),
 * through the device gateway; the kiosk answers done once it holds it. A message deleted meanwhile
 * is not told; telling one twice does no harm (its command id is the message's).
 */
@JobHandler('messages.deliver')
export class MessageDeliveryJob implements JobProcessor<'messages.deliver'> {
  constructor(
    private readonly devices: DeviceCommands,
    private readonly reader: MessagesReader,
  ) {}

  async process({ messageIds }: JobPayloads['messages.deliver']): Promise<void> {
    const orders = await this.reader.deliveries(messageIds);
    if (orders.length > 0) await this.devices.messageReceived(orders);
  }
}
