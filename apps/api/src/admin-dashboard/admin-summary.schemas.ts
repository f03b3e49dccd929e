import { z } from 'zod';
import { answer, shape } from '../common/validation.js';

/**
 * A tile's counts: organization, domain, facility `{ count }`; kiosk, resident `{ genieCount,
 * abbyCount }`; user, one count per role.
 */
export const summaryAnswer = z.union([
  answer({ count: shape.int }),
  answer({ genieCount: shape.int, abbyCount: shape.int }),
  answer({
    adminCount: shape.int,
    domainManagerCount: shape.int,
    kioskManagerCount: shape.int,
    familyFacilitatorCount: shape.int,
    virtualVisitorCount: shape.int,
  }),
]);
