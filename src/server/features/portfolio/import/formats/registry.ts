import type { FormatCatalogue } from '../analyse-file.ts';
import { degiroFormats } from './degiro.ts';
import { etoroFormats } from './etoro.ts';
import { createMappedFormat } from './mapped.ts';
import { revolutFormats } from './revolut.ts';
import { tickerdeckFormat } from './tickerdeck.ts';
import { trading212Formats } from './trading212.ts';
import { vanguardUkFormats } from './vanguard-uk.ts';

// Every format the importer knows (docs/import-export.md). Detection takes the first that claims
// a file; each detector looks for its own export's header, and a test holds that no two claim
// the same fixture or research file.
export const formatCatalogue: FormatCatalogue = {
  formats: [
    tickerdeckFormat,
    ...trading212Formats,
    ...degiroFormats,
    ...revolutFormats,
    ...etoroFormats,
    ...vanguardUkFormats,
  ],
  mapped: createMappedFormat,
};
