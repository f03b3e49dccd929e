import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Socket } from 'socket.io-client';
import { databaseEngines } from '../support/databases.js';
import { DEMO_PASSWORD, startApi, type RunningApi } from '../support/api-app.js';
import { openLiveSocket } from '../support/live-socket.js';

const engine = databaseEngines()[0]!;

describe('live admin dashboard summaries', () => {
  let api: RunningApi;
  let admin: string;
  let manager: string;

  const connect = (token: string): Promise<Socket> => openLiveSocket(api.url, token);

  beforeAll(async () => {
    api = await startApi(engine);
    admin = await api.signIn('admin@ambient.demo', DEMO_PASSWORD);
    manager = await api.signIn('kiosk.manager@ambient.demo', DEMO_PASSWORD);
  }, 120_000);

  afterAll(async () => {
    await api.close();
  });

  it('tells admins, and only admins, which summaries a change touched', async () => {
    const adminSocket = await connect(admin);
    const managerSocket = await connect(manager);
    const managerSaw: unknown[] = [];
    managerSocket.on('summaries.changed', (payload) => managerSaw.push(payload));
    const told = new Promise<{ kinds: string[] }>((resolve) => adminSocket.on('summaries.changed', resolve));
    // The gateway emits summaries.changed, then readModels.changed, for one batch, and a socket
    // receives in order: once the manager hears of the read models, a summary would have come.
    const managerToldReadModels = new Promise((resolve) => managerSocket.on('readModels.changed', resolve));
    const created = await fetch(`${api.url}/api/facilities`, {
      method: 'POST',
      headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Live House',
        street: '',
        city: 'Laval',
        countryId: 1,
        provStateId: 11,
        domainId: null,
      }),
    });
    expect(created.status).toBe(200);
    expect((await told).kinds).toEqual(['facility']);
    await managerToldReadModels;
    expect(managerSaw).toEqual([]);
    adminSocket.close();
    managerSocket.close();
  });

  it('tells every signed-in socket which read models a change touched, so consoles refetch them', async () => {
    const managerSocket = await connect(manager);
    const told = new Promise<{ readModels: string[] }>((resolve) =>
      managerSocket.on('readModels.changed', resolve),
    );
    const created = await fetch(`${api.url}/api/organizations`, {
      method: 'POST',
      headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Live Read Models' }),
    });
    expect(created.status).toBe(200);
    expect((await told).readModels).toEqual(['organizations']);
    managerSocket.close();
  });
});
