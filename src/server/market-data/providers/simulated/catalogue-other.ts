// Listings that are not plain US common stock, so the SPEC's 'Common Stock' search filter has
// something to drop: ADRs of foreign companies, REITs, and exchange-traded products (every
// index and sector fund the SPEC names, plus a few popular ones). Facts as in
// catalogue-stocks.ts; an ADR's ipo is its US listing date.

// symbol | name | exchange | industry | ipo | website domain | employees | market cap (M) | price | vol | country
export const ADR_ROWS = `
TSM|Taiwan Semiconductor Manufacturing Company Limited|N|Semiconductors|1997-10-09|tsmc.com|83825|1000000|195|2.2|TW
BABA|Alibaba Group Holding Limited|N|Retail|2014-09-19|alibabagroup.com|124320|280000|115|2.8|CN
NVO|Novo Nordisk A/S|N|Pharmaceuticals|1981-04-30|novonordisk.com|77349|310000|70|2.2|DK
SONY|Sony Group Corporation|N|Technology|1970-09-17|sony.com|112300|155000|26|1.5|JP
TM|Toyota Motor Corporation|N|Automobiles|1999-09-29|toyota-global.com|383853|235000|185|1.3|JP
ARM|Arm Holdings plc|Q|Semiconductors|2023-09-14|arm.com|7096|140000|130|3.5|GB
SAP|SAP SE|N|Technology|1998-08-03|sap.com|109000|350000|300|1.5|DE
`;

// symbol | name | exchange | industry | ipo | website domain | employees | market cap (M) | price | vol
export const REIT_ROWS = `
O|Realty Income Corporation|N|Real Estate|1994-10-18|realtyincome.com|468|51000|57|1.1
PLD|Prologis, Inc.|N|Real Estate|1997-11-21|prologis.com|2703|100000|108|1.6
AMT|American Tower Corporation|N|Real Estate|1998-02-27|americantower.com|4691|102000|215|1.5
SPG|Simon Property Group, Inc.|N|Real Estate|1993-12-14|simon.com|3000|52000|160|1.5
EQIX|Equinix, Inc.|Q|Real Estate|2000-08-11|equinix.com|13606|87000|890|1.5
`;

// Exchanges: A = NYSE Arca, Q = Nasdaq, B = Cboe BZX. `drift` is the yearly trend in percent
// (VIXY loses most of its value over a year as its futures roll).
// symbol | name | exchange | inception | website domain | assets (M) | price | vol | drift
export const ETP_ROWS = `
SPY|SPDR S&P 500 ETF Trust|A|1993-01-22|ssga.com|600000|590|1.0|8
QQQ|Invesco QQQ Trust, Series 1|Q|1999-03-10|invesco.com|330000|520|1.3|10
ONEQ|Fidelity Nasdaq Composite Index ETF|Q|2003-09-25|fidelity.com|8000|80|1.3|10
DIA|SPDR Dow Jones Industrial Average ETF Trust|A|1998-01-14|ssga.com|34000|422|0.9|6
IWM|iShares Russell 2000 ETF|A|2000-05-22|ishares.com|63000|205|1.5|5
VIXY|ProShares VIX Short-Term Futures ETF|B|2011-01-03|proshares.com|200|45|4.5|-55
EWU|iShares MSCI United Kingdom ETF|A|1996-03-12|ishares.com|3000|39|1.0|4
XLK|Technology Select Sector SPDR Fund|A|1998-12-16|sectorspdrs.com|72000|238|1.4|10
XLV|Health Care Select Sector SPDR Fund|A|1998-12-16|sectorspdrs.com|34000|134|1.0|4
XLF|Financial Select Sector SPDR Fund|A|1998-12-16|sectorspdrs.com|49000|51|1.1|7
XLY|Consumer Discretionary Select Sector SPDR Fund|A|1998-12-16|sectorspdrs.com|21000|210|1.3|7
XLE|Energy Select Sector SPDR Fund|A|1998-12-16|sectorspdrs.com|27000|84|1.5|2
XLI|Industrial Select Sector SPDR Fund|A|1998-12-16|sectorspdrs.com|21000|140|1.1|7
XLU|Utilities Select Sector SPDR Fund|A|1998-12-16|sectorspdrs.com|18000|81|1.0|5
XLB|Materials Select Sector SPDR Fund|A|1998-12-16|sectorspdrs.com|5000|88|1.1|4
VOO|Vanguard S&P 500 ETF|A|2010-09-07|vanguard.com|650000|542|1.0|8
VTI|Vanguard Total Stock Market ETF|A|2001-05-24|vanguard.com|470000|292|1.0|8
GLD|SPDR Gold Shares|A|2004-11-18|spdrgoldshares.com|100000|305|1.0|6
TLT|iShares 20+ Year Treasury Bond ETF|Q|2002-07-22|ishares.com|48000|86|0.9|0
ARKK|ARK Innovation ETF|A|2014-10-31|ark-funds.com|6000|57|2.8|5
XLC|Communication Services Select Sector SPDR Fund|A|2018-06-18|sectorspdrs.com|22000|105|1.3|9
XLP|Consumer Staples Select Sector SPDR Fund|A|1998-12-16|sectorspdrs.com|16000|80|0.8|4
XLRE|Real Estate Select Sector SPDR Fund|A|2015-10-07|sectorspdrs.com|7500|42|1.2|3
AGG|iShares Core U.S. Aggregate Bond ETF|A|2003-09-22|ishares.com|125000|99|0.5|1
BND|Vanguard Total Bond Market Index Fund ETF|Q|2007-04-03|vanguard.com|130000|73|0.5|1
UUP|Invesco DB US Dollar Index Bullish Fund|A|2007-02-20|invesco.com|400|28|0.5|0
FXE|Invesco CurrencyShares Euro Trust|A|2005-12-09|invesco.com|500|100|0.5|0
FXY|Invesco CurrencyShares Japanese Yen Trust|A|2007-02-12|invesco.com|500|62|0.6|-2
`;
