import {
  REARM_HYSTERESIS_PERCENT,
  type AlertCondition,
  type AlertRepeat,
} from '#shared/alerts/alerts.ts';

// The armed alerts of every symbol, kept so that a tick costs O(log n + alerts crossed), not
// O(alerts) (docs/decisions/032). Each condition has its own array sorted so that the alerts a
// move crosses are a suffix: they are popped off the end. Alerts waiting to re-arm sit in
// arrays sorted the same way by the level that re-arms them.

/** What the engine keeps of an alert (values as numbers: prices arrive as doubles anyway). */
export interface IndexedAlert {
  id: string;
  userId: string;
  symbol: string;
  condition: AlertCondition;
  /** Price or percent; null for 52-week alerts. */
  value: number | null;
  repeat: AlertRepeat;
  /** false: fired, waiting to re-arm (repeat 'rearm') or done (repeat 'once', not indexed). */
  armed: boolean;
  /** The trading day it last fired: a re-arming alert fires at most once per trading day. */
  lastTriggerDay: string | null;
  /** 52-week alerts: the high (low) to beat; null until the symbol's range is known. */
  reference: number | null;
}

/** What a tick reads: the price, and the day's change in percent (null outside a session). */
export interface Tick {
  price: number;
  changePercent: number | null;
  /** The trading day the tick belongs to (America/New_York, YYYY-MM-DD). */
  day: string;
}

/** The number an alert is compared on, and whether it fires on a rise or a fall of it. */
function trigger(alert: IndexedAlert): {
  level: number;
  side: 'rise' | 'fall';
  on: 'price' | 'change';
} {
  const value = alert.value ?? 0;
  switch (alert.condition) {
    case 'above':
      return { level: value, side: 'rise', on: 'price' };
    case 'below':
      return { level: value, side: 'fall', on: 'price' };
    case 'up-percent':
      return { level: value, side: 'rise', on: 'change' };
    case 'down-percent':
      return { level: -value, side: 'fall', on: 'change' };
    case 'high-52w':
      return { level: alert.reference ?? Infinity, side: 'rise', on: 'price' };
    case 'low-52w':
      return { level: alert.reference ?? -Infinity, side: 'fall', on: 'price' };
  }
}

/** Where a fired alert arms again: the condition false by the hysteresis margin. */
function rearmLevel(alert: IndexedAlert): number {
  const { level, side, on } = trigger(alert);
  if (on === 'change') {
    return side === 'rise' ? level - REARM_HYSTERESIS_PERCENT : level + REARM_HYSTERESIS_PERCENT;
  }
  const margin = Math.abs(level) * (REARM_HYSTERESIS_PERCENT / 100);
  return side === 'rise' ? level - margin : level + margin;
}

/** Is the rise (fall) condition at `level` true for `reading`? 52-week records must beat it. */
function fires(alert: IndexedAlert, level: number, reading: number): boolean {
  const strict = alert.condition === 'high-52w' || alert.condition === 'low-52w';
  const { side } = trigger(alert);
  if (side === 'rise') return strict ? reading > level : reading >= level;
  return strict ? reading < level : reading <= level;
}

interface Entry {
  alert: IndexedAlert;
  level: number;
}

/**
 * Entries sorted so that the ones a reading reaches are at the end: for a rise, descending
 * levels (the lowest thresholds last); for a fall, ascending.
 */
class SortedLevels {
  readonly entries: Entry[] = [];
  constructor(private readonly side: 'rise' | 'fall') {}

  private before(a: number, b: number): boolean {
    return this.side === 'rise' ? a > b : a < b;
  }

  /** Adds without sorting; `sort()` must follow (loading many at once is O(n log n)). */
  append(entry: Entry): void {
    this.entries.push(entry);
  }

  sort(): void {
    this.entries.sort((a, b) => (this.side === 'rise' ? b.level - a.level : a.level - b.level));
  }

  insert(entry: Entry): void {
    let low = 0;
    let high = this.entries.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (this.before((this.entries[middle] as Entry).level, entry.level)) low = middle + 1;
      else high = middle;
    }
    this.entries.splice(low, 0, entry);
  }

  /** Pops every entry whose level `reached(level)` is true (a suffix, by the sort order). */
  popWhile(reached: (entry: Entry) => boolean): Entry[] {
    const popped: Entry[] = [];
    for (let last = this.entries.at(-1); last && reached(last); last = this.entries.at(-1)) {
      popped.push(this.entries.pop() as Entry);
    }
    return popped;
  }

  remove(id: string): boolean {
    const at = this.entries.findIndex((entry) => entry.alert.id === id);
    if (at < 0) return false;
    this.entries.splice(at, 1);
    return true;
  }

  get size(): number {
    return this.entries.length;
  }
}

/** One symbol's alerts: armed ones by what fires them, fired re-arming ones by what re-arms them. */
class SymbolAlerts {
  private readonly armed = {
    price: { rise: new SortedLevels('rise'), fall: new SortedLevels('fall') },
    change: { rise: new SortedLevels('rise'), fall: new SortedLevels('fall') },
  };
  // Re-arming happens when the reading goes back past the level: the opposite side.
  private readonly waiting = {
    price: { rise: new SortedLevels('fall'), fall: new SortedLevels('rise') },
    change: { rise: new SortedLevels('fall'), fall: new SortedLevels('rise') },
  };
  /** Re-armed alerts that crossed again on the day they last fired: back at the next day. */
  private held: IndexedAlert[] = [];
  private heldDay: string | null = null;

  add(alert: IndexedAlert, sorted = true): void {
    const { side, on, level } = trigger(alert);
    const levels = alert.armed ? this.armed[on][side] : this.waiting[on][side];
    const entry = { alert, level: alert.armed ? level : rearmLevel(alert) };
    if (!alert.armed && alert.repeat !== 'rearm') return;
    if (sorted) levels.insert(entry);
    else levels.append(entry);
  }

  /** After `add(…, false)` calls: sorts every array once. */
  sortAll(): void {
    for (const group of [this.armed, this.waiting]) {
      for (const on of ['price', 'change'] as const) {
        group[on].rise.sort();
        group[on].fall.sort();
      }
    }
  }

  remove(alert: IndexedAlert): void {
    const { side, on } = trigger(alert);
    if (!this.armed[on][side].remove(alert.id)) this.waiting[on][side].remove(alert.id);
    this.held = this.held.filter((held) => held.id !== alert.id);
  }

  get size(): number {
    const { armed, waiting } = this;
    return (
      armed.price.rise.size +
      armed.price.fall.size +
      armed.change.rise.size +
      armed.change.fall.size +
      waiting.price.rise.size +
      waiting.price.fall.size +
      waiting.change.rise.size +
      waiting.change.fall.size +
      this.held.length
    );
  }

  /**
   * The alerts this tick fires (removed from the armed arrays: the engine claims them and puts
   * back what it must) and those it re-arms (moved back to armed here).
   */
  evaluate(tick: Tick): { fired: IndexedAlert[]; rearmed: IndexedAlert[] } {
    if (this.heldDay !== null && this.heldDay !== tick.day) {
      const back = this.held;
      this.held = [];
      this.heldDay = null;
      for (const alert of back) this.add(alert);
    }
    const fired: IndexedAlert[] = [];
    const rearmed: IndexedAlert[] = [];
    const readings = { price: tick.price, change: tick.changePercent };
    for (const on of ['price', 'change'] as const) {
      const reading = readings[on];
      if (reading === null) continue;
      for (const side of ['rise', 'fall'] as const) {
        for (const { alert } of this.armed[on][side].popWhile((entry) =>
          fires(entry.alert, entry.level, reading),
        )) {
          if (alert.repeat === 'rearm' && alert.lastTriggerDay === tick.day) {
            this.held.push(alert);
            this.heldDay = tick.day;
          } else {
            fired.push(alert);
          }
        }
        const back = this.waiting[on][side].popWhile((entry) =>
          side === 'rise' ? reading <= entry.level : reading >= entry.level,
        );
        for (const { alert } of back) {
          alert.armed = true;
          rearmed.push(alert);
          this.add(alert);
        }
      }
    }
    return { fired, rearmed };
  }
}

export interface AlertIndex {
  /** Adds or replaces the alert (paused or spent alerts are simply not added). */
  put(alert: IndexedAlert): void;
  /** Many at once (the engine's start): each symbol's arrays are sorted once, not per insert. */
  putAll(alerts: Iterable<IndexedAlert>): void;
  remove(id: string): void;
  get(id: string): IndexedAlert | undefined;
  /** Every alert of one user (the engine reloads a user's alerts when they change). */
  idsOfUser(userId: string): string[];
  /** Every alert (the engine reloads them all after a gap in user events). */
  ids(): string[];
  evaluate(symbol: string, tick: Tick): { fired: IndexedAlert[]; rearmed: IndexedAlert[] };
  /** Symbols with at least one alert in the index. */
  symbols(): string[];
  has(symbol: string): boolean;
  readonly size: number;
}

export function createAlertIndex(): AlertIndex {
  const bySymbol = new Map<string, SymbolAlerts>();
  const byId = new Map<string, IndexedAlert>();
  const byUser = new Map<string, Set<string>>();

  /** Drops the alert from the maps; `fromSymbol`: also from its symbol's arrays (O(n) there). */
  const remove = (id: string, fromSymbol = true) => {
    const alert = byId.get(id);
    if (!alert) return;
    byId.delete(id);
    const symbol = bySymbol.get(alert.symbol);
    if (fromSymbol) symbol?.remove(alert);
    if (symbol && symbol.size === 0) bySymbol.delete(alert.symbol);
    const ids = byUser.get(alert.userId);
    ids?.delete(id);
    if (ids && ids.size === 0) byUser.delete(alert.userId);
  };

  /** Registers the alert and adds it to its symbol; returns that symbol's alerts. */
  const add = (alert: IndexedAlert, sorted: boolean): SymbolAlerts | undefined => {
    remove(alert.id);
    if (!alert.armed && alert.repeat === 'once') return undefined;
    byId.set(alert.id, alert);
    let symbol = bySymbol.get(alert.symbol);
    if (!symbol) bySymbol.set(alert.symbol, (symbol = new SymbolAlerts()));
    symbol.add(alert, sorted);
    let ids = byUser.get(alert.userId);
    if (!ids) byUser.set(alert.userId, (ids = new Set()));
    ids.add(alert.id);
    return symbol;
  };

  return {
    put: (alert) => void add(alert, true),
    putAll(alerts) {
      const touched = new Set<SymbolAlerts>();
      for (const alert of alerts) {
        const symbol = add(alert, false);
        if (symbol) touched.add(symbol);
      }
      for (const symbol of touched) symbol.sortAll();
    },
    remove: (id) => remove(id),
    get: (id) => byId.get(id),
    idsOfUser: (userId) => [...(byUser.get(userId) ?? [])],
    ids: () => [...byId.keys()],
    evaluate(symbol, tick) {
      const alerts = bySymbol.get(symbol);
      if (!alerts) return { fired: [], rearmed: [] };
      const result = alerts.evaluate(tick);
      // A fired alert (already popped off its array) leaves the index; the engine puts it back
      // as its claim decides.
      for (const alert of result.fired) remove(alert.id, false);
      return result;
    },
    symbols: () => [...bySymbol.keys()],
    has: (symbol) => bySymbol.has(symbol),
    get size() {
      return byId.size;
    },
  };
}
