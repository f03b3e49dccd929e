import { Logger } from '@nestjs/common';
import { loadGatewayConfig } from './config/gateway-config.js';
import { startGateway } from './gateway.js';

const logger = new Logger('DeviceGateway');

try {
  const gateway = await startGateway(loadGatewayConfig(process.env));
  gateway.app.enableShutdownHooks();
  logger.log(`Health at ${gateway.httpUrl}/health, metrics at ${gateway.httpUrl}/metrics`);
} catch (error) {
  logger.fatal(
    `The device gateway could not start: ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exit(1);
}
