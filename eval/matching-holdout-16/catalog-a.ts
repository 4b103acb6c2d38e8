// @ts-nocheck
// Plasterboard, plaster, cement, concrete & mortar.
import { parseTable } from './catalog-core.ts';

export const CATALOG_A = parseTable(`
[plasterboard / Plasterboard]
gyproc-wallboard-12-5mm-square-edge-2400x1200 | British Gypsum | GYP WALLBOARD SE | 10.45
  s: dims=2400x1200x12.5 | x: g=2; mpn=GWB12SE2412; line=Gyproc; unit=sheet; mat=Gypsum
  n: Gyproc WallBoard Square Edge; Gyproc Wallboard SE; Gyproc Standard WallBoard Square Edge Board
gyproc-wallboard-12-5mm-tapered-edge-2400x1200 | British Gypsum | GYP WALLBOARD TE | 10.75
  s: dims=2400x1200x12.5 | x: g=2; mpn=GWB12TE2412; line=Gyproc; unit=sheet; mat=Gypsum
  n: Gyproc WallBoard Tapered Edge; Gyproc Wallboard TE; Gyproc Standard WallBoard Tapered Edge Board
gyproc-wallboard-9-5mm-square-edge-2400x1200 | British Gypsum | GYP WALLBOARD SE | 9.4
  s: dims=2400x1200x9.5 | x: g=1; mpn=GWB09SE2412; line=Gyproc; unit=sheet; mat=Gypsum
  n: Gyproc WallBoard Square Edge; Gyproc Wallboard SE; Gyproc Standard WallBoard Square Edge Board
gyproc-wallboard-12-5mm-tapered-edge-2400x900 | British Gypsum | GYP WALLBOARD TE | 8.6
  s: dims=2400x900x12.5 | x: g=1; mpn=GWB12TE2409; line=Gyproc; unit=sheet; mat=Gypsum
  n: Gyproc WallBoard Tapered Edge; Gyproc Wallboard TE; Gyproc Standard WallBoard Tapered Edge Board
gyproc-wallboard-15mm-tapered-edge-2400x1200 | British Gypsum | GYP WALLBOARD TE | 13.25
  s: dims=2400x1200x15 | x: g=1; mpn=GWB15TE2412; line=Gyproc; unit=sheet; mat=Gypsum
  n: Gyproc WallBoard Tapered Edge; Gyproc Wallboard TE; Gyproc Standard WallBoard Tapered Edge Board
gyproc-handiboard-12-5mm-tapered-edge-1200x600 | British Gypsum | GYP HANDIBOARD TE | 5.1
  s: dims=1200x600x12.5 | x: g=1; mpn=GHB12TE1206; line=Gyproc; unit=sheet; mat=Gypsum
  n: Gyproc HandiBoard Tapered Edge; Gyproc Handiboard TE; Gyproc HandiBoard Tapered Edge Small Board
gyproc-moisture-resistant-12-5mm-tapered-edge-2400x1200 | British Gypsum | GYP MOISTURE RES TE | 15.8
  s: dims=2400x1200x12.5 | x: g=1; mpn=GMR12TE2412; line=Gyproc; unit=sheet; mat=Gypsum
  n: Gyproc Moisture Resistant Tapered Edge; Gyproc MR Board TE; Gyproc Moisture Resistant Board TE
gyproc-soundbloc-12-5mm-tapered-edge-2400x1200 | British Gypsum | GYP SOUNDBLOC TE | 14.3
  s: dims=2400x1200x12.5 | x: g=1; mpn=GSB12TE2412; line=Gyproc; unit=sheet; mat=Gypsum
  n: Gyproc SoundBloc Tapered Edge; Gyproc Soundbloc TE; Gyproc SoundBloc Acoustic Board Tapered Edge
gyproc-fireline-12-5mm-tapered-edge-2400x1200 | British Gypsum | GYP FIRELINE TE | 14.6
  s: dims=2400x1200x12.5 | x: g=1; mpn=GFL12TE2412; line=Gyproc; unit=sheet; mat=Gypsum
  n: Gyproc FireLine Tapered Edge; Gyproc Fireline TE; Gyproc FireLine Fire Resistant Board Tapered Edge
knauf-wallboard-12-5mm-tapered-edge-2400x1200 | Knauf | KNAUF WALLBOARD TE | 9.85
  s: dims=2400x1200x12.5 | x: g=1; mpn=00400161; unit=sheet; mat=Gypsum
  n: Wallboard Tapered Edge; Standard Wallboard TE; Wallboard Plasterboard Tapered Edge
knauf-wallboard-12-5mm-square-edge-2400x1200 | Knauf | KNAUF WALLBOARD SE | 9.85
  s: dims=2400x1200x12.5 | x: g=1; mpn=00400158; unit=sheet; mat=Gypsum
  n: Wallboard Square Edge; Standard Wallboard SE; Wallboard Plasterboard Square Edge
siniat-gtec-standard-board-12-5mm-tapered-edge-2400x1200 | Siniat | SINIAT GTEC STD TE | 9.7
  s: dims=2400x1200x12.5 | x: g=1; mpn=GTS1224TE; unit=sheet; mat=Gypsum
  n: GTEC Standard Board Tapered Edge; GTEC Standard Plasterboard TE; GTEC Standard Board
siniat-gtec-moisture-board-12-5mm-tapered-edge-2400x1200 | Siniat | SINIAT GTEC MOIST TE | 14.1
  s: dims=2400x1200x12.5 | x: g=1; mpn=GTM1224TE; unit=sheet; mat=Gypsum
  n: GTEC Moisture Board Tapered Edge; GTEC Moisture Board TE; GTEC Moisture Resistant Board

[plaster / Finishing Plaster]
thistle-multi-finish-25kg | British Gypsum | THISTLE MULTI FINISH | 13.75
  s: kg=25 | x: g=2; mpn=TMF25; line=Thistle; unit=bag; mat=Gypsum
  n: Thistle Multi-Finish; Thistle Multi Finish; Thistle MultiFinish
thistle-board-finish-25kg | British Gypsum | THISTLE BOARD FINISH | 12.95
  s: kg=25 | x: g=1; mpn=TBF25; line=Thistle; unit=bag; mat=Gypsum
  n: Thistle Board Finish; Thistle Board Finish; Thistle BoardFinish

[plaster / Undercoat Plaster]
thistle-bonding-coat-25kg | British Gypsum | THISTLE BONDING | 15.4
  s: kg=25 | x: g=1; mpn=TBC25; line=Thistle; unit=bag; mat=Gypsum
  n: Thistle Bonding Coat; Thistle Bonding Undercoat; Thistle Bonding
thistle-hardwall-25kg | British Gypsum | THISTLE HARDWALL | 15.1
  s: kg=25 | x: g=1; mpn=THW25; line=Thistle; unit=bag; mat=Gypsum
  n: Thistle Hardwall; Thistle Hardwall Undercoat; Thistle HardWall
thistle-browning-25kg | British Gypsum | THISTLE BROWNING | 14.2
  s: kg=25 | x: g=1; mpn=TBR25; line=Thistle; unit=bag; mat=Gypsum
  n: Thistle Browning; Thistle Browning Undercoat; Thistle Browning

[plaster / Finishing Plaster]
thistle-durafinish-25kg | British Gypsum | THISTLE DURAFINISH | 16.6
  s: kg=25 | x: g=1; mpn=TDF25; line=Thistle; unit=bag; mat=Gypsum
  n: Thistle Durafinish; Thistle DuraFinish; Thistle Dura Finish
thistle-universal-one-coat-20kg | British Gypsum | THISTLE UNI ONE COAT | 18.9
  s: kg=20 | x: g=1; mpn=TUOC20; line=Thistle; unit=bag; mat=Gypsum
  n: Thistle UniversalOneCoat; Thistle Universal One Coat; Thistle Universal One-Coat

[plaster / Undercoat Plaster]
thistle-dri-coat-25kg | British Gypsum | THISTLE DRICOAT | 17.95
  s: kg=25 | x: g=1; mpn=TDC25; line=Thistle; unit=bag; mat=Gypsum
  n: Thistle Dri-Coat; Thistle Dricoat Renovating; Thistle Dri Coat

[plaster / Finishing Plaster]
knauf-multifinish-25kg | Knauf | KNAUF MULTIFINISH | 11.9
  s: kg=25 | x: g=1; mpn=00442341; unit=bag; mat=Gypsum
  n: MultiFinish; Multi-Finish; MultiFinish Gypsum

[plaster / Jointing & Filler]
gyproc-easi-fill-10kg | British Gypsum | GYP EASIFILL | 17.8
  s: kg=10 | x: g=1; mpn=GEF10; line=Gyproc; unit=bag
  n: Gyproc EasiFill; Gyproc Easi-Fill; Gyproc EasiFill Joint Filler
gyproc-easi-fill-5kg | British Gypsum | GYP EASIFILL | 10.95
  s: kg=5 | x: g=1; mpn=GEF05; line=Gyproc; unit=bag
  n: Gyproc EasiFill; Gyproc Easi-Fill; Gyproc EasiFill Joint Filler
gyproc-joint-filler-12-5kg | British Gypsum | GYP JOINT FILLER | 15.3
  s: kg=12.5 | x: g=1; mpn=GJF125; line=Gyproc; unit=bag
  n: Gyproc Joint Filler; Gyproc Joint Filler Powder; Gyproc Jointing Filler

[cement / Cement]
blue-circle-general-purpose-cement-25kg | Blue Circle | CEMENT GP BLUE CIRCLE | 7.35
  s: kg=25 | x: g=2; mpn=BCGP25; unit=bag
  n: General Purpose Cement; GP Cement; General Purpose Portland Cement
blue-circle-general-purpose-cement-25kg-pallet-of-48 | Blue Circle | CEMENT GP BLUE CIRCLE | 335
  s: kg=25 pack=48/pallet | x: mpn=BCGP25-P48; unit=pallet
  n: General Purpose Cement; GP Cement; General Purpose Portland Cement
blue-circle-mastercrete-cement-25kg-paper-bag | Blue Circle | CEMENT MASTERCRETE PAPER | 8.6
  s: kg=25 | x: g=1; mpn=BCMC25; unit=bag
  n: Mastercrete Cement; Mastercrete Original Cement; Mastercrete Premium Cement
blue-circle-mastercrete-cement-25kg-plastic-bag | Blue Circle | CEMENT MASTERCRETE PLASTIC | 9.3
  s: kg=25 | x: g=1; mpn=BCMC25P; unit=bag
  n: Mastercrete Cement Weatherproof Plastic Bag; Mastercrete Cement in Plastic Bag; Mastercrete Weatherproof Pack
blue-circle-snowcrete-white-cement-25kg | Blue Circle | CEMENT WHITE SNOWCRETE | 17.8
  s: kg=25 | x: g=1; mpn=BCSC25; unit=bag
  n: Snowcrete White Cement; Snowcrete; Snowcrete White Portland Cement
hanson-multicem-25kg | Hanson | CEMENT MULTICEM | 7.8
  s: kg=25 | x: g=1; unit=bag
  n: Multicem Cement; Multicem; MultiCem General Purpose
hanson-sulfacrete-25kg | Hanson | CEMENT SULFACRETE SR | 11.4
  s: kg=25 | x: g=1; unit=bag
  n: Sulfacrete Sulfate Resisting Cement; Sulfacrete; Sulfacrete SR Cement
rugby-premium-cement-25kg | Rugby | CEMENT RUGBY PREMIUM | 7.95
  s: kg=25 | x: g=1; unit=bag
  n: Premium Cement; Premium Portland Cement; Premium General Purpose Cement

[cement / Lime]
limbux-hydrated-lime-25kg | Limbux | LIMBUX LIME HYDRATED | 12.6
  s: kg=25 | x: g=1; unit=bag
  n: Hydrated Lime; Hydrated Building Lime; Hydrated Lime CL90

[concrete-mortar / Post Mix]
blue-circle-postcrete-20kg | Blue Circle | POSTCRETE | 8.1
  s: kg=20 | x: g=2; mpn=BCPC20; unit=bag
  n: Postcrete; Postcrete Rapid Setting Post Mix; Postcrete Fence Post Concrete

[concrete-mortar / Concrete Mix]
tarmac-ready-mixed-concrete-20kg | Tarmac | TARMAC CONCRETE READY MIX | 6.9
  s: kg=20 | x: g=1; unit=bag
  n: Ready Mixed Concrete; Ready to Use Concrete Mix; Ready Mix Concrete

[concrete-mortar / Mortar Mix]
tarmac-ready-mixed-mortar-20kg | Tarmac | TARMAC MORTAR READY MIX | 6.7
  s: kg=20 | x: g=1; unit=bag
  n: Ready Mixed Mortar; Ready to Use Mortar Mix; Ready Mix Mortar

[concrete-mortar / Paving Jointing]
marshalls-weatherpoint-365-grey-20kg | Marshalls | WEATHERPOINT 365 | 36.5
  s: kg=20 | x: g=1; mpn=WP365G; col=Grey; unit=tub
  n: Weatherpoint 365 Paving Jointing Compound; WeatherPoint 365 Jointing Compound
  n: Weatherpoint 365 Paving Joint Mortar
marshalls-weatherpoint-365-buff-20kg | Marshalls | WEATHERPOINT 365 | 36.5
  s: kg=20 | x: g=1; mpn=WP365B; col=Buff; unit=tub
  n: Weatherpoint 365 Paving Jointing Compound; WeatherPoint 365 Jointing Compound
  n: Weatherpoint 365 Paving Joint Mortar
azpects-easyjoint-stone-grey-12-5kg | Azpects | EASYJOINT | 29.9
  s: kg=12.5 | x: g=1; mpn=EJSG125; col=Stone Grey; unit=tub
  n: EASYJoint Paving Jointing Compound; EasyJoint Jointing Compound; EASYJoint Compound
azpects-easyjoint-buff-12-5kg | Azpects | EASYJOINT | 29.9
  s: kg=12.5 | x: g=1; mpn=EJBF125; col=Buff; unit=tub
  n: EASYJoint Paving Jointing Compound; EasyJoint Jointing Compound; EASYJoint Compound
`);
