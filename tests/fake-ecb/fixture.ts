// Publication days for the fake ECB, written for the tests (rates of plausible size, not the
// ECB's own figures). They carry the real files' quirks: no row on weekends or TARGET holidays
// (Good Friday and Easter Monday 2024, 26 December 2022, 1 January), currencies that stop
// (HRK after 30 December 2022, when Croatia took the euro) or pause (ISK from October 2008
// until it is quoted again), and trailing zeros kept ('0.85520').

export interface FixtureDay {
  date: string;
  rates: Readonly<Record<string, string>>;
}

export const ECB_FIXTURE: readonly FixtureDay[] = [
  { date: '2008-10-08', rates: { USD: '1.3662', GBP: '0.78370', JPY: '136.07', ISK: '305.00' } },
  // ISK no longer quoted from here on.
  { date: '2008-10-09', rates: { USD: '1.3722', GBP: '0.78410', JPY: '137.54' } },
  { date: '2008-10-10', rates: { USD: '1.3406', GBP: '0.78230', JPY: '131.22' } },
  {
    date: '2022-12-23',
    rates: { USD: '1.0622', GBP: '0.88070', JPY: '140.74', HRK: '7.5365', ISK: '151.30' },
  },
  // 26 December: TARGET holiday, no row.
  {
    date: '2022-12-27',
    rates: { USD: '1.0640', GBP: '0.88200', JPY: '141.61', HRK: '7.5365', ISK: '151.50' },
  },
  {
    date: '2022-12-30',
    rates: { USD: '1.0666', GBP: '0.88693', JPY: '140.66', HRK: '7.5365', ISK: '151.50' },
  },
  // 2 January 2023: HRK gone, the kuna became the euro.
  { date: '2023-01-02', rates: { USD: '1.0683', GBP: '0.88510', JPY: '140.34', ISK: '151.50' } },
  { date: '2024-03-27', rates: { USD: '1.0827', GBP: '0.85710', JPY: '163.97', ISK: '149.30' } },
  { date: '2024-03-28', rates: { USD: '1.0811', GBP: '0.85520', JPY: '163.45', ISK: '149.10' } },
  // Good Friday 29 March, the weekend, Easter Monday 1 April: no rows.
  { date: '2024-04-02', rates: { USD: '1.0737', GBP: '0.85550', JPY: '162.91', ISK: '149.50' } },
  { date: '2024-04-03', rates: { USD: '1.0780', GBP: '0.85670', JPY: '163.57', ISK: '149.70' } },
];
