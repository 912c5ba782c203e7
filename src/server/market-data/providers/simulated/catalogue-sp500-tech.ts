// S&P 500 members the simulation lists besides the detailed rows of catalogue-stocks.ts:
// information technology, communication services and consumer discretionary. Public facts only
// (ticker, name as the company writes it, exchange, Finnhub-style industry); market cap in
// millions of USD and `price` (which anchors the walk) rounded, around mid-2025. No website,
// listing date or headcount: their profiles leave those unknown rather than invented.
// Exchanges: Q = Nasdaq, N = NYSE, B = Cboe BZX.
//
// symbol | name | exchange | industry | market cap (M) | price
export const SP500_TECH_ROWS = `
ACN|Accenture plc|N|Technology|190000|305
ADI|Analog Devices, Inc.|Q|Semiconductors|110000|225
ADSK|Autodesk, Inc.|Q|Technology|63000|295
AKAM|Akamai Technologies, Inc.|Q|Technology|11500|78
APH|Amphenol Corporation|N|Electrical Equipment|110000|90
APP|AppLovin Corporation|Q|Technology|120000|360
CDNS|Cadence Design Systems, Inc.|Q|Technology|80000|295
CDW|CDW Corporation|Q|Technology|23000|175
CTSH|Cognizant Technology Solutions Corporation|Q|Technology|38000|78
EPAM|EPAM Systems, Inc.|N|Technology|10000|175
FFIV|F5, Inc.|Q|Technology|17000|290
FICO|Fair Isaac Corporation|N|Technology|45000|1850
FSLR|First Solar, Inc.|Q|Semiconductors|16000|150
FTNT|Fortinet, Inc.|Q|Technology|78000|102
GDDY|GoDaddy Inc.|N|Technology|26000|180
GEN|Gen Digital Inc.|Q|Technology|18000|29
GLW|Corning Incorporated|N|Electrical Equipment|42000|50
HPE|Hewlett Packard Enterprise Company|N|Technology|23000|17.5
HPQ|HP Inc.|N|Technology|26000|25
IT|Gartner, Inc.|N|Technology|33000|430
JBL|Jabil Inc.|N|Electrical Equipment|18000|170
KEYS|Keysight Technologies, Inc.|N|Electrical Equipment|27000|158
MCHP|Microchip Technology Incorporated|Q|Semiconductors|33000|62
MPWR|Monolithic Power Systems, Inc.|Q|Semiconductors|32000|680
MSI|Motorola Solutions, Inc.|N|Communications|70000|415
NTAP|NetApp, Inc.|Q|Technology|21000|100
NXPI|NXP Semiconductors N.V.|Q|Semiconductors|52000|205
ON|ON Semiconductor Corporation|Q|Semiconductors|18000|42
PTC|PTC Inc.|Q|Technology|20000|168
ROP|Roper Technologies, Inc.|Q|Technology|61000|570
SNPS|Synopsys, Inc.|Q|Technology|72000|465
STX|Seagate Technology Holdings plc|Q|Technology|25000|120
SWKS|Skyworks Solutions, Inc.|Q|Semiconductors|11000|70
TDY|Teledyne Technologies Incorporated|N|Electrical Equipment|23000|490
TEL|TE Connectivity plc|N|Electrical Equipment|50000|165
TER|Teradyne, Inc.|Q|Semiconductors|13500|85
TRMB|Trimble Inc.|Q|Technology|17500|72
TTD|The Trade Desk, Inc.|Q|Technology|35000|72
TYL|Tyler Technologies, Inc.|N|Technology|25000|580
VRSN|VeriSign, Inc.|Q|Technology|26000|280
WDC|Western Digital Corporation|Q|Technology|20000|58
ZBRA|Zebra Technologies Corporation|Q|Electrical Equipment|15500|300
CHTR|Charter Communications, Inc.|Q|Media|57000|400
EA|Electronic Arts Inc.|Q|Media|37000|145
FOXA|Fox Corporation|Q|Media|24000|55
FOX|Fox Corporation|Q|Media|24000|51
IPG|The Interpublic Group of Companies, Inc.|N|Media|9000|24
LYV|Live Nation Entertainment, Inc.|N|Media|33000|140
MTCH|Match Group, Inc.|Q|Media|7500|30
NWSA|News Corporation|Q|Media|17000|29
NWS|News Corporation|Q|Media|17000|34
OMC|Omnicom Group Inc.|N|Media|14000|72
PSKY|Paramount Skydance Corporation|Q|Media|13000|12
TKO|TKO Group Holdings, Inc.|N|Media|30000|165
TTWO|Take-Two Interactive Software, Inc.|Q|Media|42000|230
WBD|Warner Bros. Discovery, Inc.|Q|Media|25000|10
APTV|Aptiv PLC|N|Auto Components|15000|68
AZO|AutoZone, Inc.|N|Retail|62000|3700
BBY|Best Buy Co., Inc.|N|Retail|15000|70
CCL|Carnival Corporation & plc|N|Hotels, Restaurants & Leisure|30000|23
DECK|Deckers Outdoor Corporation|N|Textiles, Apparel & Luxury Goods|16000|105
DHI|D.R. Horton, Inc.|N|Homebuilding|40000|125
DPZ|Domino's Pizza, Inc.|Q|Hotels, Restaurants & Leisure|16000|470
DRI|Darden Restaurants, Inc.|N|Hotels, Restaurants & Leisure|25000|210
EXPE|Expedia Group, Inc.|Q|Hotels, Restaurants & Leisure|21000|165
GPC|Genuine Parts Company|N|Distributors|17500|125
GRMN|Garmin Ltd.|N|Electrical Equipment|40000|205
HAS|Hasbro, Inc.|Q|Leisure Products|9000|65
HLT|Hilton Worldwide Holdings Inc.|N|Hotels, Restaurants & Leisure|60000|250
KMX|CarMax, Inc.|N|Retail|10000|65
LEN|Lennar Corporation|N|Homebuilding|29000|110
LKQ|LKQ Corporation|Q|Distributors|10500|40
LVS|Las Vegas Sands Corp.|N|Hotels, Restaurants & Leisure|30000|42
MGM|MGM Resorts International|N|Hotels, Restaurants & Leisure|9500|33
MHK|Mohawk Industries, Inc.|N|Household Durables|6500|102
NCLH|Norwegian Cruise Line Holdings Ltd.|N|Hotels, Restaurants & Leisure|8000|18
NVR|NVR, Inc.|N|Homebuilding|21000|7200
ORLY|O'Reilly Automotive, Inc.|Q|Retail|77000|90
PHM|PulteGroup, Inc.|N|Homebuilding|21000|103
POOL|Pool Corporation|Q|Distributors|11500|305
RCL|Royal Caribbean Cruises Ltd.|N|Hotels, Restaurants & Leisure|70000|255
RL|Ralph Lauren Corporation|N|Textiles, Apparel & Luxury Goods|17000|275
ROST|Ross Stores, Inc.|Q|Retail|46000|140
TPR|Tapestry, Inc.|N|Textiles, Apparel & Luxury Goods|16000|78
TSCO|Tractor Supply Company|Q|Retail|27000|51
ULTA|Ulta Beauty, Inc.|Q|Retail|19000|420
WSM|Williams-Sonoma, Inc.|N|Retail|20000|160
WYNN|Wynn Resorts, Limited|Q|Hotels, Restaurants & Leisure|9000|88
YUM|Yum! Brands, Inc.|N|Hotels, Restaurants & Leisure|40000|144
`;
