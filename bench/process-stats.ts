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
