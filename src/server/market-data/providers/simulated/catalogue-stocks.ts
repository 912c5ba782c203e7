// US common stocks the simulation knows. Public facts, rounded, as reported around mid-2025:
// listing (IPO) date, headcount from the latest annual report, market capitalisation in
// millions of USD. `price` anchors the walk (roughly its mid-2025 level); `vol` is the typical
// daily move in percent. Exchanges: Q = Nasdaq, N = NYSE.
//
// symbol | name | exchange | industry | ipo | website domain | employees | market cap (M) | price | vol
export const COMMON_STOCK_ROWS = `
AAPL|Apple Inc.|Q|Technology|1980-12-12|apple.com|164000|3000000|201|1.6
MSFT|Microsoft Corporation|Q|Technology|1986-03-13|microsoft.com|228000|3420000|461|1.3
GOOGL|Alphabet Inc.|Q|Media|2004-08-19|abc.xyz|183323|2080000|169|1.8
GOOG|Alphabet Inc.|Q|Media|2004-08-19|abc.xyz|183323|2080000|171|1.8
AMZN|Amazon.com, Inc.|Q|Retail|1997-05-15|amazon.com|1556000|2200000|206|1.8
NVDA|NVIDIA Corporation|Q|Semiconductors|1999-01-22|nvidia.com|36000|3300000|135|2.8
META|Meta Platforms, Inc.|Q|Media|2012-05-18|meta.com|76834|1650000|670|2.0
TSLA|Tesla, Inc.|Q|Automobiles|2010-06-29|tesla.com|125665|1100000|342|3.5
AMD|Advanced Micro Devices, Inc.|Q|Semiconductors|1972-09-27|amd.com|28000|185000|115|3.0
AVGO|Broadcom Inc.|Q|Semiconductors|2009-08-06|broadcom.com|37000|1220000|259|2.6
ORCL|Oracle Corporation|N|Technology|1986-03-12|oracle.com|162000|460000|165|2.0
ADBE|Adobe Inc.|Q|Technology|1986-08-20|adobe.com|30709|175000|415|1.8
CRM|Salesforce, Inc.|N|Technology|2004-06-23|salesforce.com|76453|255000|265|1.8
CSCO|Cisco Systems, Inc.|Q|Communications|1990-02-16|cisco.com|90400|255000|64|1.3
INTC|Intel Corporation|Q|Semiconductors|1971-10-13|intel.com|108900|85000|19.6|2.8
IBM|International Business Machines Corporation|N|Technology|1915-11-11|ibm.com|270300|240000|259|1.4
QCOM|QUALCOMM Incorporated|Q|Semiconductors|1991-12-13|qualcomm.com|49000|160000|145|2.0
TXN|Texas Instruments Incorporated|Q|Semiconductors|1953-10-01|ti.com|34000|165000|182|1.8
MU|Micron Technology, Inc.|Q|Semiconductors|1984-06-01|micron.com|48000|105000|94|3.0
AMAT|Applied Materials, Inc.|Q|Semiconductors|1972-10-13|appliedmaterials.com|35700|128000|157|2.3
LRCX|Lam Research Corporation|Q|Semiconductors|1984-05-04|lamresearch.com|17450|108000|83|2.5
KLAC|KLA Corporation|Q|Semiconductors|1980-10-08|kla.com|15000|105000|780|2.2
MRVL|Marvell Technology, Inc.|Q|Semiconductors|2000-06-27|marvell.com|6500|52000|60|3.5
NFLX|Netflix, Inc.|Q|Media|2002-05-23|netflix.com|14000|515000|1210|2.0
PYPL|PayPal Holdings, Inc.|Q|Financial Services|2015-07-06|paypal.com|24400|68000|70|2.0
INTU|Intuit Inc.|Q|Technology|1993-03-12|intuit.com|18800|210000|750|1.7
NOW|ServiceNow, Inc.|N|Technology|2012-06-29|servicenow.com|26293|210000|1010|2.0
PLTR|Palantir Technologies Inc.|Q|Technology|2020-09-30|palantir.com|3936|310000|131|4.0
UBER|Uber Technologies, Inc.|N|Road & Rail|2019-05-10|uber.com|31100|175000|84|2.3
ABNB|Airbnb, Inc.|Q|Hotels, Restaurants & Leisure|2020-12-10|airbnb.com|7300|82000|131|2.3
SNOW|Snowflake Inc.|N|Technology|2020-09-16|snowflake.com|7834|70000|210|3.0
PANW|Palo Alto Networks, Inc.|Q|Technology|2012-07-20|paloaltonetworks.com|15289|128000|193|2.0
CRWD|CrowdStrike Holdings, Inc.|Q|Technology|2019-06-12|crowdstrike.com|10118|115000|470|2.6
DELL|Dell Technologies Inc.|N|Technology|2018-12-28|dell.com|108000|78000|112|2.5
ANET|Arista Networks, Inc.|N|Communications|2014-06-06|arista.com|4412|110000|88|2.8
SMCI|Super Micro Computer, Inc.|Q|Technology|2007-03-29|supermicro.com|5684|24000|40|5.0
DDOG|Datadog, Inc.|Q|Technology|2019-09-19|datadoghq.com|6500|40000|118|3.0
ZM|Zoom Communications, Inc.|Q|Technology|2019-04-18|zoom.com|7412|24000|80|2.0
NET|Cloudflare, Inc.|N|Technology|2019-09-13|cloudflare.com|4263|57000|165|3.2
WDAY|Workday, Inc.|Q|Technology|2012-10-12|workday.com|20400|70000|250|2.0
ADP|Automatic Data Processing, Inc.|Q|Professional Services|1961-09-01|adp.com|64000|130000|320|1.1
XYZ|Block, Inc.|N|Technology|2015-11-19|block.xyz|11372|38000|62|3.0
SNAP|Snap Inc.|N|Media|2017-03-02|snap.com|4911|14000|8.2|3.5
PINS|Pinterest, Inc.|N|Media|2019-04-18|pinterest.com|4666|21000|31|2.8
COIN|Coinbase Global, Inc.|Q|Financial Services|2021-04-14|coinbase.com|3772|65000|250|4.5
HOOD|Robinhood Markets, Inc.|Q|Financial Services|2021-07-29|robinhood.com|2300|58000|66|4.5
EBAY|eBay Inc.|Q|Retail|1998-09-24|ebay.com|11500|34000|73|1.7
DASH|DoorDash, Inc.|Q|Hotels, Restaurants & Leisure|2020-12-09|doordash.com|23700|85000|205|2.5
JPM|JPMorgan Chase & Co.|N|Banking|1969-03-05|jpmorganchase.com|317233|720000|263|1.4
BAC|Bank of America Corporation|N|Banking|1973-02-21|bankofamerica.com|213000|335000|44|1.6
WFC|Wells Fargo & Company|N|Banking|1972-06-01|wellsfargo.com|217000|245000|75|1.7
C|Citigroup Inc.|N|Banking|1986-10-29|citigroup.com|229000|140000|75|1.8
GS|The Goldman Sachs Group, Inc.|N|Financial Services|1999-05-04|goldmansachs.com|46500|190000|600|1.8
MS|Morgan Stanley|N|Financial Services|1986-03-21|morganstanley.com|80000|205000|128|1.8
SCHW|The Charles Schwab Corporation|N|Financial Services|1987-09-22|schwab.com|32100|165000|88|1.8
AXP|American Express Company|N|Financial Services|1977-05-18|americanexpress.com|75100|205000|295|1.6
V|Visa Inc.|N|Financial Services|2008-03-19|visa.com|31600|700000|360|1.2
MA|Mastercard Incorporated|N|Financial Services|2006-05-25|mastercard.com|35300|525000|580|1.2
BRK.B|Berkshire Hathaway Inc.|N|Insurance|1996-05-09|berkshirehathaway.com|392400|1080000|503|1.0
BLK|BlackRock, Inc.|N|Financial Services|1999-10-01|blackrock.com|21100|152000|980|1.5
PGR|The Progressive Corporation|N|Insurance|1971-04-15|progressive.com|66300|165000|283|1.5
COF|Capital One Financial Corporation|N|Financial Services|1994-11-16|capitalone.com|52600|125000|200|2.0
UNH|UnitedHealth Group Incorporated|N|Health Care|1984-10-17|unitedhealthgroup.com|400000|275000|302|2.0
JNJ|Johnson & Johnson|N|Pharmaceuticals|1944-09-25|jnj.com|139800|372000|155|1.0
LLY|Eli Lilly and Company|N|Pharmaceuticals|1970-07-09|lilly.com|47000|660000|735|1.8
PFE|Pfizer Inc.|N|Pharmaceuticals|1944-01-03|pfizer.com|81000|133000|23.5|1.4
MRK|Merck & Co., Inc.|N|Pharmaceuticals|1946-01-02|merck.com|74000|195000|77|1.4
ABBV|AbbVie Inc.|N|Biotechnology|2013-01-02|abbvie.com|55000|330000|186|1.4
BMY|Bristol-Myers Squibb Company|N|Pharmaceuticals|1929-12-02|bms.com|34100|97000|48|1.5
TMO|Thermo Fisher Scientific Inc.|N|Life Sciences Tools & Services|1980-03-17|thermofisher.com|122000|155000|405|1.5
ABT|Abbott Laboratories|N|Health Care|1929-03-13|abbott.com|114000|232000|134|1.1
DHR|Danaher Corporation|N|Life Sciences Tools & Services|1978-11-06|danaher.com|63000|136000|190|1.5
AMGN|Amgen Inc.|Q|Biotechnology|1983-06-17|amgen.com|28000|155000|288|1.3
GILD|Gilead Sciences, Inc.|Q|Biotechnology|1992-01-22|gilead.com|17600|138000|110|1.3
VRTX|Vertex Pharmaceuticals Incorporated|Q|Biotechnology|1991-07-24|vrtx.com|6100|113000|442|1.6
MRNA|Moderna, Inc.|Q|Biotechnology|2018-12-07|modernatx.com|5800|10300|26.6|4.0
CVS|CVS Health Corporation|N|Health Care|1996-11-13|cvshealth.com|300000|82000|65|1.8
ISRG|Intuitive Surgical, Inc.|Q|Health Care|2000-06-13|intuitive.com|15638|195000|550|1.7
WMT|Walmart Inc.|Q|Retail|1972-08-25|walmart.com|2100000|790000|98|1.2
COST|Costco Wholesale Corporation|Q|Retail|1985-12-05|costco.com|333000|460000|1035|1.2
HD|The Home Depot, Inc.|N|Retail|1981-09-22|homedepot.com|470100|365000|368|1.3
LOW|Lowe's Companies, Inc.|N|Retail|1961-10-10|lowes.com|300000|125000|225|1.4
TGT|Target Corporation|N|Retail|1967-10-18|target.com|440000|43000|95|2.0
TJX|The TJX Companies, Inc.|N|Retail|1987-06-01|tjx.com|364000|140000|126|1.2
KR|The Kroger Co.|N|Retail|1928-01-03|thekrogerco.com|409000|45000|68|1.3
GME|GameStop Corp.|N|Retail|2002-02-13|gamestop.com|6000|13000|30|4.5
MCD|McDonald's Corporation|N|Hotels, Restaurants & Leisure|1965-04-21|mcdonalds.com|150000|225000|313|1.0
SBUX|Starbucks Corporation|Q|Hotels, Restaurants & Leisure|1992-06-26|starbucks.com|361000|95000|84|1.8
CMG|Chipotle Mexican Grill, Inc.|N|Hotels, Restaurants & Leisure|2006-01-26|chipotle.com|130504|68000|50|2.0
BKNG|Booking Holdings Inc.|Q|Hotels, Restaurants & Leisure|1999-03-30|bookingholdings.com|24300|175000|5500|1.6
MAR|Marriott International, Inc.|Q|Hotels, Restaurants & Leisure|1998-03-27|marriott.com|418000|73000|265|1.5
NKE|NIKE, Inc.|N|Textiles, Apparel & Luxury Goods|1980-12-02|nike.com|79400|90000|61|2.0
LULU|lululemon athletica inc.|Q|Textiles, Apparel & Luxury Goods|2007-07-27|lululemon.com|39000|38000|320|2.3
KO|The Coca-Cola Company|N|Beverages|1919-09-05|coca-colacompany.com|69700|308000|72|0.9
PEP|PepsiCo, Inc.|Q|Beverages|1972-06-01|pepsico.com|319000|180000|131|1.1
PG|The Procter & Gamble Company|N|Consumer products|1891-01-01|pg.com|108000|400000|170|0.9
CL|Colgate-Palmolive Company|N|Consumer products|1930-01-02|colgatepalmolive.com|34000|75000|93|1.0
MDLZ|Mondelez International, Inc.|Q|Food Products|2001-06-13|mondelezinternational.com|91000|87000|67|1.1
PM|Philip Morris International Inc.|N|Tobacco|2008-03-17|pmi.com|83100|280000|180|1.4
MO|Altria Group, Inc.|N|Tobacco|1923-01-02|altria.com|6200|100000|60|1.1
DIS|The Walt Disney Company|N|Media|1957-11-12|thewaltdisneycompany.com|233000|203000|113|1.6
CMCSA|Comcast Corporation|Q|Media|1972-06-29|cmcsa.com|182000|130000|35|1.5
F|Ford Motor Company|N|Automobiles|1956-01-17|ford.com|171000|41000|10.4|2.0
GM|General Motors Company|N|Automobiles|2010-11-18|gm.com|162000|47000|49|2.0
RIVN|Rivian Automotive, Inc.|Q|Automobiles|2021-11-10|rivian.com|14861|16000|14.5|4.0
XOM|Exxon Mobil Corporation|N|Energy|1920-03-01|exxonmobil.com|61000|445000|102|1.5
CVX|Chevron Corporation|N|Energy|1921-06-24|chevron.com|45298|245000|140|1.5
COP|ConocoPhillips|N|Energy|2002-08-30|conocophillips.com|11800|112000|86|1.8
OXY|Occidental Petroleum Corporation|N|Energy|1964-01-02|oxy.com|13323|41000|42|2.0
BA|The Boeing Company|N|Aerospace & Defense|1962-01-02|boeing.com|172000|155000|205|2.0
CAT|Caterpillar Inc.|N|Machinery|1929-12-02|caterpillar.com|112900|165000|348|1.6
GE|GE Aerospace|N|Aerospace & Defense|1892-06-23|geaerospace.com|53000|260000|245|1.7
HON|Honeywell International Inc.|Q|Industrial Conglomerates|1929-09-11|honeywell.com|102000|148000|227|1.3
LMT|Lockheed Martin Corporation|N|Aerospace & Defense|1995-03-16|lockheedmartin.com|121000|113000|482|1.2
RTX|RTX Corporation|N|Aerospace & Defense|1952-02-15|rtx.com|186000|183000|137|1.3
DE|Deere & Company|N|Machinery|1933-06-01|deere.com|75800|138000|510|1.5
MMM|3M Company|N|Industrial Conglomerates|1946-01-14|3m.com|61500|80000|149|1.6
UPS|United Parcel Service, Inc.|N|Logistics & Transportation|1999-11-10|ups.com|490000|83000|97|1.6
FDX|FedEx Corporation|N|Logistics & Transportation|1978-04-12|fedex.com|500000|52000|218|1.8
UNP|Union Pacific Corporation|N|Road & Rail|1969-01-02|up.com|32973|132000|222|1.3
DAL|Delta Air Lines, Inc.|N|Airlines|2007-05-03|delta.com|103000|32000|49|2.5
UAL|United Airlines Holdings, Inc.|Q|Airlines|2006-02-02|united.com|107300|26000|80|3.0
LUV|Southwest Airlines Co.|N|Airlines|1977-06-01|southwest.com|72450|18000|32|2.3
T|AT&T Inc.|N|Telecommunication|1983-11-21|att.com|141000|200000|27.8|1.2
VZ|Verizon Communications Inc.|N|Telecommunication|1983-11-21|verizon.com|99600|185000|44|1.1
TMUS|T-Mobile US, Inc.|Q|Telecommunication|2007-04-19|t-mobile.com|70000|275000|242|1.3
NEE|NextEra Energy, Inc.|N|Utilities|1950-01-03|nexteraenergy.com|16800|145000|70|1.6
DUK|Duke Energy Corporation|N|Utilities|1961-01-03|duke-energy.com|26400|91000|117|1.0
SO|The Southern Company|N|Utilities|1949-09-01|southerncompany.com|28600|100000|90|1.0
FCX|Freeport-McMoRan Inc.|N|Metals & Mining|1995-07-10|fcx.com|28500|57000|39|2.6
NEM|Newmont Corporation|N|Metals & Mining|1940-01-02|newmont.com|22200|60000|53|2.2
SHW|The Sherwin-Williams Company|N|Chemicals|1964-01-02|sherwin-williams.com|63890|90000|358|1.4
DOW|Dow Inc.|N|Chemicals|2019-04-02|dow.com|36000|20000|28|2.2
`;

/** Head-office switchboards published on the companies' investor pages (watched stocks only). */
export const PUBLIC_PHONES: Readonly<Record<string, string>> = {
  AAPL: '14089961010',
  MSFT: '14258828080',
  GOOGL: '16502530000',
  AMZN: '12062661000',
  NVDA: '14084862000',
  META: '16505434800',
  TSLA: '15125168177',
  AMD: '14087494000',
};
