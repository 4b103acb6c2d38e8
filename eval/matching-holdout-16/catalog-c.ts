// @ts-nocheck
// Roofing, drainage, insulation.
import { parseTable } from './catalog-core.ts';

export const CATALOG_C = parseTable(`
[roofing / Roof Tiles]
marley-modern-smooth-grey | Marley | TILE MARLEY MODERN | 1.85
  s:  | x: g=1; mpn=MODSG; col=Smooth Grey; unit=each; mat=Concrete
  n: Modern Interlocking Roof Tile; Modern Concrete Roof Tile; Modern Roof Tile
marley-modern-smooth-brown | Marley | TILE MARLEY MODERN | 1.85
  s:  | x: g=1; mpn=MODSB; col=Smooth Brown; unit=each; mat=Concrete
  n: Modern Interlocking Roof Tile; Modern Concrete Roof Tile; Modern Roof Tile
marley-modern-old-english-dark-red | Marley | TILE MARLEY MODERN | 1.85
  s:  | x: g=1; mpn=MODOEDR; col=Old English Dark Red; unit=each; mat=Concrete
  n: Modern Interlocking Roof Tile; Modern Concrete Roof Tile; Modern Roof Tile
marley-ludlow-major-smooth-brown | Marley | TILE MARLEY LUDLOW MAJ | 1.7
  s:  | x: g=1; mpn=LMSB; col=Smooth Brown; unit=each; mat=Concrete
  n: Ludlow Major Interlocking Tile; Ludlow Major Roof Tile; Ludlow Major Concrete Tile

[roofing / Ridge Tiles]
marley-half-round-ridge-smooth-grey | Marley | RIDGE MARLEY HALF ROUND | 6.4
  s:  | x: g=1; mpn=HRRSG; col=Smooth Grey; unit=each; mat=Concrete
  n: Half Round Ridge Tile; Half Round Ridge; Concrete Half Round Ridge Tile

[roofing / Roof Tiles]
redland-49-granular-breckland-brown | Redland | TILE REDLAND 49 | 1.55
  s:  | x: g=1; col=Breckland Brown; unit=each; mat=Concrete
  n: 49 Granular Interlocking Tile; 49 Granular Roof Tile; 49 Concrete Tile Granular
redland-49-granular-breckland-black | Redland | TILE REDLAND 49 | 1.55
  s:  | x: g=1; col=Breckland Black; unit=each; mat=Concrete
  n: 49 Granular Interlocking Tile; 49 Granular Roof Tile; 49 Concrete Tile Granular
sandtoft-20-20-clay-interlocking-natural-red | Sandtoft | TILE SANDTOFT 20/20 | 2.6
  s:  | x: g=1; col=Natural Red; unit=each; mat=Clay
  n: 20/20 Clay Interlocking Tile; 20/20 Clay Roof Tile; 20/20 Interlocking Clay Tile
russell-grampian-slate-grey | Russell | TILE RUSSELL GRAMPIAN | 1.45
  s:  | x: g=1; col=Slate Grey; unit=each; mat=Concrete
  n: Grampian Interlocking Tile; Grampian Concrete Roof Tile; Grampian Roof Tile

[roofing / Roofing Felt]
iko-green-mineral-shed-felt-1x10m | IKO | IKO FELT SHED GREEN MIN | 24.5
  s: roll=1x10 | x: g=1; unit=roll; mat=Bitumen
  n: Green Mineral Shed Felt; Mineral Surfaced Shed Felt Green; Shed Felt Green Mineral
iko-sand-surfaced-shed-felt-1x10m | IKO | IKO FELT SHED SANDED | 16.5
  s: roll=1x10 | x: g=1; unit=roll; mat=Bitumen
  n: Sand Surfaced Shed Felt; Sanded Shed Felt; Shed Felt Sand Finish

[roofing / Roofing Membrane]
dupont-tyvek-supro-1-5x50m | DuPont | MEMBRANE TYVEK SUPRO | 165
  s: roll=1.5x50 | x: g=1; mpn=2507B; line=Tyvek; unit=roll
  n: Tyvek Supro Breather Membrane; Tyvek Supro Roofing Underlay; Tyvek Supro

[roofing / Roofing Sheets]
onduline-classic-sheet-black-2000x950 | Onduline | SHEET ONDULINE CLASSIC | 21.9
  s: dims=2000x950 | x: g=1; col=Black; unit=sheet; mat=Bitumen
  n: Classic Corrugated Bitumen Sheet; Classic Roofing Sheet; Classic Corrugated Roof Sheet
onduline-classic-sheet-green-2000x950 | Onduline | SHEET ONDULINE CLASSIC | 21.9
  s: dims=2000x950 | x: g=1; col=Green; unit=sheet; mat=Bitumen
  n: Classic Corrugated Bitumen Sheet; Classic Roofing Sheet; Classic Corrugated Roof Sheet
clear-pvc-corrugated-roof-sheet-8ft | - | SHEET PVC CORRUGATED CLEAR | 12.5
  s: len=2.44 | x: unit=sheet; mat=PVC
  n: Clear PVC Corrugated Roofing Sheet; Corrugated PVC Sheet Clear; Clear Corrugated Roof Sheet
clear-pvc-corrugated-roof-sheet-10ft | - | SHEET PVC CORRUGATED CLEAR | 15.9
  s: len=3.05 | x: unit=sheet; mat=PVC
  n: Clear PVC Corrugated Roofing Sheet; Corrugated PVC Sheet Clear; Clear Corrugated Roof Sheet

[drainage / Soil & Vent]
floplast-soil-pipe-110mm-3m-single-socket-black | FloPlast | FP SOIL PIPE SS | 24.4
  s: dia=110 len=3 | x: g=2; mpn=SP3B; col=Black; unit=length; mat=PVC-U
  n: Soil Pipe Single Socket; Solvent Soil Pipe Single Socket; Soil Pipe Single Socketed
floplast-soil-pipe-110mm-3m-single-socket-grey | FloPlast | FP SOIL PIPE SS | 24.4
  s: dia=110 len=3 | x: g=1; mpn=SP3G; col=Grey; unit=length; mat=PVC-U
  n: Soil Pipe Single Socket; Solvent Soil Pipe Single Socket; Soil Pipe Single Socketed
floplast-soil-pipe-110mm-3m-single-socket-white | FloPlast | FP SOIL PIPE SS | 24.9
  s: dia=110 len=3 | x: g=1; mpn=SP3W; col=White; unit=length; mat=PVC-U
  n: Soil Pipe Single Socket; Solvent Soil Pipe Single Socket; Soil Pipe Single Socketed
floplast-soil-pipe-110mm-3m-plain-ended-black | FloPlast | FP SOIL PIPE PE | 21.9
  s: dia=110 len=3 | x: g=1; mpn=SP3PB; col=Black; unit=length; mat=PVC-U
  n: Soil Pipe Plain Ended; Solvent Soil Pipe Plain End; Soil Pipe Plain Ended Length

[drainage / Guttering]
floplast-half-round-gutter-112mm-4m-black | FloPlast | FP GUTTER HALF ROUND | 11.8
  s: dia=112 len=4 | x: g=1; mpn=RG340B; col=Black; unit=length; mat=PVC-U
  n: Half Round Gutter; Half Round Guttering; Half Round Gutter Length
floplast-half-round-gutter-112mm-4m-white | FloPlast | FP GUTTER HALF ROUND | 11.8
  s: dia=112 len=4 | x: g=1; mpn=RG340W; col=White; unit=length; mat=PVC-U
  n: Half Round Gutter; Half Round Guttering; Half Round Gutter Length
hunter-half-round-gutter-112mm-4m-black | Hunter | HUNTER GUTTER HALF ROUND | 12.4
  s: dia=112 len=4 | x: g=1; mpn=HR412B; col=Black; unit=length; mat=PVC-U
  n: Half Round Gutter; Half Round Guttering; Half Round Gutter Length
floplast-miniflo-gutter-76mm-4m-black | FloPlast | FP GUTTER MINIFLO | 8.7
  s: dia=76 len=4 | x: g=1; mpn=RGM4B; col=Black; unit=length; mat=PVC-U
  n: Miniflo Gutter; Miniflo Half Round Gutter; Mini Half Round Gutter

[drainage / Downpipe]
floplast-round-downpipe-68mm-2-5m-black | FloPlast | FP DOWNPIPE ROUND | 9.6
  s: dia=68 len=2.5 | x: g=1; mpn=RP2.5B; col=Black; unit=length; mat=PVC-U
  n: Round Downpipe; Round Rainwater Downpipe; Round Down Pipe
floplast-round-downpipe-68mm-2-5m-white | FloPlast | FP DOWNPIPE ROUND | 9.6
  s: dia=68 len=2.5 | x: g=1; mpn=RP2.5W; col=White; unit=length; mat=PVC-U
  n: Round Downpipe; Round Rainwater Downpipe; Round Down Pipe

[drainage / Underground Drainage]
osma-osmadrain-pipe-110mm-3m-plain-ended | Osma | OSMA UG PIPE PE | 27.5
  s: dia=110 len=3 | x: g=1; mpn=4D076; line=OsmaDrain; unit=length; mat=PVC-U
  n: OsmaDrain Plain Ended Pipe; OsmaDrain Underground Drainage Pipe Plain Ended; OsmaDrain Pipe Plain End
osma-osmadrain-pipe-110mm-6m-plain-ended | Osma | OSMA UG PIPE PE | 49.9
  s: dia=110 len=6 | x: g=1; mpn=4D166; line=OsmaDrain; unit=length; mat=PVC-U
  n: OsmaDrain Plain Ended Pipe; OsmaDrain Underground Drainage Pipe Plain Ended; OsmaDrain Pipe Plain End
polypipe-underground-drain-pipe-110mm-3m-single-socket | Polypipe | POLYPIPE UG PIPE SS | 26.8
  s: dia=110 len=3 | x: g=1; mpn=UG43; unit=length; mat=PVC-U
  n: Underground Drainage Pipe Single Socket; Underground Drain Pipe Socketed; Underground Pipe Single Socket

[drainage / Waste Pipe]
floplast-solvent-weld-waste-pipe-40mm-3m-white | FloPlast | FP WASTE PIPE SW | 7.9
  s: dia=40 len=3 | x: g=1; mpn=WP403W; col=White; unit=length; mat=PVC-U
  n: Solvent Weld Waste Pipe; Solvent Weld Waste Pipe Length; ABS Solvent Waste Pipe
floplast-solvent-weld-waste-pipe-32mm-3m-white | FloPlast | FP WASTE PIPE SW | 6.9
  s: dia=32 len=3 | x: g=1; mpn=WP323W; col=White; unit=length; mat=PVC-U
  n: Solvent Weld Waste Pipe; Solvent Weld Waste Pipe Length; ABS Solvent Waste Pipe

[insulation / PIR Insulation Board]
kingspan-thermapitch-tp10-50mm-2400x1200 | Kingspan | PIR KINGSPAN TP10 | 33.5
  s: dims=2400x1200x50 | x: g=1; mpn=KTP10050; unit=board; mat=PIR
  n: Thermapitch TP10; Thermapitch TP10 PIR Board; Thermapitch TP10 Pitched Roof Board
kingspan-thermapitch-tp10-100mm-2400x1200 | Kingspan | PIR KINGSPAN TP10 | 58.9
  s: dims=2400x1200x100 | x: g=2; mpn=KTP10100; unit=board; mat=PIR
  n: Thermapitch TP10; Thermapitch TP10 PIR Board; Thermapitch TP10 Pitched Roof Board
kingspan-thermafloor-tf70-100mm-2400x1200 | Kingspan | PIR KINGSPAN TF70 | 57.4
  s: dims=2400x1200x100 | x: g=1; mpn=KTF70100; unit=board; mat=PIR
  n: Thermafloor TF70; Thermafloor TF70 Floor Insulation; Thermafloor TF70 PIR Board
celotex-ga4000-50mm-2400x1200 | Celotex | PIR CELOTEX GA4000 | 32.8
  s: dims=2400x1200x50 | x: g=1; mpn=GA4050; unit=board; mat=PIR
  n: GA4000 PIR Insulation Board; GA4000 General Application Board; GA4000 Insulation Board
celotex-ga4000-100mm-2400x1200 | Celotex | PIR CELOTEX GA4000 | 57.6
  s: dims=2400x1200x100 | x: g=1; mpn=GA4100; unit=board; mat=PIR
  n: GA4000 PIR Insulation Board; GA4000 General Application Board; GA4000 Insulation Board
celotex-cw4000-50mm-1200x450 | Celotex | PIR CELOTEX CW4000 | 9.8
  s: dims=1200x450x50 | x: g=1; mpn=CW4050; unit=board; mat=PIR
  n: CW4000 Cavity Wall Board; CW4000 Partial Fill Cavity Board; CW4000 PIR Cavity Board
recticel-eurothane-gp-50mm-2400x1200 | Recticel | PIR RECTICEL EGP | 30.9
  s: dims=2400x1200x50 | x: g=1; mpn=EGP050; unit=board; mat=PIR
  n: Eurothane GP; Eurothane GP PIR Board; Eurothane General Purpose Board
recticel-eurothane-gp-100mm-2400x1200 | Recticel | PIR RECTICEL EGP | 54.2
  s: dims=2400x1200x100 | x: g=1; mpn=EGP100; unit=board; mat=PIR
  n: Eurothane GP; Eurothane GP PIR Board; Eurothane General Purpose Board
xtratherm-thin-r-xt-pr-100mm-2400x1200 | Xtratherm | PIR XTRATHERM XT/PR | 55.5
  s: dims=2400x1200x100 | x: g=1; mpn=XTPR100; unit=board; mat=PIR
  n: Thin-R XT/PR Pitched Roof Board; Thin-R XT/PR; Thin-R Pitched Roof PIR Board

[insulation / Mineral Wool Slab]
rockwool-rwa45-50mm-pack-of-8 | Rockwool | SLAB ROCKWOOL RWA45 | 41
  s: dims=1200x600x50 pack=8/pack | x: g=1; mpn=RWA45-50; unit=pack; mat=Stone Wool
  n: RWA45 Acoustic Slab; RWA45 Insulation Slab; RWA45 Acoustic Insulation Slab
rockwool-rwa45-100mm-pack-of-4 | Rockwool | SLAB ROCKWOOL RWA45 | 44
  s: dims=1200x600x100 pack=4/pack | x: g=1; mpn=RWA45-100; unit=pack; mat=Stone Wool
  n: RWA45 Acoustic Slab; RWA45 Insulation Slab; RWA45 Acoustic Insulation Slab

[insulation / Loft Insulation]
knauf-earthwool-loft-roll-44-100mm | Knauf Insulation | LOFT ROLL EARTHWOOL 44 | 25.9
  s: mm=100 | x: g=2; line=Earthwool; unit=roll; mat=Glass Mineral Wool
  n: Earthwool Loft Roll 44; Earthwool Loft Roll 44 Insulation; Earthwool Loft Roll
knauf-earthwool-loft-roll-44-200mm | Knauf Insulation | LOFT ROLL EARTHWOOL 44 | 28.5
  s: mm=200 | x: g=1; line=Earthwool; unit=roll; mat=Glass Mineral Wool
  n: Earthwool Loft Roll 44; Earthwool Loft Roll 44 Insulation; Earthwool Loft Roll
isover-spacesaver-loft-roll-100mm | Isover | LOFT ROLL SPACESAVER | 24.9
  s: mm=100 | x: g=1; unit=roll; mat=Glass Mineral Wool
  n: Spacesaver Loft Roll; Spacesaver Mineral Wool Roll; Spacesaver Loft Insulation Roll

[insulation / Cavity Wall Insulation]
knauf-dritherm-cavity-slab-32-100mm | Knauf Insulation | CAVITY SLAB DRITHERM 32 | 38.5
  s: dims=1200x455x100 pack=6/pack | x: g=1; mpn=DT32-100; line=DriTherm; unit=pack; mat=Glass Mineral Wool
  n: DriTherm Cavity Slab 32 Standard; DriTherm 32 Cavity Slab; DriTherm 32 Full Fill Cavity Slab
knauf-dritherm-cavity-slab-37-100mm | Knauf Insulation | CAVITY SLAB DRITHERM 37 | 33.9
  s: dims=1200x455x100 pack=6/pack | x: g=1; mpn=DT37-100; line=DriTherm; unit=pack; mat=Glass Mineral Wool
  n: DriTherm Cavity Slab 37 Standard; DriTherm 37 Cavity Slab; DriTherm 37 Full Fill Cavity Slab
`);
