import { readFile, readdir } from 'node:fs/promises';

/** Resident memory of one process in bytes (Linux /proc), or undefined when it is gone. */
export async function rssBytes(pid: number): Promise<number | undefined> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => undefined);
  const kb = status ? /VmRSS:\s+(\d+) kB/.exec(status)?.[1] : undefined;
  return kb ? Number(kb) * 1024 : undefined;
}

/** A process and all its descendants (postgres forks a backend per connection). */
export async function treeRssBytes(rootPid: number): Promise<number> {
  const parents = new Map<number, number>();
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = await readFile(`/proc/${entry}/stat`, 'utf8').catch(() => '');
    const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    parents.set(Number(entry), ppid);
  }
  const tree = [rootPid];
  for (let i = 0; i < tree.length; i++) {
    for (const [pid, ppid] of parents) if (ppid === tree[i]) tree.push(pid);
  }
  const sizes = await Promise.all(tree.map(rssBytes));
  return sizes.reduce<number>((sum, size) => sum + (size ?? 0), 0);
}

/**
 * CPU time (ms) of the processes under `rootPid`, `except` some subtrees: user + system, with
 * the children each has reaped (PostgreSQL's backends end and are reaped by the postmaster).
 */
export async function treeCpuMs(rootPid: number, except: readonly number[] = []): Promise<number> {
  const stats = new Map<number, { ppid: number; ticks: number }>();
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = await readFile(`/proc/${entry}/stat`, 'utf8').catch(() => '');
    if (!stat) continue;
    // Fields after the command: state, ppid, …; utime, stime, cutime, cstime are 14–17.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = [11, 12, 13, 14].reduce((sum, i) => sum + Number(fields[i]), 0);
    stats.set(Number(entry), { ppid: Number(fields[1]), ticks });
  }
  const tree = [rootPid];
  for (let i = 0; i < tree.length; i++) {
    for (const [pid, { ppid }] of stats) {
      if (ppid === tree[i] && !except.includes(pid)) tree.push(pid);
    }
  }
  // Linux counts in clock ticks of 1/100 s (USER_HZ).
  return tree.slice(1).reduce((sum, pid) => sum + (stats.get(pid)?.ticks ?? 0), 0) * 10;
}

/**
 * Nanoseconds this process's main thread has spent on a CPU (Linux schedstat), or undefined
 * elsewhere. Unlike requests per second it does not drop while other work holds the cores, and
 * a load generator in a worker thread is not counted.
 */
export async function mainThreadCpuNs(): Promise<number | undefined> {
  const schedstat = await readFile(`/proc/self/task/${process.pid}/schedstat`, 'utf8').catch(
    () => undefined,
  );
  const ns = schedstat ? Number(schedstat.split(' ')[0]) : NaN;
  return Number.isFinite(ns) ? ns : undefined;
}

/**
 * Nanoseconds every thread of `pid` has spent on a CPU (Linux schedstat): its worker threads
 * included, its child processes (PostgreSQL) not.
 */
export async function processCpuNs(pid: number): Promise<number> {
  const tasks = await readdir(`/proc/${pid}/task`);
  const times = await Promise.all(
    tasks.map((task) =>
      readFile(`/proc/${pid}/task/${task}/schedstat`, 'utf8').then(
        (text) => Number(text.split(' ')[0]),
        () => 0,
      ),
    ),
  );
  return times.reduce((sum, ns) => sum + ns, 0);
}
