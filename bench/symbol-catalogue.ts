// `node --import tsx bench/symbol-catalogue.ts`: the symbol catalogue's size on the wire (raw
// and gzip -9, as the route sends it) for the simulated provider and for a Finnhub-shaped US
// list of 30,000 rows, and how long the browser's index takes to build and to answer a
// keystroke. Prints JSON; docs/decisions/034 records the figures.
import { performance } from 'node:perf_hooks';
import { createSymbolIndex } from '#client/lib/symbol-index.ts';
import { parseSymbolList } from '#server/market-data/providers/finnhub/parse-symbols.ts';
import { createSimulatedProvider } from '#server/market-data/providers/simulated/index.ts';
import { prepareCatalogue } from '#server/market-data/service/symbol-catalogue.ts';
import { symbolCatalogueSchema } from '#shared/market-data/symbol-catalogue.ts';

/** A seeded generator, so every run measures the same list. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

const WORDS = `AMERICAN GLOBAL FIRST CAPITAL ENERGY HEALTH TECHNOLOGIES THERAPEUTICS BANCORP
FINANCIAL PHARMACEUTICALS SYSTEMS RESOURCES INDUSTRIES MEDICAL SOLUTIONS DIGITAL NATIONAL
UNITED PACIFIC ATLANTIC MICRO SEMICONDUCTOR SOFTWARE NETWORKS BIOSCIENCES PROPERTIES REALTY
ISHARES VANGUARD SPDR INVESCO PROSHARES DIRECTION MSCI EMERGING MARKETS TREASURY BOND DIVIDEND
GROWTH VALUE SMALL CAP INCOME STRATEGIC MINING GOLD SILVER OIL GAS WATER SOLAR AUTOMOTIVE`
  .trim()
  .split(/\s+/);
const SUFFIX = ['INC', 'CORP', 'HOLDINGS INC', 'CO', 'LTD', 'GROUP INC', 'PLC', 'TRUST', 'ETF'];
const TYPES: [string, number][] = [
  ['Common Stock', 0.65],
  ['ETP', 0.12],
  ['ADR', 0.03],
  ['REIT', 0.01],
  ['Equity WRT', 0.06],
  ['Unit', 0.04],
  ['Preference', 0.05],
  ['Right', 0.04],
];

/** 30,000 rows shaped as /stock/symbol?exchange=US answers them (see tests/fake-finnhub). */
function finnhubShapedList(rows: number): unknown[] {
  const next = random(34);
  const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)] as T;
  const symbols = new Set<string>();
  while (symbols.size < rows) {
    const length = 1 + Math.floor(next() * 5);
    symbols.add(Array.from({ length }, () => String.fromCharCode(65 + next() * 26)).join(''));
  }
  return [...symbols].map((symbol) => {
    let roll = next();
    const type = TYPES.find(([, share]) => (roll -= share) < 0)?.[0] ?? 'Common Stock';
    const words = Array.from({ length: 1 + Math.floor(next() * 3) }, () => pick(WORDS));
    return {
      currency: 'USD',
      description: `${words.join(' ')} ${pick(SUFFIX)}`,
      displaySymbol: symbol,
      figi: `BBG${Math.floor(next() * 1e9)
        .toString(36)
        .toUpperCase()}`,
      isin: null,
      mic: pick(['XNAS', 'XNYS', 'ARCX', 'BATS', 'OOTC']),
      shareClassFIGI: `BBG${Math.floor(next() * 1e9)
        .toString(36)
        .toUpperCase()}`,
      symbol,
      symbol2: '',
      type,
    };
  });
}

function sizes(prepared: ReturnType<typeof prepareCatalogue>) {
  return {
    rows: prepared.rows,
    rawBytes: Buffer.byteLength(prepared.json),
    gzipBytes: prepared.gzip.length,
  };
}

function median(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

/** What a browser does with the answer: parse it with the contract, build the index, search. */
function clientFigures(json: string) {
  const parseStart = performance.now();
  const { rows } = symbolCatalogueSchema.parse(JSON.parse(json));
  const parseMs = performance.now() - parseStart;
  const buildStart = performance.now();
  const index = createSymbolIndex(rows);
  const buildMs = performance.now() - buildStart;
  const keystrokes = ['m', 'mi', 'mic', 'micr', 'micro', 'a', 'gold', 'bank of', 'msft', 'zz'];
  const perKeystroke: number[] = [];
  for (let round = 0; round < 20; round++) {
    for (const text of keystrokes) {
      const start = performance.now();
      index.search(text, 5);
      perKeystroke.push(performance.now() - start);
    }
  }
  return {
    parseMs: Number(parseMs.toFixed(1)),
    indexBuildMs: Number(buildMs.toFixed(1)),
    keystrokeMedianMs: Number(median(perKeystroke).toFixed(3)),
    keystrokeMaxMs: Number(Math.max(...perKeystroke).toFixed(3)),
  };
}

const simulated = createSimulatedProvider();
const simulatedCatalogue = prepareCatalogue((await simulated.symbols?.()) ?? [], Date.now());
await simulated.close();
const finnhubRows = finnhubShapedList(30_000);
const finnhubCatalogue = prepareCatalogue(parseSymbolList(finnhubRows), Date.now());

console.log(
  JSON.stringify(
    {
      measuredAt: new Date().toISOString(),
      node: process.version,
      simulated: { ...sizes(simulatedCatalogue), ...clientFigures(simulatedCatalogue.json) },
      finnhubShaped30k: {
        upstreamRows: finnhubRows.length,
        upstreamRawBytes: Buffer.byteLength(JSON.stringify(finnhubRows)),
        ...sizes(finnhubCatalogue),
        ...clientFigures(finnhubCatalogue.json),
      },
    },
    null,
    2,
  ),
);
