import { IncomingMessage, Server } from 'node:http';
import { Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import { paceUpgrades } from './live-upgrades.ts';

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

/** `count` upgrade requests arriving on `server` in one go, as a burst of sockets would. */
function burst(server: Server, count: number) {
  return Array.from({ length: count }, () => {
    const socket = new Socket();
    server.emit('upgrade', new IncomingMessage(socket), socket, Buffer.alloc(0));
    return socket;
  });
}

describe('paced stream upgrades', () => {
  it('hands a burst of upgrades on a few per event-loop turn, in arrival order', async () => {
    const server = new Server();
    const { relay } = paceUpgrades(server, { perTurn: 4, budgetMs: 1_000 });
    const handed: Socket[] = [];
    relay.on('upgrade', (_request, socket: Socket) => handed.push(socket));
    const sockets = burst(server, 10);
    expect(handed).toEqual([]);
    await nextTurn();
    expect(handed).toEqual(sockets.slice(0, 4));
    await nextTurn();
    await nextTurn();
    expect(handed).toEqual(sockets);
  });

  it('skips sockets closed while waiting, and destroys the waiting ones when stopped', async () => {
    const server = new Server();
    const upgrades = paceUpgrades(server, { perTurn: 1, budgetMs: 1_000 });
    const handed: Socket[] = [];
    upgrades.relay.on('upgrade', (_request, socket: Socket) => handed.push(socket));
    const [first, gone, waiting] = burst(server, 3);
    gone?.destroy();
    await nextTurn();
    expect(handed).toEqual([first]);
    await nextTurn();
    expect(handed).toEqual([first]);
    upgrades.stop();
    expect(waiting?.destroyed).toBe(true);
    burst(server, 1);
    await nextTurn();
    expect(handed).toEqual([first]);
  });

  it('keeps a socket that errors while waiting from becoming an uncaught error', async () => {
    const server = new Server();
    paceUpgrades(server);
    const [socket] = burst(server, 1);
    socket?.emit('error', new Error('ECONNRESET'));
    expect(socket?.destroyed).toBe(true);
  });
});
