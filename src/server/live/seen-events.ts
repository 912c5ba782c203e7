// Which user events this process has delivered, by outbox id (docs/decisions/077), so that a
// replay after a gap delivers exactly what was missed. Ids are allocated in order but committed
// in any order: an id skipped by a NOTIFY is a hole (a transaction still open, or rolled back)
// that a replay asks for again. A NOTIFY is sent once per listening connection, so a live one is
// always new, except for a copy of what the replay just read (committed after LISTEN, before the
// replay's snapshot).

export interface SeenEventsOptions {
  /** Holes remembered at most (the oldest go first). */
  holesMax?: number;
  /** A hole older than this is forgotten: its transaction has long rolled back. */
  holeAgeMs?: number;
  now?: () => number;
}

export interface SeenEvents {
  /** Whether the first LISTEN has set a starting point. */
  readonly started: boolean;
  /** The first LISTEN: deliver what comes after `id` (what the outbox holds now). */
  startAfter(id: number): void;
  /** A NOTIFY arrived: true when it is to be delivered. */
  live(id: number): boolean;
  /** A replay is starting: what it must read (ids after `after`, and the holes). */
  beginReplay(): { after: number; holes: number[] };
  /** A row read by the replay: true when it was not delivered yet. */
  replayed(id: number): boolean;
}

export function createSeenEvents(options: SeenEventsOptions = {}): SeenEvents {
  const holesMax = options.holesMax ?? 10_000;
  const holeAgeMs = options.holeAgeMs ?? 15 * 60_000;
  const now = options.now ?? Date.now;
  let last: number | null = null;
  /** Ids below `last` never delivered → when they were noticed missing. */
  const holes = new Map<number, number>();
  /** Ids the latest replay delivered: their NOTIFY may still come. */
  let fromReplay = new Set<number>();

  const note = (id: number) => {
    if (last === null || id > last) {
      const from = last === null ? id : Math.max(last + 1, id - holesMax);
      const at = now();
      for (let missing = from; missing < id; missing++) holes.set(missing, at);
      last = id;
      for (const oldest of holes.keys()) {
        if (holes.size <= holesMax) break;
        holes.delete(oldest);
      }
    } else holes.delete(id);
  };

  return {
    get started() {
      return last !== null;
    },
    startAfter(id) {
      if (last === null) last = id;
    },
    live(id) {
      if (fromReplay.delete(id)) return false;
      note(id);
      return true;
    },
    beginReplay() {
      fromReplay = new Set();
      const oldest = now() - holeAgeMs;
      for (const [id, at] of holes) if (at < oldest) holes.delete(id);
      return { after: last ?? 0, holes: [...holes.keys()] };
    },
    replayed(id) {
      if (last !== null && id <= last && !holes.has(id)) return false;
      note(id);
      fromReplay.add(id);
      return true;
    },
  };
}
