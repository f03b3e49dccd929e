// CPU seconds spent so far by this machine's processes whose name matches (user + system time
// from /proc, clock ticks of 1/100 s): a server's share of a bench's work, beside the bench's own
// `process.cpuUsage()`. Linux only; elsewhere it answers 0.
import { readdirSync, readFileSync } from 'node:fs';

export function cpuSecondsOf(name) {
  let ticks = 0;
  let pids;
  try {
    pids = readdirSync('/proc').filter((entry) => /^\d+$/.test(entry));
  } catch {
    return 0;
  }
  for (const pid of pids) {
    try {
      if (!name.test(readFileSync(`/proc/${pid}/comm`, 'utf8').trim())) continue;
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // The process ended meanwhile.
    }
  }
  return ticks / 100;
}

/** Starts counting; `stop()` answers the CPU milliseconds of this process and of each named server. */
export function cpuMeter(servers) {
  const self = process.cpuUsage();
  const before = Object.fromEntries(Object.entries(servers).map(([key, name]) => [key, cpuSecondsOf(name)]));
  return {
    stop() {
      const used = process.cpuUsage(self);
      return {
        self: (used.user + used.system) / 1000,
        ...Object.fromEntries(
          Object.entries(servers).map(([key, name]) => [key, (cpuSecondsOf(name) - before[key]) * 1000]),
        ),
      };
    },
  };
}
