import { Controller, Get, Headers, Inject, Ip, ServiceUnavailableException } from '@nestjs/common';
import { KioskAvailability } from '../availability/kiosk-availability.js';
import { BrokerConnection } from '../broker/broker-connection.js';
import { mayReadDetail } from '../config/api-token.js';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config/gateway-config.js';
import type { GatewayHealth } from './gateway-health.js';

@Controller()
export class HealthController {
  constructor(
    private readonly broker: BrokerConnection,
    private readonly availability: KioskAvailability,
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
  ) {}

  /**
   * 200 while the gateway is connected to its broker; 503 with the same shape while it is not.
   * Anyone may ask whether it is up; only the API's token (decision 0101) reads what is behind it.
   */
  @Get('health')
  health(@Headers('authorization') authorization: string | undefined, @Ip() ip: string): GatewayHealth {
    const up = this.broker.state === 'up';
    const body: GatewayHealth = {
      errorSeverity: up ? null : 1,
      errorMessage: up ? null : 'The device gateway is not connected to its MQTT broker',
      status: up ? 'ok' : 'degraded',
      ...(mayReadDetail(this.config.api?.token, authorization, ip)
        ? {
            broker: { engine: this.broker.engine, state: this.broker.state, url: this.broker.url },
            connectedKiosks: this.availability.onlineCount,
          }
        : {}),
    };
    if (!up) throw new ServiceUnavailableException(body);
    return body;
  }
}
