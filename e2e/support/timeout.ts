/**
 * Each end-to-end test is a whole scenario in Chromium (sign in, several screens, both
 * languages); on a loaded 2-core machine one can take more than the other tiers' ceiling. This
 * is a ceiling against a hung test, not a speed check (speed is measured under bench/).
 */
import { jest } from '@jest/globals';

jest.setTimeout(180_000);
