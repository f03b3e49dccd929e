/** Time enters the gateway through this port, so availability can be tested with a fixed clock. */
export interface Clock {
  now(): Date;
}

export const CLOCK = Symbol('CLOCK');

export const systemClock: Clock = { now: () => new Date() };
