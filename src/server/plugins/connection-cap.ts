import { BlockList, isIPv4, type Server, type Socket } from 'node:net';

// Open connections per client address (docs/decisions/068): 600 slow sockets from one
// address all stayed open. Counted when a connection opens, before any byte of a request is read,
// so a connection past the cap costs nothing but its close. The address is the connection's peer:
// X-Forwarded-For arrives later, inside a request, so a trusted proxy (TRUST_PROXY), whose
// connections carry many clients, is not capped here; the proxy limits its own clients.

/** '::ffff:203.0.113.9' and '203.0.113.9' are one client. */
const normalise = (address: string) => address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '');

function blockListOf(entries: readonly string[]): BlockList {
  const list = new BlockList();
  for (const entry of entries) {
    const [address = '', prefix] = entry.split('/');
    const type = isIPv4(address) ? 'ipv4' : 'ipv6';
    if (prefix === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(prefix), type);
  }
  return list;
}

export interface ConnectionCapOptions {
  /** Open connections one address may hold; a further one is closed at once. */
  max: number;
  /** TRUST_PROXY's addresses and ranges: never capped. */
  trustedProxies: readonly string[];
}

/** Caps `server`'s open connections per peer address (a plain `net`/`http` server). */
export function capConnectionsPerAddress(server: Server, options: ConnectionCapOptions) {
  const open = new Map<string, number>();
  const proxies = blockListOf(options.trustedProxies);
  const isProxy = (address: string) => proxies.check(address, isIPv4(address) ? 'ipv4' : 'ipv6');
  // Before the HTTP server's own listener: a refused socket never gets a request parser.
  server.prependListener('connection', (socket: Socket) => {
    if (socket.remoteAddress === undefined) return;
    const address = normalise(socket.remoteAddress);
    if (isProxy(address)) return;
    const count = open.get(address) ?? 0;
    if (count >= options.max) {
      socket.destroy();
      return;
    }
    open.set(address, count + 1);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left > 0) open.set(address, left);
      else open.delete(address);
    });
  });
}
