import { parseFxDays, type FxDay } from '../../fx-day.ts';
import { ProviderError } from '../../provider.ts';

// The ECB's euro reference rates files (eurofxref-daily.xml, -hist-90d.xml, -hist.xml) as it
// writes them: a gesmes:Envelope whose Cube holds one Cube time='YYYY-MM-DD' per publication
// day, newest first, each holding Cube currency='USD' rate='1.0705' elements (single quotes,
// trailing zeros kept: '0.73760'). A day lists only the currencies published that day. The
// format is this small and fixed, so it is read with patterns, and anything else inside a day
// refuses the whole answer rather than being skipped.

const ENVELOPE = /<gesmes:Envelope\b[^>]*>[\s\S]*<\/gesmes:Envelope>/;
const DAY = /<Cube\s+time\s*=\s*(['"])([^'"]*)\1\s*>([\s\S]*?)<\/Cube>/g;
const RATE = /<Cube\s+currency\s*=\s*(['"])([^'"]*)\1\s+rate\s*=\s*(['"])([^'"]*)\3\s*\/>/g;
const MAX_SHOWN = 60;

const bad = (message: string) => new ProviderError('bad-response', `ECB: ${message}`);

/** The publication days of an ECB file, oldest first; a malformed one throws 'bad-response'. */
export function parseEcbRates(xml: string): FxDay[] {
  if (!ENVELOPE.test(xml)) {
    throw bad(`not a gesmes:Envelope: ${JSON.stringify(xml.slice(0, MAX_SHOWN))}`);
  }
  const days: Array<{ date: string; rates: Record<string, string> }> = [];
  for (const [, , date = '', body = ''] of xml.matchAll(DAY)) {
    const rates: Record<string, string> = {};
    for (const [, , currency = '', , rate = ''] of body.matchAll(RATE)) {
      if (Object.hasOwn(rates, currency)) throw bad(`${currency} twice on ${date}`);
      rates[currency] = rate;
    }
    const rest = body.replace(RATE, '').trim();
    if (rest !== '')
      throw bad(`unreadable row on ${date}: ${JSON.stringify(rest.slice(0, MAX_SHOWN))}`);
    days.push({ date, rates });
  }
  try {
    return parseFxDays(days).sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  } catch (error) {
    throw bad(error instanceof Error ? error.message : String(error));
  }
}
