// S&P 500 members, continued (catalogue-sp500-tech.ts says what the columns hold): industrials,
// materials, utilities and real estate. REITs have their own table, so that the SPEC's
// 'Common Stock' search filter drops them as it drops the detailed REIT rows.
//
// symbol | name | exchange | industry | market cap (M) | price
export const SP500_INDUSTRY_ROWS = `
ALLE|Allegion plc|N|Building|12000|142
AME|AMETEK, Inc.|N|Electrical Equipment|41000|178
AOS|A. O. Smith Corporation|N|Building|9500|65
AXON|Axon Enterprise, Inc.|Q|Aerospace & Defense|57000|750
BLDR|Builders FirstSource, Inc.|N|Building|13000|112
BR|Broadridge Financial Solutions, Inc.|N|Professional Services|28000|240
CARR|Carrier Global Corporation|N|Building|62000|72
CHRW|C.H. Robinson Worldwide, Inc.|Q|Logistics & Transportation|11500|96
CMI|Cummins Inc.|N|Machinery|44000|320
CPRT|Copart, Inc.|Q|Commercial Services & Supplies|50000|51
CSX|CSX Corporation|Q|Road & Rail|60000|31.5
CTAS|Cintas Corporation|Q|Commercial Services & Supplies|90000|222
DAY|Dayforce, Inc.|N|Technology|9000|58
DOV|Dover Corporation|N|Machinery|24500|178
EFX|Equifax Inc.|N|Professional Services|33000|265
EME|EMCOR Group, Inc.|N|Construction|21000|470
EMR|Emerson Electric Co.|N|Electrical Equipment|67000|118
ETN|Eaton Corporation plc|N|Electrical Equipment|130000|330
EXPD|Expeditors International of Washington, Inc.|N|Logistics & Transportation|15500|112
FAST|Fastenal Company|Q|Trading Companies & Distributors|47000|41
FTV|Fortive Corporation|N|Machinery|24000|70
GD|General Dynamics Corporation|N|Aerospace & Defense|74000|275
GEV|GE Vernova Inc.|N|Electrical Equipment|130000|475
GNRC|Generac Holdings Inc.|N|Electrical Equipment|7500|125
GWW|W.W. Grainger, Inc.|N|Trading Companies & Distributors|52000|1080
HII|Huntington Ingalls Industries, Inc.|N|Aerospace & Defense|9000|225
HUBB|Hubbell Incorporated|N|Electrical Equipment|21000|390
HWM|Howmet Aerospace Inc.|N|Aerospace & Defense|70000|172
IEX|IDEX Corporation|N|Machinery|13500|180
IR|Ingersoll Rand Inc.|N|Machinery|33000|82
ITW|Illinois Tool Works Inc.|N|Machinery|72000|245
J|Jacobs Solutions Inc.|N|Professional Services|15500|127
JBHT|J.B. Hunt Transport Services, Inc.|Q|Road & Rail|14000|140
JCI|Johnson Controls International plc|N|Building|66000|101
LDOS|Leidos Holdings, Inc.|N|Professional Services|19500|150
LHX|L3Harris Technologies, Inc.|N|Aerospace & Defense|47000|250
LII|Lennox International Inc.|N|Building|20000|570
MAS|Masco Corporation|N|Building|13500|63
NDSN|Nordson Corporation|Q|Machinery|12000|210
NOC|Northrop Grumman Corporation|N|Aerospace & Defense|70000|485
NSC|Norfolk Southern Corporation|N|Road & Rail|57000|252
ODFL|Old Dominion Freight Line, Inc.|Q|Road & Rail|35000|163
OTIS|Otis Worldwide Corporation|N|Machinery|38000|96
PAYC|Paycom Software, Inc.|N|Technology|14500|255
PAYX|Paychex, Inc.|Q|Professional Services|57000|157
PCAR|PACCAR Inc|Q|Machinery|49000|94
PH|Parker-Hannifin Corporation|N|Machinery|86000|665
PNR|Pentair plc|N|Machinery|16500|100
PWR|Quanta Services, Inc.|N|Construction|51000|345
ROK|Rockwell Automation, Inc.|N|Electrical Equipment|35000|315
ROL|Rollins, Inc.|N|Commercial Services & Supplies|27500|57
RSG|Republic Services, Inc.|N|Commercial Services & Supplies|79000|255
SNA|Snap-on Incorporated|N|Machinery|17000|320
SWK|Stanley Black & Decker, Inc.|N|Machinery|10000|66
TDG|TransDigm Group Incorporated|N|Aerospace & Defense|83000|1470
TT|Trane Technologies plc|N|Building|96000|430
TXT|Textron Inc.|N|Aerospace & Defense|13500|75
URI|United Rentals, Inc.|N|Trading Companies & Distributors|46000|710
VLTO|Veralto Corporation|N|Commercial Services & Supplies|25000|100
VRSK|Verisk Analytics, Inc.|Q|Professional Services|44000|312
WAB|Westinghouse Air Brake Technologies Corporation|N|Machinery|35000|205
WM|Waste Management, Inc.|N|Commercial Services & Supplies|94000|235
XYL|Xylem Inc.|N|Machinery|31000|126
ALB|Albemarle Corporation|N|Chemicals|6800|58
AMCR|Amcor plc|N|Packaging|14000|9.5
APD|Air Products and Chemicals, Inc.|N|Chemicals|62000|280
AVY|Avery Dennison Corporation|N|Packaging|14000|178
BALL|Ball Corporation|N|Packaging|15500|54
CF|CF Industries Holdings, Inc.|N|Chemicals|15000|90
CTVA|Corteva, Inc.|N|Chemicals|48000|71
DD|DuPont de Nemours, Inc.|N|Chemicals|29000|69
ECL|Ecolab Inc.|N|Chemicals|75000|265
EMN|Eastman Chemical Company|N|Chemicals|9000|78
IFF|International Flavors & Fragrances Inc.|N|Chemicals|20000|77
IP|International Paper Company|N|Packaging|25000|48
LIN|Linde plc|Q|Chemicals|220000|465
LYB|LyondellBasell Industries N.V.|N|Chemicals|18500|57
MLM|Martin Marietta Materials, Inc.|N|Construction|33000|545
MOS|The Mosaic Company|N|Chemicals|11500|36
NUE|Nucor Corporation|N|Metals & Mining|27000|115
PKG|Packaging Corporation of America|N|Packaging|17500|195
PPG|PPG Industries, Inc.|N|Chemicals|25000|110
SW|Smurfit Westrock Plc|N|Packaging|23000|44
STLD|Steel Dynamics, Inc.|Q|Metals & Mining|19000|128
VMC|Vulcan Materials Company|N|Construction|35000|262
AEE|Ameren Corporation|N|Utilities|26000|97
AEP|American Electric Power Company, Inc.|Q|Utilities|55000|103
AES|The AES Corporation|N|Utilities|7500|10.5
ATO|Atmos Energy Corporation|N|Utilities|24500|154
AWK|American Water Works Company, Inc.|N|Utilities|28000|143
CEG|Constellation Energy Corporation|Q|Utilities|95000|300
CMS|CMS Energy Corporation|N|Utilities|21000|70
CNP|CenterPoint Energy, Inc.|N|Utilities|24000|37
D|Dominion Energy, Inc.|N|Utilities|47000|56
DTE|DTE Energy Company|N|Utilities|28000|134
ED|Consolidated Edison, Inc.|N|Utilities|37000|104
EIX|Edison International|N|Utilities|21000|55
ES|Eversource Energy|N|Utilities|23000|64
ETR|Entergy Corporation|N|Utilities|36000|83
EVRG|Evergy, Inc.|Q|Utilities|15500|67
EXC|Exelon Corporation|Q|Utilities|44000|44
FE|FirstEnergy Corp.|N|Utilities|24000|41
LNT|Alliant Energy Corporation|Q|Utilities|16000|62
NI|NiSource Inc.|N|Utilities|19000|40
NRG|NRG Energy, Inc.|N|Utilities|30000|150
PCG|PG&E Corporation|N|Utilities|37000|17
PEG|Public Service Enterprise Group Incorporated|N|Utilities|40000|81
PNW|Pinnacle West Capital Corporation|N|Utilities|10500|91
PPL|PPL Corporation|N|Utilities|25000|34
SRE|Sempra|N|Utilities|50000|77
VST|Vistra Corp.|N|Utilities|53000|158
WEC|WEC Energy Group, Inc.|N|Utilities|35000|108
XEL|Xcel Energy Inc.|Q|Utilities|40000|69
CBRE|CBRE Group, Inc.|N|Real Estate|38000|128
CSGP|CoStar Group, Inc.|Q|Real Estate|33000|78
`;

// symbol | name | exchange | industry | market cap (M) | price
export const SP500_REIT_ROWS = `
ARE|Alexandria Real Estate Equities, Inc.|N|Real Estate|12500|72
AVB|AvalonBay Communities, Inc.|N|Real Estate|29000|205
BXP|BXP, Inc.|N|Real Estate|10500|67
CCI|Crown Castle Inc.|N|Real Estate|44000|101
CPT|Camden Property Trust|N|Real Estate|12500|116
DLR|Digital Realty Trust, Inc.|N|Real Estate|58000|172
DOC|Healthpeak Properties, Inc.|N|Real Estate|12500|17.8
EQR|Equity Residential|N|Real Estate|26500|69
ESS|Essex Property Trust, Inc.|N|Real Estate|18000|285
EXR|Extra Space Storage Inc.|N|Real Estate|32000|150
FRT|Federal Realty Investment Trust|N|Real Estate|8300|96
HST|Host Hotels & Resorts, Inc.|Q|Real Estate|10800|15.5
INVH|Invitation Homes Inc.|N|Real Estate|20000|33
IRM|Iron Mountain Incorporated|N|Real Estate|29000|99
KIM|Kimco Realty Corporation|N|Real Estate|14500|21
MAA|Mid-America Apartment Communities, Inc.|N|Real Estate|18000|155
PSA|Public Storage|N|Real Estate|53000|300
REG|Regency Centers Corporation|Q|Real Estate|13000|71
SBAC|SBA Communications Corporation|Q|Real Estate|25000|230
UDR|UDR, Inc.|N|Real Estate|13500|41
VICI|VICI Properties Inc.|N|Real Estate|34000|32
VTR|Ventas, Inc.|N|Real Estate|28000|64
WELL|Welltower Inc.|N|Real Estate|100000|153
WY|Weyerhaeuser Company|N|Real Estate|19000|26
`;
