import type { JobPayloads } from '../../src/jobs/index.js';

/**
 * A job whose every try fails where no device gateway answers (GATEWAY_HEALTH_URL names a closed
 * port): telling a Genie an update is waiting. It writes nothing.
 */
export const FAILING_JOB: ['kiosks.updateAvailable', JobPayloads['kiosks.updateAvailable']] = [
  'kiosks.updateAvailable',
  { kind: 'genieUpdate', level: 1, serialNumbers: ['GN-000001'] },
];
