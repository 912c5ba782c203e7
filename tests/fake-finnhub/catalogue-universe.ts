import type { FakeListing } from './catalogue.ts';

// The sector funds' largest holdings (the Markets screen's movers universe, src/shared/platform/symbols.ts)
// and ONEQ, so the fake knows every symbol the app asks for. Facts rounded from mid-2025 public
// figures; Finnhub leaves `phone` empty for some listings, as here.

// symbol | search description | price | profile name | exchange | industry | ipo | market cap (M) | shares (M) | website
const ROWS = `
LLY|ELI LILLY & CO|735|Eli Lilly and Co|NYSE|Pharmaceuticals|1970-07-09|660000|898|https://www.lilly.com/
UNH|UNITEDHEALTH GROUP INC|302|UnitedHealth Group Inc|NYSE|Health Care|1984-10-17|275000|905|https://www.unitedhealthgroup.com/
JNJ|JOHNSON & JOHNSON|155|Johnson & Johnson|NYSE|Pharmaceuticals|1944-09-25|372000|2406|https://www.jnj.com/
BRK.B|BERKSHIRE HATHAWAY INC-CL B|503|Berkshire Hathaway Inc|NYSE|Insurance|1996-05-09|1080000|2157|https://www.berkshirehathaway.com/
V|VISA INC-CLASS A SHARES|360|Visa Inc|NYSE|Financial Services|2008-03-19|700000|1943|https://usa.visa.com/
HD|HOME DEPOT INC|368|Home Depot Inc|NYSE|Retail|1981-09-22|365000|994|https://www.homedepot.com/
XOM|EXXON MOBIL CORP|102|Exxon Mobil Corp|NYSE|Energy|1920-03-01|445000|4310|https://corporate.exxonmobil.com/
CVX|CHEVRON CORP|140|Chevron Corp|NYSE|Energy|1921-06-24|245000|1746|https://www.chevron.com/
COP|CONOCOPHILLIPS|86|ConocoPhillips|NYSE|Energy|2002-08-30|112000|1264|https://www.conocophillips.com/
GE|GE AEROSPACE|245|GE Aerospace|NYSE|Aerospace & Defense|1892-06-23|260000|1066|https://www.geaerospace.com/
CAT|CATERPILLAR INC|348|Caterpillar Inc|NYSE|Machinery|1929-12-02|165000|471|https://www.caterpillar.com/
RTX|RTX CORP|137|RTX Corp|NYSE|Aerospace & Defense|1952-02-15|183000|1336|https://www.rtx.com/
NEE|NEXTERA ENERGY INC|70|NextEra Energy Inc|NYSE|Utilities|1950-01-03|145000|2058|https://www.nexteraenergy.com/
SO|SOUTHERN CO/THE|90|Southern Co|NYSE|Utilities|1949-09-01|100000|1099|https://www.southerncompany.com/
DUK|DUKE ENERGY CORP|117|Duke Energy Corp|NYSE|Utilities|1961-01-03|91000|777|https://www.duke-energy.com/
SHW|SHERWIN-WILLIAMS CO/THE|358|Sherwin-Williams Co|NYSE|Chemicals|1964-01-02|90000|251|https://www.sherwin-williams.com/
NEM|NEWMONT CORP|53|Newmont Corp|NYSE|Metals & Mining|1940-01-02|60000|1113|https://www.newmont.com/
FCX|FREEPORT-MCMORAN INC|39|Freeport-McMoRan Inc|NYSE|Metals & Mining|1995-07-10|57000|1437|https://fcx.com/
`;

const EXCHANGE_NAMES: Record<string, string> = { NYSE: 'NEW YORK STOCK EXCHANGE, INC.' };

function listing(line: string): FakeListing {
  const [symbol = '', description = '', price = '', name = '', exchange = '', ...rest] =
    line.split('|');
  const [finnhubIndustry = '', ipo = '', marketCap = '', shares = '', weburl = ''] = rest;
  return {
    symbol,
    description,
    type: 'Common Stock',
    basePrice: Number(price),
    profile: {
      name,
      exchange: EXCHANGE_NAMES[exchange] ?? exchange,
      finnhubIndustry,
      ipo,
      marketCapitalization: Number(marketCap),
      shareOutstanding: Number(shares),
      weburl,
      phone: '',
    },
  };
}

export const UNIVERSE_LISTINGS: FakeListing[] = [
  ...ROWS.trim().split('\n').map(listing),
  { symbol: 'ONEQ', description: 'FIDELITY NASDAQ COMPOSITE INDEX', type: 'ETP', basePrice: 80.2 },
];
