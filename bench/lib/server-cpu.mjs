// CPU time a local server spends, read from /proc: the process listening on a port, found by its
// socket. A request rate depends on how busy the machine is with other work; the CPU a server
// spends per request much less, so a bench can say what a page costs on a machine it does not own.
import { readdirSync, readFileSync, readlinkSync } from 'node:fs';

/** The kernel's clock ticks per second (`getconf CLK_TCK`), 100 on Linux. */
const TICK_MS = 10;

/** Inodes of the sockets listening on `port`, IPv4 and IPv6. */
function listeningInodes(port) {
  const hex = port.toString(16).toUpperCase().padStart(4, '0');
  const inodes = new Set();
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    let text = '';
    try {
      text = readFileSync(table, 'utf8');
    } catch {
      continue;
    }
    for (const line of text.split('\n').slice(1)) {
      const cols = line.trim().split(/\s+/);
      // local_address is ADDR:PORT in hex; state 0A is LISTEN; the inode is the tenth column.
      if (cols[1]?.endsWith(`:${hex}`) && cols[3] === '0A') inodes.add(cols[9]);
    }
  }
  return inodes;
}

/** The pid of the process listening on `port`, or null (another user's, or not on Linux). */
function listeningPid(port) {
  const inodes = listeningInodes(port);
  if (inodes.size === 0) return null;
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    let fds = [];
    try {
      fds = readdirSync(`/proc/${pid}/fd`);
    } catch {
      continue;
    }
    for (const fd of fds) {
      try {
        const target = readlinkSync(`/proc/${pid}/fd/${fd}`);
        if (inodes.has(target.match(/^socket:\[(\d+)\]$/)?.[1])) return Number(pid);
      } catch {
        /* closed meanwhile */
      }
    }
  }
  return null;
}

/** User and system CPU milliseconds the process has used so far. */
function cpuMs(pid) {
  // The fields after the command's closing parenthesis; utime and stime are the 12th and 13th.
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
}

/**
 * A meter for the server behind `base` when it runs on this machine: `start()`, then `perRequest(n)`
 * is the CPU milliseconds it spent per request since. Null when the server is not local or its
 * process cannot be read.
 */
export function serverCpuMeter(base) {
  const url = new URL(base);
  if (!['localhost', '127.0.0.1', '[::1]'].includes(url.hostname)) return null;
  const pid = listeningPid(Number(url.port || (url.protocol === 'https:' ? 443 : 80)));
  if (pid === null) return null;
  let from = 0;
  return {
    start: () => {
      from = cpuMs(pid);
    },
    perRequest: (requests) => (requests ? (cpuMs(pid) - from) / requests : NaN),
  };
}
