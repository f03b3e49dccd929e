/**
 * jsdom leaves out a few web APIs that browsers and Node both have (React Router encodes with
 * TextEncoder): the component tests get Node's own.
 */
import { TextDecoder, TextEncoder } from 'node:util';

const globals = globalThis as Record<string, unknown>;
globals.TextEncoder ??= TextEncoder;
globals.TextDecoder ??= TextDecoder;
