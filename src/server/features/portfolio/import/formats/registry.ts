import type { FormatCatalogue } from '../analyse-file.ts';
import { degiroFormats } from './degiro.ts';
import { etoroFormats } from './etoro.ts';
import { etradeFormats } from './etrade.ts';
import { fidelityFormats } from './fidelity.ts';
import { freetradeFormats } from './freetrade.ts';
import { ghostfolioFormats } from './ghostfolio.ts';
import { ibkrFormats } from './ibkr.ts';
import { createMappedFormat } from './mapped.ts';
import { portfolioPerformanceFormats } from './portfolio-performance.ts';
import { revolutFormats } from './revolut.ts';
import { robinhoodFormats } from './robinhood.ts';
import { saxoFormats } from './saxo.ts';
import { scalableCapitalFormats } from './scalable-capital.ts';
import { schwabFormats } from './schwab.ts';
import { sharesightFormats } from './sharesight.ts';
import { tickerdeckFormat } from './tickerdeck.ts';
import { tradeRepublicFormats } from './trade-republic.ts';
import { trading212Formats } from './trading212.ts';
import { vanguardUkFormats } from './vanguard-uk.ts';
import { wealthfolioFormats } from './wealthfolio.ts';
import { webullFormats } from './webull.ts';
import { xtbFormats } from './xtb.ts';

// Every format the importer knows (docs/import-export.md). Detection takes the first that claims
// a file; each detector looks for its own export's header by the columns it requires and those
// it must not have (header-spec.ts), in any order and below any title or rows of commas, and a
// test holds that each fixture and research file is claimed by its own format and no other.
export const formatCatalogue: FormatCatalogue = {
  formats: [
    tickerdeckFormat,
    ...ibkrFormats,
    ...schwabFormats,
    ...fidelityFormats,
    ...robinhoodFormats,
    ...trading212Formats,
    ...degiroFormats,
    ...revolutFormats,
    ...etoroFormats,
    ...vanguardUkFormats,
    ...tradeRepublicFormats,
    ...ghostfolioFormats,
    ...wealthfolioFormats,
    ...portfolioPerformanceFormats,
    ...sharesightFormats,
    ...saxoFormats,
    ...xtbFormats,
    ...scalableCapitalFormats,
    ...freetradeFormats,
    ...webullFormats,
    ...etradeFormats,
  ],
  mapped: createMappedFormat,
};
