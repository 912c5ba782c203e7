import { z } from 'zod/mini';
import { lazySchema } from './lazy-schema.ts';

// The currencies Tickerdeck knows (ISO 4217): every one the European Central Bank has
// published a euro reference rate for since 1999, so any of its answers can be stored
// (docs/decisions/083), and the euro itself.

interface CurrencyInfo {
  /** Digits after the decimal point of the minor unit (ISO 4217): 2 for cents, 0 for yen. */
  readonly minorDigits: number;
  readonly name: string;
  /** Last ECB reference date, for a currency the ECB stopped publishing. */
  readonly publishedUntil?: string;
}

export const CURRENCIES = {
  EUR: { minorDigits: 2, name: 'Euro' },
  USD: { minorDigits: 2, name: 'US dollar' },
  GBP: { minorDigits: 2, name: 'Pound sterling' },
  CHF: { minorDigits: 2, name: 'Swiss franc' },
  CAD: { minorDigits: 2, name: 'Canadian dollar' },
  JPY: { minorDigits: 0, name: 'Japanese yen' },
  AUD: { minorDigits: 2, name: 'Australian dollar' },
  SEK: { minorDigits: 2, name: 'Swedish krona' },
  NOK: { minorDigits: 2, name: 'Norwegian krone' },
  DKK: { minorDigits: 2, name: 'Danish krone' },
  HKD: { minorDigits: 2, name: 'Hong Kong dollar' },
  SGD: { minorDigits: 2, name: 'Singapore dollar' },
  NZD: { minorDigits: 2, name: 'New Zealand dollar' },
  PLN: { minorDigits: 2, name: 'Polish zloty' },
  CZK: { minorDigits: 2, name: 'Czech koruna' },
  HUF: { minorDigits: 2, name: 'Hungarian forint' },
  BGN: { minorDigits: 2, name: 'Bulgarian lev' },
  RON: { minorDigits: 2, name: 'Romanian leu' },
  ISK: { minorDigits: 0, name: 'Icelandic krona' },
  TRY: { minorDigits: 2, name: 'Turkish lira' },
  BRL: { minorDigits: 2, name: 'Brazilian real' },
  CNY: { minorDigits: 2, name: 'Chinese yuan renminbi' },
  IDR: { minorDigits: 2, name: 'Indonesian rupiah' },
  ILS: { minorDigits: 2, name: 'Israeli shekel' },
  INR: { minorDigits: 2, name: 'Indian rupee' },
  KRW: { minorDigits: 0, name: 'South Korean won' },
  MXN: { minorDigits: 2, name: 'Mexican peso' },
  MYR: { minorDigits: 2, name: 'Malaysian ringgit' },
  PHP: { minorDigits: 2, name: 'Philippine peso' },
  THB: { minorDigits: 2, name: 'Thai baht' },
  ZAR: { minorDigits: 2, name: 'South African rand' },
  // No longer published: replaced by the euro, redenominated, or suspended.
  HRK: { minorDigits: 2, name: 'Croatian kuna', publishedUntil: '2022-12-30' },
  RUB: { minorDigits: 2, name: 'Russian rouble', publishedUntil: '2022-03-01' },
  CYP: { minorDigits: 2, name: 'Cypriot pound', publishedUntil: '2007-12-31' },
  EEK: { minorDigits: 2, name: 'Estonian kroon', publishedUntil: '2010-12-31' },
  LTL: { minorDigits: 2, name: 'Lithuanian litas', publishedUntil: '2014-12-31' },
  LVL: { minorDigits: 2, name: 'Latvian lats', publishedUntil: '2013-12-31' },
  MTL: { minorDigits: 2, name: 'Maltese lira', publishedUntil: '2007-12-31' },
  ROL: { minorDigits: 2, name: 'Romanian leu (old)', publishedUntil: '2005-06-30' },
  SIT: { minorDigits: 2, name: 'Slovenian tolar', publishedUntil: '2006-12-29' },
  SKK: { minorDigits: 2, name: 'Slovak koruna', publishedUntil: '2008-12-31' },
  TRL: { minorDigits: 0, name: 'Turkish lira (old)', publishedUntil: '2004-12-31' },
} as const satisfies Record<string, CurrencyInfo>;

export type Currency = keyof typeof CURRENCIES;

export const isCurrency = (code: string): code is Currency => Object.hasOwn(CURRENCIES, code);

/** The currencies a user may choose to see their portfolio in. */
export const BASE_CURRENCIES = [
  'USD',
  'EUR',
  'GBP',
  'CHF',
  'CAD',
  'JPY',
  'AUD',
  'SEK',
  'NOK',
  'DKK',
] as const satisfies readonly Currency[];
export type BaseCurrency = (typeof BASE_CURRENCIES)[number];

export const DEFAULT_BASE_CURRENCY: BaseCurrency = 'USD';

/** A code in any case ('usd'), uppercased; an unknown one is refused, named in the message. */
export const currencySchema = lazySchema(() =>
  z.pipe(
    z.pipe(
      z.string(),
      z.transform((code) => code.trim().toUpperCase()),
    ),
    z.custom<Currency>((code) => typeof code === 'string' && isCurrency(code), {
      error: (issue) => `Unknown currency ${JSON.stringify(issue.input)}`,
    }),
  ),
);

/** A currency a user may choose as base (BASE_CURRENCIES), in any case. */
export const baseCurrencySchema = lazySchema(() =>
  z.pipe(
    currencySchema,
    z.custom<BaseCurrency>((code) => (BASE_CURRENCIES as readonly unknown[]).includes(code), {
      error: (issue) => `${String(issue.input)} cannot be a base currency`,
    }),
  ),
);
