// A bare aedes broker (no gateway, no authentication) in a process of its own: the limit the
// gateway's embedded broker is measured beside. Prints its port once listening.
import { createServer } from 'node:net';
import { Aedes } from 'aedes';

const broker = await Aedes.createBroker();
const server = createServer(broker.handle);
server.listen(0, '127.0.0.1', () => process.send({ port: server.address().port }));

// A bench that stops (done or failed) takes its broker with it.
process.on('disconnect', () => process.exit(0));
