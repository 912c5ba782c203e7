// The most-held US exchange-traded funds besides the detailed rows of catalogue-other.ts. Public
// facts: ticker, name, exchange, asset class and category; assets in millions of USD and `price`
// (which anchors the walk) rounded, around mid-2025. `vol` is the typical daily move in percent
// (a T-bill fund barely moves), `drift` the yearly trend in percent (leveraged funds' decay
// included). Exchanges: A = NYSE Arca, Q = Nasdaq, B = Cboe BZX.
//
// symbol | name | exchange | asset class | category | assets (M) | price | vol | drift
export const FUND_ROWS = `
IVV|iShares Core S&P 500 ETF|A|Equity|US Large Cap|600000|595|1.0|8
VUG|Vanguard Growth ETF|A|Equity|US Large Cap Growth|165000|420|1.3|10
VTV|Vanguard Value ETF|A|Equity|US Large Cap Value|135000|172|0.9|6
VEA|Vanguard FTSE Developed Markets ETF|A|Equity|Foreign Large Cap|150000|55|0.9|5
IEFA|iShares Core MSCI EAFE ETF|A|Equity|Foreign Large Cap|140000|82|0.9|5
VXUS|Vanguard Total International Stock ETF|Q|Equity|Foreign Large Cap|90000|67|0.9|5
IEMG|iShares Core MSCI Emerging Markets ETF|A|Equity|Emerging Markets|90000|58|1.1|4
VWO|Vanguard FTSE Emerging Markets ETF|A|Equity|Emerging Markets|90000|47|1.1|4
IJH|iShares Core S&P Mid-Cap ETF|A|Equity|US Mid Cap|95000|60|1.2|6
IJR|iShares Core S&P Small-Cap ETF|A|Equity|US Small Cap|80000|105|1.4|5
VIG|Vanguard Dividend Appreciation ETF|A|Equity|US Dividend|85000|200|0.9|7
VGT|Vanguard Information Technology ETF|A|Equity|Technology Sector|90000|620|1.5|11
SCHD|Schwab U.S. Dividend Equity ETF|A|Equity|US Dividend|70000|26.5|0.9|5
IWF|iShares Russell 1000 Growth ETF|A|Equity|US Large Cap Growth|110000|400|1.3|10
IWD|iShares Russell 1000 Value ETF|A|Equity|US Large Cap Value|62000|188|0.9|6
VO|Vanguard Mid-Cap ETF|A|Equity|US Mid Cap|80000|270|1.1|6
VB|Vanguard Small-Cap ETF|A|Equity|US Small Cap|65000|230|1.3|5
RSP|Invesco S&P 500 Equal Weight ETF|A|Equity|US Large Cap|72000|175|1.0|6
SCHX|Schwab U.S. Large-Cap ETF|A|Equity|US Large Cap|55000|23.5|1.0|8
SCHG|Schwab U.S. Large-Cap Growth ETF|A|Equity|US Large Cap Growth|42000|28|1.3|10
SPLG|SPDR Portfolio S&P 500 ETF|A|Equity|US Large Cap|60000|69|1.0|8
VYM|Vanguard High Dividend Yield ETF|A|Equity|US Dividend|60000|130|0.9|5
ITOT|iShares Core S&P Total U.S. Stock Market ETF|A|Equity|US Total Market|70000|130|1.0|8
IWR|iShares Russell Mid-Cap ETF|A|Equity|US Mid Cap|42000|90|1.1|6
MDY|SPDR S&P MidCap 400 ETF Trust|A|Equity|US Mid Cap|22000|560|1.2|6
QQQM|Invesco NASDAQ 100 ETF|Q|Equity|US Large Cap Growth|50000|215|1.3|10
MGK|Vanguard Mega Cap Growth ETF|A|Equity|US Large Cap Growth|27000|350|1.3|10
SPYG|SPDR Portfolio S&P 500 Growth ETF|A|Equity|US Large Cap Growth|38000|90|1.3|10
SPYV|SPDR Portfolio S&P 500 Value ETF|A|Equity|US Large Cap Value|26000|52|0.9|6
VV|Vanguard Large-Cap ETF|A|Equity|US Large Cap|42000|275|1.0|8
SCHB|Schwab U.S. Broad Market ETF|A|Equity|US Total Market|34000|23.5|1.0|8
IWB|iShares Russell 1000 ETF|A|Equity|US Large Cap|40000|330|1.0|8
IWN|iShares Russell 2000 Value ETF|A|Equity|US Small Cap Value|11000|155|1.4|4
AVUV|Avantis U.S. Small Cap Value ETF|A|Equity|US Small Cap Value|15000|90|1.4|5
DFAC|Dimensional U.S. Core Equity 2 ETF|A|Equity|US Total Market|34000|35|1.0|7
ESGU|iShares ESG Aware MSCI USA ETF|Q|Equity|US Large Cap|14000|130|1.0|8
VT|Vanguard Total World Stock ETF|A|Equity|World Stock|50000|122|0.9|6
EFA|iShares MSCI EAFE ETF|A|Equity|Foreign Large Cap|63000|88|0.9|5
EEM|iShares MSCI Emerging Markets ETF|A|Equity|Emerging Markets|18000|46|1.1|4
SCHF|Schwab International Equity ETF|A|Equity|Foreign Large Cap|48000|21.5|0.9|5
IXUS|iShares Core MSCI Total International Stock ETF|Q|Equity|Foreign Large Cap|45000|76|0.9|5
SPDW|SPDR Portfolio Developed World ex-US ETF|A|Equity|Foreign Large Cap|26000|38|0.9|5
VGK|Vanguard FTSE Europe ETF|A|Equity|Europe Stock|25000|75|1.0|5
EWJ|iShares MSCI Japan ETF|A|Equity|Japan Stock|15000|73|1.0|4
INDA|iShares MSCI India ETF|B|Equity|India Equity|9500|54|1.0|7
FXI|iShares China Large-Cap ETF|A|Equity|China Region|6500|36|1.8|3
KWEB|KraneShares CSI China Internet ETF|A|Equity|China Region|7000|32|2.5|3
DGRO|iShares Core Dividend Growth ETF|A|Equity|US Dividend|32000|62|0.9|6
DVY|iShares Select Dividend ETF|Q|Equity|US Dividend|20000|130|0.9|4
SDY|SPDR S&P Dividend ETF|A|Equity|US Dividend|20000|135|0.9|4
JEPI|JPMorgan Equity Premium Income ETF|A|Equity|Derivative Income|40000|56|0.6|2
JEPQ|JPMorgan Nasdaq Equity Premium Income ETF|Q|Equity|Derivative Income|25000|53|0.9|4
COWZ|Pacer US Cash Cows 100 ETF|B|Equity|US Mid Cap Value|20000|55|1.2|4
USMV|iShares MSCI USA Min Vol Factor ETF|B|Equity|US Large Cap|24000|94|0.7|6
QUAL|iShares MSCI USA Quality Factor ETF|B|Equity|US Large Cap|47000|180|1.0|8
MTUM|iShares MSCI USA Momentum Factor ETF|B|Equity|US Large Cap Growth|15000|235|1.3|9
SMH|VanEck Semiconductor ETF|Q|Equity|Technology Sector|24000|250|2.4|12
SOXX|iShares Semiconductor ETF|Q|Equity|Technology Sector|13000|215|2.4|10
IBB|iShares Biotechnology ETF|Q|Equity|Health Sector|5500|128|1.5|3
XBI|SPDR S&P Biotech ETF|A|Equity|Health Sector|5500|82|2.2|2
VHT|Vanguard Health Care ETF|A|Equity|Health Sector|16000|250|1.0|4
KRE|SPDR S&P Regional Banking ETF|A|Equity|Financial Sector|3500|57|1.8|3
VFH|Vanguard Financials ETF|A|Equity|Financial Sector|12500|120|1.2|7
TQQQ|ProShares UltraPro QQQ|Q|Equity|Trading--Leveraged Equity|24000|70|3.9|8
SOXL|Direxion Daily Semiconductor Bull 3X Shares|A|Equity|Trading--Leveraged Equity|11000|18|5.5|-10
VNQ|Vanguard Real Estate ETF|A|Real Estate|Real Estate|34000|89|1.2|3
BNDX|Vanguard Total International Bond Index Fund ETF|Q|Fixed Income|Global Bond-USD Hedged|65000|49|0.2|1
VCIT|Vanguard Intermediate-Term Corporate Bond ETF|Q|Fixed Income|Corporate Bond|52000|81|0.35|1.5
VCSH|Vanguard Short-Term Corporate Bond ETF|Q|Fixed Income|Short-Term Bond|34000|79|0.12|1.5
BSV|Vanguard Short-Term Bond ETF|A|Fixed Income|Short-Term Bond|37000|78|0.12|1.5
VGIT|Vanguard Intermediate-Term Treasury ETF|Q|Fixed Income|Intermediate Government|32000|59|0.3|0.5
VGSH|Vanguard Short-Term Treasury ETF|Q|Fixed Income|Short Government|23000|58.5|0.08|0.5
VTEB|Vanguard Tax-Exempt Bond ETF|A|Fixed Income|Muni National Interm|38000|49|0.25|0.5
IEF|iShares 7-10 Year Treasury Bond ETF|Q|Fixed Income|Intermediate Government|34000|94|0.4|0
SHY|iShares 1-3 Year Treasury Bond ETF|Q|Fixed Income|Short Government|24000|82|0.08|0.5
SGOV|iShares 0-3 Month Treasury Bond ETF|A|Fixed Income|Ultrashort Bond|45000|100.5|0.02|0.2
BIL|SPDR Bloomberg 1-3 Month T-Bill ETF|A|Fixed Income|Ultrashort Bond|40000|91.5|0.02|0.2
JPST|JPMorgan Ultra-Short Income ETF|B|Fixed Income|Ultrashort Bond|30000|50.5|0.03|0.5
LQD|iShares iBoxx $ Investment Grade Corporate Bond ETF|A|Fixed Income|Corporate Bond|30000|108|0.5|0.5
HYG|iShares iBoxx $ High Yield Corporate Bond ETF|A|Fixed Income|High Yield Bond|16000|79|0.35|1
MUB|iShares National Muni Bond ETF|A|Fixed Income|Muni National Interm|40000|105|0.25|0.5
TIP|iShares TIPS Bond ETF|A|Fixed Income|Inflation-Protected Bond|14000|110|0.3|0.5
GOVT|iShares U.S. Treasury Bond ETF|B|Fixed Income|Intermediate Government|30000|23|0.3|0
IUSB|iShares Core Total USD Bond Market ETF|Q|Fixed Income|Intermediate Core-Plus Bond|33000|46|0.3|0.5
MBB|iShares MBS ETF|Q|Fixed Income|Mortgage-Backed Bond|38000|92|0.35|0.5
IAU|iShares Gold Trust|A|Commodity|Precious Metals|50000|62|1.0|6
GLDM|SPDR Gold MiniShares Trust|A|Commodity|Precious Metals|12000|65|1.0|6
SLV|iShares Silver Trust|A|Commodity|Precious Metals|15000|30|1.8|5
USO|United States Oil Fund, LP|A|Commodity|Energy Commodities|1200|70|2.2|-2
DBC|Invesco DB Commodity Index Tracking Fund|A|Commodity|Broad Commodities|1400|22|1.1|0
IBIT|iShares Bitcoin Trust ETF|Q|Alternative|Digital Assets|70000|60|3.0|10
FBTC|Fidelity Wise Origin Bitcoin Fund|B|Alternative|Digital Assets|20000|92|3.0|10
`;

/** The asset class and category of the funds detailed in catalogue-other.ts. */
export const DETAILED_FUND_CLASSES: Readonly<Record<string, readonly [string, string]>> = {
  SPY: ['Equity', 'US Large Cap'],
  QQQ: ['Equity', 'US Large Cap Growth'],
  ONEQ: ['Equity', 'US Large Cap Growth'],
  DIA: ['Equity', 'US Large Cap Value'],
  IWM: ['Equity', 'US Small Cap'],
  VIXY: ['Alternative', 'Trading--Miscellaneous'],
  EWU: ['Equity', 'Europe Stock'],
  XLK: ['Equity', 'Technology Sector'],
  XLV: ['Equity', 'Health Sector'],
  XLF: ['Equity', 'Financial Sector'],
  XLY: ['Equity', 'Consumer Cyclical Sector'],
  XLE: ['Equity', 'Energy Sector'],
  XLI: ['Equity', 'Industrials Sector'],
  XLU: ['Equity', 'Utilities Sector'],
  XLB: ['Equity', 'Natural Resources Sector'],
  VOO: ['Equity', 'US Large Cap'],
  VTI: ['Equity', 'US Total Market'],
  GLD: ['Commodity', 'Precious Metals'],
  TLT: ['Fixed Income', 'Long Government'],
  ARKK: ['Equity', 'US Mid Cap Growth'],
  XLC: ['Equity', 'Communications Sector'],
  XLP: ['Equity', 'Consumer Defensive Sector'],
  XLRE: ['Real Estate', 'Real Estate'],
  AGG: ['Fixed Income', 'Intermediate Core Bond'],
  BND: ['Fixed Income', 'Intermediate Core Bond'],
  UUP: ['Currency', 'Trading--Miscellaneous'],
  FXE: ['Currency', 'Single Currency'],
  FXY: ['Currency', 'Single Currency'],
};
