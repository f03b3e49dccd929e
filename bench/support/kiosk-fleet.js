// A fleet of simulated kiosks in a process of its own, steered by its parent over IPC:
//   { op: 'connect', url, serials, type, baseTopic }   connects them (a few hundred at a time), reconnecting
//                                            by themselves after a lost connection, as kiosks do;
//   { op: 'disconnect', index } / { op: 'reconnect', index }   one kiosk leaves cleanly or comes back;
//   { op: 'drop' }                           every kiosk loses its connection at once (no DISCONNECT
//                                            packet: the broker publishes their last wills), then
//                                            reconnects by itself;
//   { op: 'forget', url }                    ends every kiosk's persistent session on the broker;
// each answered with { op, ms } once done.
import mqtt from 'mqtt';
import { kioskClientId } from '../../libs/device-protocol/dist/index.js';
import { KioskSimulator } from '../../simulators/dist/index.js';

const AT_ONCE = 250;
let kiosks = [];

async function inBatches(items, work) {
  for (let first = 0; first < items.length; first += AT_ONCE)
    await Promise.all(items.slice(first, first + AT_ONCE).map(work));
}

const handlers = {
  async connect({ url, serials, type, baseTopic }) {
    kiosks = serials.map(
      (serial) =>
        new KioskSimulator({
          url,
          serial,
          type,
          baseTopic,
          reconnectPeriodMs: 1_000,
          answerCommands: false,
          onError: () => {},
        }),
    );
    await inBatches(kiosks, (kiosk) => kiosk.connect());
  },
  async disconnect({ index }) {
    await kiosks[index].disconnect();
  },
  async reconnect({ index }) {
    await kiosks[index].connect();
  },
  async drop() {
    // Every connection cut at once; each kiosk then connects again as a real one does after a cut.
    await Promise.all(kiosks.map((kiosk) => kiosk.drop()));
    await inBatches(kiosks, (kiosk) => kiosk.connect());
  },
  async close() {
    await inBatches(kiosks, (kiosk) => kiosk.disconnect());
  },
  async forget({ url }) {
    await inBatches(kiosks, async (kiosk) => {
      const client = await mqtt.connectAsync(url, {
        clientId: kioskClientId(kiosk.serial),
        clean: true,
        reconnectPeriod: 0,
      });
      await client.endAsync();
    });
  },
};

process.on('message', async (message) => {
  const started = performance.now();
  try {
    await handlers[message.op](message);
    process.send({ op: message.op, ms: performance.now() - started });
  } catch (error) {
    process.send({ op: message.op, error: String(error?.stack ?? error) });
  }
});

// A bench that stops (done or failed) takes its kiosks with it.
process.on('disconnect', () => process.exit(0));
