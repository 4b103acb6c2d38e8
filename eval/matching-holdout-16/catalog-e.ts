// @ts-nocheck
// "other": sealants, adhesives, admixtures, paint, fixings, membranes/DPC, lintels, tools.
import { parseTable } from './catalog-core.ts';

export const CATALOG_E = parseTable(`
[other / Adhesives]
everbuild-stixall-white-290ml | Everbuild | STIXALL | 9.5
  s: ml=290 | x: g=1; mpn=STIXWH; col=White; unit=cartridge
  n: Stixall Extreme Power Adhesive & Sealant; Stixall Adhesive & Sealant; Stixall Extreme Power
everbuild-stixall-crystal-clear-290ml | Everbuild | STIXALL | 10.2
  s: ml=290 | x: g=1; mpn=STIXCL; col=Crystal Clear; unit=cartridge
  n: Stixall Extreme Power Adhesive & Sealant; Stixall Adhesive & Sealant; Stixall Extreme Power

[other / Sealants]
sikaflex-11fc-grey-300ml | Sika | SIKAFLEX 11FC | 11.4
  s: ml=300 | x: g=1; mpn=11FCGR300; col=Grey; unit=cartridge
  n: Sikaflex-11FC+; Sikaflex 11FC+ Adhesive Sealant; Sikaflex-11 FC+ Purform
sikaflex-11fc-white-300ml | Sika | SIKAFLEX 11FC | 11.4
  s: ml=300 | x: g=1; mpn=11FCWH300; col=White; unit=cartridge
  n: Sikaflex-11FC+; Sikaflex 11FC+ Adhesive Sealant; Sikaflex-11 FC+ Purform

[other / Adhesives]
evo-stik-wood-adhesive-weatherproof-1l | Evo-Stik | EVOSTIK WOOD GLUE EXT | 11.9
  s: vol=1 | x: g=1; mpn=30613914; unit=each
  n: Wood Adhesive Weatherproof; Weatherproof Wood Glue; Wood Glue Exterior Weatherproof
evo-stik-wood-adhesive-interior-1l | Evo-Stik | EVOSTIK WOOD GLUE INT | 8.9
  s: vol=1 | x: g=1; mpn=30613893; unit=each
  n: Wood Adhesive Interior; Interior Wood Glue; Wood Glue Interior
unibond-no-more-nails-original-450g | Unibond | UNIBOND NO MORE NAILS ORIG | 8.5
  s: g=450 | x: g=1; unit=cartridge
  n: No More Nails Original; No More Nails Original Cartridge; No More Nails Grab Adhesive

[other / Admixtures]
everbuild-202-mortar-plasticiser-5l | Everbuild | EVERBUILD 202 PLASTICISER | 8.95
  s: vol=5 | x: g=1; mpn=202PLAST5; unit=each
  n: 202 Mortar Plasticiser; 202 Liquid Mortar Plasticiser; 202 Cement Plasticiser
everbuild-202-mortar-plasticiser-25l | Everbuild | EVERBUILD 202 PLASTICISER | 29.9
  s: vol=25 | x: g=1; mpn=202PLAST25; unit=each
  n: 202 Mortar Plasticiser; 202 Liquid Mortar Plasticiser; 202 Cement Plasticiser

[other / Paint]
dulux-trade-vinyl-matt-pure-brilliant-white-10l | Dulux Trade | PAINT DULUX VM | 59.9
  s: vol=10 | x: g=2; col=Pure Brilliant White; unit=tin
  n: Vinyl Matt; Vinyl Matt Emulsion; Vinyl Matt Paint
dulux-trade-vinyl-matt-pure-brilliant-white-5l | Dulux Trade | PAINT DULUX VM | 36.5
  s: vol=5 | x: g=1; col=Pure Brilliant White; unit=tin
  n: Vinyl Matt; Vinyl Matt Emulsion; Vinyl Matt Paint
dulux-trade-vinyl-matt-magnolia-10l | Dulux Trade | PAINT DULUX VM | 59.9
  s: vol=10 | x: g=1; col=Magnolia; unit=tin
  n: Vinyl Matt; Vinyl Matt Emulsion; Vinyl Matt Paint
johnstones-trade-covaplus-vinyl-matt-brilliant-white-10l | Johnstone's Trade | PAINT JT COVAPLUS VM | 49.9
  s: vol=10 | x: g=1; col=Brilliant White; unit=tin
  n: Covaplus Vinyl Matt; Covaplus Vinyl Matt Emulsion; CovaPlus Matt Emulsion
crown-trade-covermatt-magnolia-10l | Crown Trade | PAINT CROWN COVERMATT | 39.9
  s: vol=10 | x: g=1; col=Magnolia; unit=tin
  n: Covermatt; Covermatt Contract Matt Emulsion; Covermatt Emulsion

[other / Fixings]
timco-classic-screws-4-0x40mm-box-of-200 | Timco | SCREW TIMCO CLASSIC | 6.9
  s: screw=4x40 pack=200/box | x: g=1; mpn=40040CLA; unit=box
  n: Classic Multi-Purpose Screws; Classic Woodscrews Pozi Countersunk; Classic MP Screws
timco-classic-screws-4-0x50mm-box-of-200 | Timco | SCREW TIMCO CLASSIC | 7.8
  s: screw=4x50 pack=200/box | x: g=1; mpn=40050CLA; unit=box
  n: Classic Multi-Purpose Screws; Classic Woodscrews Pozi Countersunk; Classic MP Screws
forgefix-spectre-screws-4-0x40mm-box-of-200 | Forgefix | SCREW FORGEFIX SPECTRE | 7.2
  s: screw=4x40 pack=200/box | x: g=1; mpn=200SPEC440; unit=box
  n: Spectre Advanced Multi-Purpose Screws; Spectre Advanced Woodscrews; Spectre Advanced Screws

[other / Membranes]
visqueen-1200-gauge-dpm-4x25m | Visqueen | DPM 1200G VISQUEEN | 74
  s: roll=4x25 | x: g=1; col=Black; unit=roll
  n: 1200 Gauge DPM; Damp Proof Membrane 1200g; 1200g Polythene DPM
polythene-dpc-100mm-x-30m | - | DPC POLY | 5.9
  s: dpc=100x30 | x: unit=roll
  n: Polythene DPC; Damp Proof Course; DPC Damp Proof Course Roll
polythene-dpc-150mm-x-30m | - | DPC POLY | 8.4
  s: dpc=150x30 | x: unit=roll
  n: Polythene DPC; Damp Proof Course; DPC Damp Proof Course Roll

[other / Lintels]
catnic-cg90-100-lintel-1200mm | Catnic | LINTEL CATNIC CG90/100 | 44
  s: len=1.2 | x: g=1; mpn=CG90/100-1200; unit=each; mat=Steel
  n: CG90/100 Cavity Wall Lintel; CG90/100 Standard Duty Lintel; CG 90/100 Lintel
catnic-cg90-100-lintel-1500mm | Catnic | LINTEL CATNIC CG90/100 | 55
  s: len=1.5 | x: g=1; mpn=CG90/100-1500; unit=each; mat=Steel
  n: CG90/100 Cavity Wall Lintel; CG90/100 Standard Duty Lintel; CG 90/100 Lintel
ig-l1-s100-lintel-1200mm | IG | LINTEL IG L1/S100 | 42.5
  s: len=1.2 | x: g=1; mpn=L1/S100-1200; unit=each; mat=Steel
  n: L1/S 100 Cavity Wall Lintel; L1/S100 Standard Cavity Lintel; L1/S 100 Lintel
prestressed-concrete-lintel-100x65mm-1200mm | - | LINTEL CONC PRESTRESSED | 9.8
  s: sect=100x65 len=1.2 | x: unit=each; mat=Concrete
  n: Prestressed Concrete Lintel; Concrete Lintel Prestressed; Pre-stressed Concrete Lintel
prestressed-concrete-lintel-100x140mm-1200mm | - | LINTEL CONC PRESTRESSED | 16.9
  s: sect=100x140 len=1.2 | x: unit=each; mat=Concrete
  n: Prestressed Concrete Lintel; Concrete Lintel Prestressed; Pre-stressed Concrete Lintel

[other / Tools]
red-gorilla-tub-large-38l-black | Red Gorilla | GORILLA TUB LARGE | 11.5
  s: vol=38 | x: g=1; mpn=SP38BK; col=Black; unit=each
  n: Gorilla Tub Large; Gorilla Tub Large Flexible Bucket; Gorilla Flexi Tub Large
red-gorilla-tub-large-38l-red | Red Gorilla | GORILLA TUB LARGE | 11.5
  s: vol=38 | x: g=1; mpn=SP38R; col=Red; unit=each
  n: Gorilla Tub Large; Gorilla Tub Large Flexible Bucket; Gorilla Flexi Tub Large
`);
