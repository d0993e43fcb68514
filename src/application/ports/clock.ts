export interface Clock {
  now(): Date;
}

export const CLOCK = Symbol.for('Clock');
