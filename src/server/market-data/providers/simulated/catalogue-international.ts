// Listings outside the US, on their home exchanges (docs/decisions/084), named as Finnhub's
// profile2 names them. The exchange, country and trading currency follow from the symbol's
// suffix (listing-markets.ts). Facts rounded as reported around mid-2025; market cap in millions
// of the listing's own currency (as Finnhub reports it); `price` anchors the walk in the major
// unit (pounds, not pence: VOD.L at 73p is 0.732); `vol` is the typical daily move in percent.
//
// symbol | name | industry | ipo | website domain | employees | market cap (M) | price | vol
export const INTERNATIONAL_ROWS = `
VOD.L|Vodafone Group PLC|Telecommunication|1988-10-26|vodafone.com|93000|18000|0.732|1.5
HSBA.L|HSBC Holdings PLC|Banking|1991-07-10|hsbc.com|211000|155000|8.85|1.4
SHEL.L|Shell PLC|Energy|2005-07-20|shell.com|96000|150000|24.5|1.4
AZN.L|AstraZeneca PLC|Pharmaceuticals|1993-05-17|astrazeneca.com|94300|165000|107|1.4
ULVR.L|Unilever PLC|Consumer products|1929-09-02|unilever.com|128000|115000|47.2|1.1
BP.L|BP PLC|Energy|1954-12-17|bp.com|100500|58000|3.62|1.7
SAP.DE|SAP SE|Technology|1988-11-04|sap.com|109000|305000|262|1.6
SIE.DE|Siemens AG|Industrial Conglomerates|1899-03-01|siemens.com|312000|170000|215|1.6
ALV.DE|Allianz SE|Insurance|1890-02-05|allianz.com|157000|135000|348|1.2
BMW.DE|Bayerische Motoren Werke AG|Automobiles|1926-01-01|bmwgroup.com|159000|48000|77|1.6
ASML.AS|ASML Holding NV|Semiconductors|1995-03-15|asml.com|44000|255000|650|2.2
MC.PA|LVMH Moet Hennessy Louis Vuitton SE|Textiles, Apparel & Luxury Goods|1987-06-03|lvmh.com|215000|235000|470|1.8
OR.PA|L'Oreal SA|Consumer products|1963-06-27|loreal.com|90000|200000|375|1.4
AIR.PA|Airbus SE|Aerospace & Defense|2000-07-10|airbus.com|156000|130000|165|1.7
SHOP.TO|Shopify Inc|Technology|2015-05-21|shopify.com|8100|190000|146|3.2
RY.TO|Royal Bank of Canada|Banking|1995-10-23|rbc.com|98000|245000|174|1.0
TD.TO|Toronto-Dominion Bank|Banking|1969-01-01|td.com|102000|165000|95|1.1
ENB.TO|Enbridge Inc|Energy|1953-01-01|enbridge.com|14500|135000|62|1.0
NESN.SW|Nestle SA|Food Products|1905-01-01|nestle.com|277000|215000|84|1.0
NOVN.SW|Novartis AG|Pharmaceuticals|1996-12-20|novartis.com|76000|185000|93|1.1
ROG.SW|Roche Holding AG|Pharmaceuticals|1986-01-01|roche.com|103000|210000|260|1.2
7203.T|Toyota Motor Corp|Automobiles|1949-05-16|toyota-global.com|383853|42000000|2650|1.6
6758.T|Sony Group Corp|Technology|1958-12-01|sony.com|112300|22500000|3700|2.0
9984.T|SoftBank Group Corp|Telecommunication|1994-07-22|group.softbank|65000|11500000|7800|3.0
`;
