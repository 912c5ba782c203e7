import { newYorkWallClock } from './new-york-time.ts';
import { once } from './once.ts';

// The only place prices, percents, counts and times become text (docs/architecture.md, Conventions). Locale is
// fixed to en-US: SPEC's texts are English. Dollars are written here without Intl (below); a
// listing abroad's prices go through Intl's currency form in its own currency (decision 084).

/**
 * `magnitude` (finite, ≥ 0) with at most `maxFraction` and at least `minFraction` decimals and
 * en-US grouping: what `Intl.NumberFormat('en-US')` writes, without making one. The first
 * NumberFormat of a page costs about 30 ms of a phone's start. Like ICU, it rounds the shortest decimal that reads back as the number, half
 * away from zero: 1.005 gives '1.01' where `toFixed` gives '1.00'. format.test.ts compares it
 * with Intl on random numbers.
 */
function grouped(magnitude: number, minFraction: number, maxFraction: number): string {
  const match = /^(\d+)(?:\.(\d+))?(?:e([+-]\d+))?$/.exec(String(magnitude));
  if (!match) return String(magnitude);
  const [, whole = '', fraction = '', exponent = '0'] = match;
  // The number is 0.<digits> × 10^point.
  let digits = whole + fraction;
  let point = whole.length + Number(exponent);
  const leadingZeros = /^0*/.exec(digits)?.[0].length ?? 0;
  digits = digits.slice(leadingZeros);
  point -= leadingZeros;
  const kept = point + maxFraction;
  if (digits === '' || kept < 0) {
    digits = '';
  } else if (kept < digits.length) {
    const roundsUp = (digits[kept] ?? '0') >= '5';
    digits = digits.slice(0, kept);
    if (roundsUp) {
      const carried = plusOne(digits);
      if (carried.length > digits.length) point += 1;
      digits = carried;
    }
  }
  const integer = point > 0 ? digits.slice(0, point).padEnd(point, '0') : '0';
  let decimals = point >= 0 ? digits.slice(point) : '0'.repeat(-point) + digits;
  decimals = decimals.slice(0, maxFraction).replace(/0+$/, '').padEnd(minFraction, '0');
  const withCommas = integer.replace(/\B(?=(\d{3})+$)/g, ',');
  return decimals === '' ? withCommas : `${withCommas}.${decimals}`;
}

/** A string of decimal digits plus one: '129' → '130', '99' → '100', '' → '1'. */
function plusOne(digits: string): string {
  let last = digits.length - 1;
  while (last >= 0 && digits[last] === '9') last -= 1;
  const zeros = '0'.repeat(digits.length - last - 1);
  if (last < 0) return `1${zeros}`;
  return `${digits.slice(0, last)}${Number(digits[last]) + 1}${zeros}`;
}

/** As Intl writes a negative number: '-' even where it rounds to zero ('-0.00'). */
const minus = (value: number) => (value < 0 ? '-' : '');

/** Intl's words for what is not a finite number ('NaN', '∞'); never on a normal page. */
const notFinite = once(() => new Intl.NumberFormat('en-US'));

function decimal(value: number, minFraction: number, maxFraction: number, prefix = ''): string {
  if (!Number.isFinite(value)) return notFinite().format(value);
  return `${minus(value)}${prefix}${grouped(Math.abs(value), minFraction, maxFraction)}`;
}

/** '$1,234.50'; negative values as '-$3.20'. */
export function formatUsd(value: number): string {
  return decimal(normaliseZero(value), 2, 2, '$');
}

/** '$0.25', '$0.012346': cash per share (a dividend) to the ledger's six places. */
export function formatUsdPerShare(value: number): string {
  return decimal(normaliseZero(value), 2, 6, '$');
}

/**
 * Decimals of a price in a currency beyond the USD's two: London's prices are pence to two
 * places (4 in pounds), Tokyo's are whole yen. [min, max]; others [2, 2].
 */
const PRICE_FRACTIONS: Readonly<Record<string, readonly [number, number]>> = {
  GBP: [2, 4],
  JPY: [0, 0],
};
const fractionsOf = (currency: string) => PRICE_FRACTIONS[currency] ?? [2, 2];

const priceFormats = new Map<string, Intl.NumberFormat>();
const changeFormats = new Map<string, Intl.NumberFormat>();

function priceFormat(currency: string): Intl.NumberFormat {
  let format = priceFormats.get(currency);
  if (!format) {
    const [min, max] = fractionsOf(currency);
    format = new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency,
      minimumFractionDigits: min,
      maximumFractionDigits: max,
    });
    priceFormats.set(currency, format);
  }
  return format;
}

/**
 * A price in its listing's currency: dollars exactly as formatUsd ('$1,234.50'), any other
 * currency in Intl's en-US form: '£0.7218', '€215.40', '¥2,850', 'CA$98.10', 'CHF 84.20'.
 */
export function formatPrice(value: number, currency = 'USD'): string {
  if (currency === 'USD') return formatUsd(value);
  return priceFormat(currency).format(normaliseZero(value));
}

/** Decimals a price in `currency` is shown to at most: 4 for London's pounds, 0 for yen, else 2. */
export const priceDecimals = (currency: string) => fractionsOf(currency)[1];

const moneyFormats = new Map<string, Intl.NumberFormat>();

/** Intl's currency form at the currency's own minor unit (ISO 4217: 2 for cents, 0 for yen). */
function moneyFormat(currency: string): Intl.NumberFormat {
  let format = moneyFormats.get(currency);
  if (!format) {
    format = new Intl.NumberFormat('en-US', { style: 'currency', currency });
    moneyFormats.set(currency, format);
  }
  return format;
}

/** Decimals of an amount of money in `currency`: its minor unit (2; 0 for yen, won, krona). */
export const moneyDecimals = (currency: string) =>
  currency === 'USD' ? 2 : (moneyFormat(currency).resolvedOptions().maximumFractionDigits ?? 2);

/**
 * An amount of money (a value, a gain, cash) in `currency` to its minor unit: dollars exactly as
 * formatUsd ('$1,234.50', '-$3.20'), any other in Intl's en-US form: '€1,234.50', '-£3.20',
 * '¥2,850', 'CHF 84.20'.
 */
export function formatMoney(value: number, currency = 'USD'): string {
  if (currency === 'USD') return formatUsd(value);
  return moneyFormat(currency).format(normaliseZero(value));
}

/** A price change without the currency sign, to its currency's decimals ('+0.0042', '-25'). */
export function formatSignedPriceChange(value: number, currency = 'USD'): string {
  if (currency === 'USD') return formatSignedChange(value);
  let format = changeFormats.get(currency);
  if (!format) {
    const [min, max] = fractionsOf(currency);
    format = new Intl.NumberFormat('en-US', {
      minimumFractionDigits: min,
      maximumFractionDigits: max,
      signDisplay: 'exceptZero',
    });
    changeFormats.set(currency, format);
  }
  return format.format(normaliseZero(value));
}

/** The sign Intl's en-US writes for a currency: '£', '€', '¥', 'CA$', 'CHF ' (a code gets Intl's no-break space). */
function currencySign(currency: string): string {
  const part = priceFormat(currency)
    .formatToParts(1)
    .find((each) => each.type === 'currency');
  const sign = part?.value ?? currency;
  return /^[A-Z]+$/.test(sign) ? `${sign}\u00a0` : sign;
}

/** '+1.25', '-0.30': a price change in dollars without the currency sign. */
export function formatSignedChange(value: number): string {
  const rounded = normaliseZero(Math.round(value * 100) / 100);
  const sign = rounded > 0 ? '+' : rounded < 0 ? '-' : '';
  return `${sign}${decimal(Math.abs(rounded), 2, 2)}`;
}

/** '+1.23%', '-0.50%', '0.00%': the sign always says the direction. */
export function formatPercent(value: number): string {
  return `${formatSignedChange(value)}%`;
}

/** '164,000'; up to two decimals for fractional values. */
export function formatNumber(value: number): string {
  return decimal(normaliseZero(value), 0, 2);
}

/**
 * A chart's price-axis label for a tick `step` apart from the next: '102', '102.5', '1,250' —
 * as many decimals as the step has, none where the value needs none (what uPlot writes with
 * Intl, in en-US like every other number here; decision 049).
 */
export function formatTickNumber(value: number, step: number): string {
  const [, fraction = ''] = /\.(\d+)$/.exec(String(step)) ?? [];
  return decimal(normaliseZero(value), 0, Math.min(fraction.length, 6));
}

/** The largest unit a market cap reaches, its letter and its decimals. */
const COMPACT_UNITS = [
  [1e12, 'T', 2],
  [1e9, 'B', 1],
  [1e6, 'M', 1],
  [1e3, 'K', 1],
] as const;

/**
 * SPEC §9: a market cap given in millions, abbreviated K, M or B with one decimal. Trillions
 * get T with two decimals ('$3,154.1B' read badly; '$3.15T' is what investors expect).
 */
export function formatCompactFromMillions(millions: number, currency = 'USD'): string {
  const dollars = millions * 1_000_000;
  const magnitude = Math.abs(dollars);
  const sign = dollars < 0 ? '-' : '';
  const [unit, suffix, places] = COMPACT_UNITS.find(([least]) => magnitude >= least) ?? [1, '', 1];
  const money = currency === 'USD' ? '$' : currencySign(currency);
  return `${sign}${money}${decimal(magnitude / unit, places, places)}${suffix}`;
}

// Finnhub names an exchange by its legal or market-tier name; people know the short one.
const EXCHANGE_SHORT_NAMES: readonly (readonly [RegExp, string])[] = [
  [/EURONEXT AMSTERDAM\b/i, 'Euronext Amsterdam'],
  [/EURONEXT PARIS\b/i, 'Euronext Paris'],
  [/^NASDAQ\b/i, 'NASDAQ'],
  [/^NYSE (MKT|AMERICAN)\b/i, 'NYSE American'],
  [/^NYSE ARCA\b/i, 'NYSE Arca'],
  [/^(NEW YORK STOCK EXCHANGE|NYSE)\b/i, 'NYSE'],
  [/^CBOE\b/i, 'Cboe'],
  [/^OTC\b/i, 'OTC'],
  [/^LONDON STOCK EXCHANGE\b/i, 'LSE'],
  [/^XETRA\b/i, 'XETRA'],
  [/^TORONTO STOCK EXCHANGE\b/i, 'TSX'],
  [/^(SIX )?SWISS EXCHANGE\b/i, 'SIX Swiss Exchange'],
  [/^TOKYO STOCK EXCHANGE\b/i, 'Tokyo Stock Exchange'],
];

/**
 * 'NASDAQ NMS - GLOBAL MARKET' → 'NASDAQ', 'NEW YORK STOCK EXCHANGE, INC.' → 'NYSE',
 * 'LONDON STOCK EXCHANGE' → 'LSE'; others as given.
 */
export function formatExchange(name: string): string {
  const trimmed = name.trim();
  return EXCHANGE_SHORT_NAMES.find(([pattern]) => pattern.test(trimmed))?.[1] ?? trimmed;
}

/** Whole seconds from `earlier` to `later`, truncated like a stopwatch. */
const secondsBetween = (later: Date, earlier: Date) =>
  Math.trunc((later.getTime() - earlier.getTime()) / 1000);

// English wording, as Intl.RelativeTimeFormat('en-US') would write it ('5 minutes ago'; the test
// checks they agree). Written out because making that formatter costs a phone about 0.4 s of the
// page's start (measured with 4× CPU throttling), more than everything else here.
const RELATIVE_UNITS: readonly (readonly [string, number])[] = [
  ['year', 365 * 86_400],
  ['month', 30 * 86_400],
  ['day', 86_400],
  ['hour', 3600],
  ['minute', 60],
];

/** A news item's time: '5 minutes ago', '3 hours ago' (the largest whole unit, rounded). */
export function formatRelativeTime(iso: string, now: Date = new Date()): string {
  const seconds = secondsBetween(now, new Date(iso));
  for (const [unit, size] of RELATIVE_UNITS) {
    if (seconds < size) continue;
    const count = Math.round(seconds / size);
    return `${formatNumber(count)} ${unit}${count === 1 ? '' : 's'} ago`;
  }
  return 'just now';
}

/** How old a stale value is, for its badge: '45s', '12m', '3h', '2d'. */
export function formatAge(iso: string, now: Date = new Date()): string {
  const seconds = Math.max(0, secondsBetween(now, new Date(iso)));
  if (seconds < 60) return `${seconds}s`;
  if (seconds < 3600) return `${Math.floor(seconds / 60)}m`;
  if (seconds < 86_400) return `${Math.floor(seconds / 3600)}h`;
  return `${Math.floor(seconds / 86_400)}d`;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

// Dates as Intl's en-US writes them, without making one (decision 049): the format tests compare
// these with Intl over random instants.
const monthDay = (month: number, day: number) => `${MONTHS[month - 1] ?? ''} ${day}`;
const clock = (hour: number, minute: number) =>
  `${hour % 12 || 12}:${String(minute).padStart(2, '0')} ${hour < 12 ? 'AM' : 'PM'}`;

const zoneTimes = new Map<string, Intl.DateTimeFormat>();

/**
 * When a quote was made, in the exchange's time zone: 'Nov 20, 4:00 PM ET' in New York; an
 * exchange abroad by Intl with the zone's short name ('Nov 20, 4:30 PM GMT').
 */
export function formatMarketTime(iso: string, timeZone = 'America/New_York'): string {
  if (timeZone !== 'America/New_York') {
    let format = zoneTimes.get(timeZone);
    if (!format) {
      format = new Intl.DateTimeFormat('en-US', {
        timeZone,
        month: 'short',
        day: 'numeric',
        hour: 'numeric',
        minute: '2-digit',
        timeZoneName: 'short',
      });
      zoneTimes.set(timeZone, format);
    }
    return format.format(Date.parse(iso));
  }
  const wall = newYorkWallClock(Date.parse(iso));
  return `${monthDay(wall.month, wall.day)}, ${clock(wall.hour, wall.minute)} ET`;
}

/** A chart axis label in the exchange's time zone: the clock ('2:30 PM') or the day ('Nov 20'). */
export function formatMarketTick(epochMs: number, part: 'clock' | 'day'): string {
  const wall = newYorkWallClock(epochMs);
  return part === 'clock' ? clock(wall.hour, wall.minute) : monthDay(wall.month, wall.day);
}

/** '2020-12-11' → 'Dec 11, 2020'; unparseable input is shown as given. */
export function formatCalendarDate(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!match) return isoDate;
  const [, year, month, day] = match;
  // Through Date, as before: '2021-02-30' is Mar 2, 2021.
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  return `${monthDay(date.getUTCMonth() + 1, date.getUTCDate())}, ${date.getUTCFullYear()}`;
}

function normaliseZero(value: number): number {
  return Object.is(value, -0) ? 0 : value;
}

/**
 * Phone numbers as providers send them ('14089961010', '1.408.996.1010'): North American
 * numbers are grouped (+1 408-996-1010); anything else is shown as given.
 */
export function formatPhone(raw: string): string {
  const digits = raw.replace(/[^\d]/g, '');
  const national = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  if (national.length !== 10 || (raw.trim().startsWith('+') && !raw.trim().startsWith('+1'))) {
    return raw;
  }
  return `+1 ${national.slice(0, 3)}-${national.slice(3, 6)}-${national.slice(6)}`;
}
