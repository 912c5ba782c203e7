import { z } from 'zod/mini';
import { todayIso } from './trade-values.ts';

// Form fields shared by the ledger's dialogs (buy, sell, edit). The server parses the same
// values again (src/shared/portfolio/portfolio-ledger.ts); these give the messages before anything is sent.
// zod/mini, as zodResolver takes it: no page downloads classic zod for a form (decision 042).

export { optionalText, todayIso } from './trade-values.ts';

const decimalPattern = /^\d*\.?\d+$/;

/** A positive decimal typed by the user; '' allowed when not `required`. */
export const decimalField = (label: string, required: boolean) =>
  z.string().check(
    z.trim(),
    z.refine((text) => !required || text !== '', `${label} is required`),
    z.refine(
      (text) => text === '' || (decimalPattern.test(text) && Number(text) > 0),
      `${label} must be greater than 0`,
    ),
  );

export const feesField = z.string().check(
  z.trim(),
  z.refine((text) => text === '' || decimalPattern.test(text), 'Fees must be a number'),
);

/** A trade's date: a calendar day, not after today (the server checks the same). */
export const tradeDateField = z.string().check(
  z.regex(/^\d{4}-\d{2}-\d{2}$/, 'Date is required'),
  z.refine((date) => date <= todayIso(), 'Date cannot be in the future'),
);
