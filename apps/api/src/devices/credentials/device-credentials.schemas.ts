import { z } from 'zod';
import { answer, shape } from '../../common/validation.js';

const status = {
  /** The MQTT username: the kiosk's serial number. */
  username: z.string(),
  issued: z.boolean(),
  generation: shape.int,
  issuedAt: shape.time.nullable(),
};

/** The kiosk's credential as the dashboard shows it: never the secret. */
export const credentialStatusAnswer = answer(status);

/** A credential just issued: the secret, shown this once. */
export const issuedCredentialAnswer = answer({ ...status, secret: z.string() });

/** The broker's question about one kiosk: its stored hash, or null. */
export const gatewayCredentialAnswer = answer({ secretHash: z.string().nullable() });

/** Every credential that opens the broker now: the gateway keeps a broker's password file with it. */
export const gatewayCredentialsAnswer = answer({
  credentials: z.array(z.object({ username: z.string(), secretHash: z.string() })),
});
