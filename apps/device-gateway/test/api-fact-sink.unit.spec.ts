/**
 * The embedded default's sink posts each fact to the API: one kiosk's facts in order, and once one
 * of them cannot be posted (the API busy or down) that kiosk's later facts wait to be tried again
 * with it, while other kiosks' facts go on; a refusal by the API's rules is final.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { DeviceCommand } from '@ambient/core';
import { ApiFactSink, type DeviceFact } from '../src/facts/device-fact-sink.js';

describe('the API fact sink', () => {
  let server: Server;
  let url: string;
  const posted: string[] = [];

  beforeAll(async () => {
    server = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        const { data } = JSON.parse(body) as { data: { serialNumber: string; at: string } };
        posted.push(`${data.serialNumber}@${data.at}`);
        // BUSY kiosks' second fact meets a busy API; REFUSED's facts break a rule.
        const status =
          data.serialNumber === 'BUSY' && data.at.endsWith('02.000Z')
            ? 503
            : data.serialNumber === 'REFUSED'
              ? 400
              : 200;
        response.writeHead(status, { 'content-type': 'application/json' }).end('{}');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const fact = (serial: string, second: number): DeviceFact => {
    const at = `2026-11-26T10:00:0${second}.000Z`;
    const command: DeviceCommand = {
      type: 'RecordOffline',
      data: { serialNumber: serial, reason: 'connectionLost', at },
    };
    return { serial, command, at: new Date(at) };
  };

  it('posts each kiosk in order, holds back what follows a failure, and keeps refusals final', async () => {
    const facts = [
      fact('BUSY', 1),
      fact('CALM', 1),
      fact('BUSY', 2),
      fact('REFUSED', 1),
      fact('BUSY', 3),
      fact('CALM', 2),
    ];
    const outcomes = await new ApiFactSink(url, 'token').record(facts);
    expect(outcomes).toEqual([
      { recorded: true },
      { recorded: true },
      { retry: expect.stringContaining('503') },
      { refused: expect.stringContaining('400') },
      { retry: expect.stringContaining('503') },
      { recorded: true },
    ]);
    // BUSY's third fact was never posted: it waits behind the second.
    expect(posted.filter((each) => each.startsWith('BUSY'))).toEqual([
      'BUSY@2026-11-26T10:00:01.000Z',
      'BUSY@2026-11-26T10:00:02.000Z',
    ]);
    expect(posted.filter((each) => each.startsWith('CALM'))).toEqual([
      'CALM@2026-11-26T10:00:01.000Z',
      'CALM@2026-11-26T10:00:02.000Z',
    ]);
  });
});
