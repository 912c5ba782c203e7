import type { FormatCatalogue } from '../analyse-file.ts';

// Every broker format the importer knows, most specific first (detection takes the first match).
export const formatCatalogue: FormatCatalogue = {
  formats: [],
  mapped() {
    throw new Error('mapped formats arrive with formats/mapped.ts');
  },
};
