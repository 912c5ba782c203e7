import type { ImportSuggestion } from '#shared/portfolio/portfolio-import-offers.ts';
import type { EntryDraft } from './EntryDialog.tsx';

// A suggestion of an import as the entry form opens it: the kind it becomes, the row's symbol,
// date, shares and cost or price; what the file did not say is left for the person.

/** What the list says each suggestion still needs. */
export const ASK_LABELS: Record<ImportSuggestion['ask'][number], string> = {
  cost: 'cost per share',
  price: 'price',
  ratio: 'split ratio',
  'to-account': 'receiving account',
  quantity: 'number of shares',
};

export function draftOfSuggestion(suggestion: ImportSuggestion): EntryDraft {
  return {
    type: suggestion.entry,
    symbol: suggestion.symbol,
    date: suggestion.date,
    quantity: suggestion.quantity ?? '',
    price: suggestion.price ?? '',
    currency: suggestion.currency ?? '',
    // A ratio the file did not give is not guessed.
    ...(suggestion.entry === 'split' ? { from: '', to: '' } : {}),
    note: `${suggestion.reason} (imported file, line ${suggestion.line})`.slice(0, 500),
  };
}
