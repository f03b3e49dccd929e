/** The settings read from the environment, where they decide what a user sees. */
import { describe, expect, it } from '@jest/globals';
import { loadConfig } from '../../src/config/app-config.js';

describe("the environment's label in the console's footer", () => {
  it('is Production for a production build when APP_ENVIRONMENT is unset', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).environmentLabel).toBe('Production');
    expect(loadConfig({ NODE_ENV: 'production', APP_ENVIRONMENT: ' ' }).environmentLabel).toBe('Production');
  });

  it('is Development outside production when APP_ENVIRONMENT is unset', () => {
    expect(loadConfig({ NODE_ENV: 'development' }).environmentLabel).toBe('Development');
    expect(loadConfig({}).environmentLabel).toBe('Development');
  });

  it('is what APP_ENVIRONMENT says, and refuses another word', () => {
    expect(loadConfig({ NODE_ENV: 'production', APP_ENVIRONMENT: 'Stage' }).environmentLabel).toBe('Stage');
    expect(loadConfig({ APP_ENVIRONMENT: 'Sandbox' }).environmentLabel).toBe('Sandbox');
    expect(() => loadConfig({ APP_ENVIRONMENT: 'Prod' })).toThrow(
      'APP_ENVIRONMENT must be one of Development, Sandbox, Stage, Production',
    );
  });
});

describe("the device gateway's address", () => {
  it('follows GATEWAY_HTTP_PORT, so one setting moves the gateway and where the API finds it', () => {
    expect(loadConfig({}).gatewayHealthUrl).toBe('http://127.0.0.1:4281/health');
    expect(loadConfig({ GATEWAY_HTTP_PORT: '4391' }).gatewayHealthUrl).toBe('http://127.0.0.1:4391/health');
    expect(
      loadConfig({ GATEWAY_HTTP_PORT: '4391', GATEWAY_HEALTH_URL: 'http://gateway:4281/health' })
        .gatewayHealthUrl,
    ).toBe('http://gateway:4281/health');
    expect(() => loadConfig({ GATEWAY_HTTP_PORT: 'eighty' })).toThrow(
      'GATEWAY_HTTP_PORT is not a port: eighty',
    );
  });
});
