/**
 * The body of `GET /health`, which the API reads at GATEWAY_HEALTH_URL. Its status answers
 * anyone (a load balancer, a container's health check); `broker` and `connectedKiosks` only the
 * holder of GATEWAY_API_TOKEN, or a caller on the loopback of a gateway without one (decision 0101).
 */
export interface GatewayHealth {
  /** null when healthy; 1 (internal) when the broker is down. */
  errorSeverity: number | null;
  errorMessage: string | null;
  status: 'ok' | 'degraded';
  broker?: {
    /** `aedes (embedded)` or `mqtt <url>`. */
    engine: string;
    state: 'up' | 'down';
    /** Where kiosks connect, without credentials. */
    url: string;
  };
  /** Kiosks the gateway currently holds online. */
  connectedKiosks?: number;
}
