import { Controller, Get, ServiceUnavailableException } from '@nestjs/common';
import { KioskAvailability } from '../availability/kiosk-availability.js';
import { BrokerConnection } from '../broker/broker-connection.js';
import type { GatewayHealth } from './gateway-health.js';

@Controller()
export class HealthController {
  constructor(
    private readonly broker: BrokerConnection,
    private readonly availability: KioskAvailability,
  ) {}

  /** 200 while the gateway is connected to its broker; 503 with the same shape while it is not. */
  @Get('health')
  health(): GatewayHealth {
    const up = this.broker.state === 'up';
    const body: GatewayHealth = {
      errorSeverity: up ? null : 1,
      errorMessage: up ? null : 'The device gateway is not connected to its MQTT broker',
      status: up ? 'ok' : 'degraded',
      broker: { engine: this.broker.engine, state: this.broker.state, url: this.broker.url },
      connectedKiosks: this.availability.onlineCount,
    };
    if (!up) throw new ServiceUnavailableException(body);
    return body;
  }
}
