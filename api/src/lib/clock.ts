/** The clock is a true external: tests move it instead of waiting. */
export interface Clock {
  now(): Date;
}

export function createClock(): Clock {
  return { now: () => new Date() };
}

export function createFixedClock(start: Date): Clock & { advance(ms: number): void; set(d: Date): void } {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance: (ms) => {
      current += ms;
    },
    set: (d) => {
      current = d.getTime();
    },
  };
}
