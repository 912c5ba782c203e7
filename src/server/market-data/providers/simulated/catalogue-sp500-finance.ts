// S&P 500 members, continued (catalogue-sp500-tech.ts says what the columns hold): financials,
// health care, consumer staples and energy.
//
// symbol | name | exchange | industry | market cap (M) | price
export const SP500_FINANCE_ROWS = `
ACGL|Arch Capital Group Ltd.|Q|Insurance|35000|94
AFL|Aflac Incorporated|N|Insurance|57000|104
AIG|American International Group, Inc.|N|Insurance|48000|84
AIZ|Assurant, Inc.|N|Insurance|10000|200
AJG|Arthur J. Gallagher & Co.|N|Insurance|88000|345
ALL|The Allstate Corporation|N|Insurance|55000|208
AMP|Ameriprise Financial, Inc.|N|Financial Services|50000|515
AON|Aon plc|N|Insurance|80000|370
APO|Apollo Global Management, Inc.|N|Financial Services|77000|133
BEN|Franklin Resources, Inc.|N|Financial Services|11500|22
BK|The Bank of New York Mellon Corporation|N|Banking|64000|89
BRO|Brown & Brown, Inc.|N|Insurance|36000|112
BX|Blackstone Inc.|N|Financial Services|175000|140
CB|Chubb Limited|N|Insurance|117000|295
CBOE|Cboe Global Markets, Inc.|B|Financial Services|24000|230
CFG|Citizens Financial Group, Inc.|N|Banking|18000|41
CINF|Cincinnati Financial Corporation|Q|Insurance|23000|148
CME|CME Group Inc.|Q|Financial Services|99000|275
CPAY|Corpay, Inc.|N|Financial Services|23000|325
EG|Everest Group, Ltd.|N|Insurance|14500|345
ERIE|Erie Indemnity Company|Q|Insurance|19000|360
FDS|FactSet Research Systems Inc.|N|Financial Services|17000|450
FI|Fiserv, Inc.|N|Financial Services|92000|165
FIS|Fidelity National Information Services, Inc.|N|Financial Services|42000|80
FITB|Fifth Third Bancorp|Q|Banking|25000|38
GL|Globe Life Inc.|N|Insurance|10000|120
GPN|Global Payments Inc.|N|Financial Services|19000|78
HBAN|Huntington Bancshares Incorporated|Q|Banking|23000|16
HIG|The Hartford Insurance Group, Inc.|N|Insurance|37000|128
IBKR|Interactive Brokers Group, Inc.|Q|Financial Services|85000|52
ICE|Intercontinental Exchange, Inc.|N|Financial Services|100000|178
IVZ|Invesco Ltd.|N|Financial Services|7000|15
JKHY|Jack Henry & Associates, Inc.|Q|Financial Services|13000|180
KEY|KeyCorp|N|Banking|17500|16
KKR|KKR & Co. Inc.|N|Financial Services|110000|122
L|Loews Corporation|N|Insurance|19000|88
MCO|Moody's Corporation|N|Financial Services|86000|480
MET|MetLife, Inc.|N|Insurance|53000|78
MMC|Marsh & McLennan Companies, Inc.|N|Insurance|110000|225
MSCI|MSCI Inc.|N|Financial Services|43000|560
MTB|M&T Bank Corporation|N|Banking|29000|180
NDAQ|Nasdaq, Inc.|Q|Financial Services|47000|83
NTRS|Northern Trust Corporation|Q|Banking|21000|108
PFG|Principal Financial Group, Inc.|Q|Insurance|17500|78
PNC|The PNC Financial Services Group, Inc.|N|Banking|69000|172
PRU|Prudential Financial, Inc.|N|Insurance|37000|104
RF|Regions Financial Corporation|N|Banking|20000|22
RJF|Raymond James Financial, Inc.|N|Financial Services|30000|147
SPGI|S&P Global Inc.|N|Financial Services|158000|515
STT|State Street Corporation|N|Banking|28000|98
SYF|Synchrony Financial|N|Financial Services|22000|58
TFC|Truist Financial Corporation|N|Banking|51000|39
TROW|T. Rowe Price Group, Inc.|Q|Financial Services|21000|95
TRV|The Travelers Companies, Inc.|N|Insurance|62000|275
USB|U.S. Bancorp|N|Banking|68000|44
WRB|W. R. Berkley Corporation|N|Insurance|28000|74
WTW|Willis Towers Watson Public Limited Company|Q|Insurance|31000|310
A|Agilent Technologies, Inc.|N|Life Sciences Tools & Services|32000|113
ALGN|Align Technology, Inc.|Q|Health Care|13500|185
BAX|Baxter International Inc.|N|Health Care|15500|30
BDX|Becton, Dickinson and Company|N|Health Care|50000|172
BIIB|Biogen Inc.|Q|Biotechnology|19000|130
BSX|Boston Scientific Corporation|N|Health Care|150000|103
CAH|Cardinal Health, Inc.|N|Health Care|37000|155
CI|The Cigna Group|N|Health Care|85000|315
CNC|Centene Corporation|N|Health Care|28000|56
COO|The Cooper Companies, Inc.|Q|Health Care|13500|68
COR|Cencora, Inc.|N|Health Care|56000|290
CRL|Charles River Laboratories International, Inc.|N|Life Sciences Tools & Services|7000|140
DGX|Quest Diagnostics Incorporated|N|Health Care|19500|175
DVA|DaVita Inc.|N|Health Care|11000|138
DXCM|DexCom, Inc.|Q|Health Care|33000|85
ELV|Elevance Health, Inc.|N|Health Care|88000|385
EW|Edwards Lifesciences Corporation|N|Health Care|45000|77
GEHC|GE HealthCare Technologies Inc.|Q|Health Care|33000|72
HCA|HCA Healthcare, Inc.|N|Health Care|90000|380
HOLX|Hologic, Inc.|Q|Health Care|13500|62
HSIC|Henry Schein, Inc.|Q|Health Care|8800|70
HUM|Humana Inc.|N|Health Care|28000|232
IDXX|IDEXX Laboratories, Inc.|Q|Health Care|41000|510
INCY|Incyte Corporation|Q|Biotechnology|12500|65
IQV|IQVIA Holdings Inc.|N|Life Sciences Tools & Services|25000|142
LH|Labcorp Holdings Inc.|N|Health Care|20000|245
MCK|McKesson Corporation|N|Health Care|90000|715
MDT|Medtronic plc|N|Health Care|110000|84
MOH|Molina Healthcare, Inc.|N|Health Care|16500|300
MTD|Mettler-Toledo International Inc.|N|Life Sciences Tools & Services|24000|1150
PODD|Insulet Corporation|Q|Health Care|22000|315
REGN|Regeneron Pharmaceuticals, Inc.|Q|Biotechnology|53000|495
RMD|ResMed Inc.|N|Health Care|36000|245
RVTY|Revvity, Inc.|N|Life Sciences Tools & Services|11000|92
SOLV|Solventum Corporation|N|Health Care|12500|72
STE|STERIS plc|N|Health Care|24000|240
SYK|Stryker Corporation|N|Health Care|145000|385
TECH|Bio-Techne Corporation|Q|Life Sciences Tools & Services|8000|50
UHS|Universal Health Services, Inc.|N|Health Care|12000|185
VTRS|Viatris Inc.|Q|Pharmaceuticals|10500|8.8
WAT|Waters Corporation|N|Life Sciences Tools & Services|21000|350
WST|West Pharmaceutical Services, Inc.|N|Health Care|15500|215
ZBH|Zimmer Biomet Holdings, Inc.|N|Health Care|18500|93
ZTS|Zoetis Inc.|N|Pharmaceuticals|75000|168
ADM|Archer-Daniels-Midland Company|N|Food Products|23000|48
BF.B|Brown-Forman Corporation|N|Beverages|16000|34
BG|Bunge Global SA|N|Food Products|11000|78
CAG|Conagra Brands, Inc.|N|Food Products|11000|23
CHD|Church & Dwight Co., Inc.|N|Consumer products|24000|98
CLX|The Clorox Company|N|Consumer products|16000|132
CPB|The Campbell's Company|Q|Food Products|10000|34
DG|Dollar General Corporation|N|Retail|22000|98
DLTR|Dollar Tree, Inc.|Q|Retail|19000|90
EL|The Estee Lauder Companies Inc.|N|Consumer products|24000|66
GIS|General Mills, Inc.|N|Food Products|29000|54
HRL|Hormel Foods Corporation|N|Food Products|16500|30
HSY|The Hershey Company|N|Food Products|33000|163
K|Kellanova|N|Food Products|28000|80
KDP|Keurig Dr Pepper Inc.|Q|Beverages|45000|33
KHC|The Kraft Heinz Company|Q|Food Products|32000|27
KMB|Kimberly-Clark Corporation|Q|Consumer products|47000|142
KVUE|Kenvue Inc.|N|Consumer products|45000|23.5
LW|Lamb Weston Holdings, Inc.|N|Food Products|7500|53
MKC|McCormick & Company, Incorporated|N|Food Products|20000|75
MNST|Monster Beverage Corporation|Q|Beverages|62000|63
SJM|The J. M. Smucker Company|N|Food Products|12000|112
STZ|Constellation Brands, Inc.|N|Beverages|33000|185
SYY|Sysco Corporation|N|Food Products|36000|73
TAP|Molson Coors Beverage Company|N|Beverages|11000|54
TSN|Tyson Foods, Inc.|N|Food Products|20000|56
APA|APA Corporation|Q|Energy|6500|18
BKR|Baker Hughes Company|Q|Energy|37000|37
CTRA|Coterra Energy Inc.|N|Energy|19000|24.5
DVN|Devon Energy Corporation|N|Energy|20000|31
EOG|EOG Resources, Inc.|N|Energy|60000|108
EQT|EQT Corporation|N|Energy|34000|56
EXE|Expand Energy Corporation|Q|Energy|27000|115
FANG|Diamondback Energy, Inc.|Q|Energy|40000|135
HAL|Halliburton Company|N|Energy|17500|20
KMI|Kinder Morgan, Inc.|N|Energy|62000|28
MPC|Marathon Petroleum Corporation|N|Energy|50000|160
OKE|ONEOK, Inc.|N|Energy|50000|81
PSX|Phillips 66|N|Energy|48000|115
SLB|SLB N.V.|N|Energy|46000|33.5
TPL|Texas Pacific Land Corporation|N|Energy|25000|1100
TRGP|Targa Resources Corp.|N|Energy|36000|165
VLO|Valero Energy Corporation|N|Energy|40000|128
WMB|The Williams Companies, Inc.|N|Energy|73000|60
`;
