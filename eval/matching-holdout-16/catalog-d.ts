// @ts-nocheck
// Sheet materials, skirting & architrave, timber (generic timber: grade + treatment + section + length).
import { parseTable } from './catalog-core.ts';

export const CATALOG_D = parseTable(`
[sheet-materials / OSB]
sterlingosb-zero-osb3-11mm-2440x1220 | West Fraser | OSB3 STERLING ZERO | 17.9
  s: dims=2440x1220x11 | x: g=2; line=SterlingOSB; unit=sheet; mat=OSB
  n: SterlingOSB Zero OSB3; SterlingOSB Zero OSB/3 Board; SterlingOSB Zero OSB3 Sheet
sterlingosb-zero-osb3-18mm-2440x1220 | West Fraser | OSB3 STERLING ZERO | 27.4
  s: dims=2440x1220x18 | x: g=1; line=SterlingOSB; unit=sheet; mat=OSB
  n: SterlingOSB Zero OSB3; SterlingOSB Zero OSB/3 Board; SterlingOSB Zero OSB3 Sheet
sterlingosb-zero-osb3-9mm-2440x1220 | West Fraser | OSB3 STERLING ZERO | 14.6
  s: dims=2440x1220x9 | x: g=1; line=SterlingOSB; unit=sheet; mat=OSB
  n: SterlingOSB Zero OSB3; SterlingOSB Zero OSB/3 Board; SterlingOSB Zero OSB3 Sheet
sterlingosb-zero-osb3-tg-18mm-2400x590 | West Fraser | OSB3 STERLING ZERO T&G | 13.8
  s: dims=2400x590x18 | x: g=1; line=SterlingOSB; unit=sheet; mat=OSB
  n: SterlingOSB Zero OSB3 Tongue & Groove; SterlingOSB Zero T&G Flooring; SterlingOSB Zero OSB3 T&G
egger-eurostrand-osb3-11mm-2440x1220 | Egger | OSB3 EUROSTRAND | 17.2
  s: dims=2440x1220x11 | x: g=1; line=Eurostrand; unit=sheet; mat=OSB
  n: Eurostrand OSB 3; Eurostrand OSB3 Board; Eurostrand OSB/3
egger-eurostrand-osb3-18mm-2440x1220 | Egger | OSB3 EUROSTRAND | 26.5
  s: dims=2440x1220x18 | x: g=1; line=Eurostrand; unit=sheet; mat=OSB
  n: Eurostrand OSB 3; Eurostrand OSB3 Board; Eurostrand OSB/3

[sheet-materials / Plywood]
hardwood-faced-plywood-18mm-2440x1220 | - | PLY HWF | 48
  s: dims=2440x1220x18 | x: unit=sheet; mat=Plywood
  n: Hardwood Faced Plywood; Hardwood Plywood Class 2; Hardwood Faced Ply
structural-softwood-plywood-18mm-2440x1220 | - | PLY SW STRUCTURAL | 42.5
  s: dims=2440x1220x18 | x: unit=sheet; mat=Plywood
  n: Structural Softwood Plywood; Softwood Structural Ply; Structural Plywood Softwood
structural-softwood-plywood-12mm-2440x1220 | - | PLY SW STRUCTURAL | 31.4
  s: dims=2440x1220x12 | x: unit=sheet; mat=Plywood
  n: Structural Softwood Plywood; Softwood Structural Ply; Structural Plywood Softwood

[sheet-materials / MDF]
mdf-18mm-2440x1220 | - | MDF STD | 32
  s: dims=2440x1220x18 | x: unit=sheet; mat=MDF
  n: MDF Board; Standard MDF Sheet; MDF Sheet
mdf-12mm-2440x1220 | - | MDF STD | 24.5
  s: dims=2440x1220x12 | x: unit=sheet; mat=MDF
  n: MDF Board; Standard MDF Sheet; MDF Sheet
mdf-6mm-2440x1220 | - | MDF STD | 15.2
  s: dims=2440x1220x6 | x: unit=sheet; mat=MDF
  n: MDF Board; Standard MDF Sheet; MDF Sheet
medite-mr-mdf-18mm-2440x1220 | Medite | MDF MR MEDITE | 44.9
  s: dims=2440x1220x18 | x: g=1; unit=sheet; mat=MDF
  n: MR MDF; MR Moisture Resistant MDF; MR MDF Board

[sheet-materials / Chipboard Flooring]
egger-p5-chipboard-flooring-tg-18mm-2400x600 | Egger | EGGER CHIPBOARD P5 T&G | 11.4
  s: dims=2400x600x18 | x: g=1; unit=sheet; mat=Chipboard
  n: P5 Chipboard Flooring T&G; P5 Tongue & Groove Flooring; P5 T&G Chipboard Floor Panel
egger-p5-chipboard-flooring-tg-22mm-2400x600 | Egger | EGGER CHIPBOARD P5 T&G | 13.9
  s: dims=2400x600x22 | x: g=1; unit=sheet; mat=Chipboard
  n: P5 Chipboard Flooring T&G; P5 Tongue & Groove Flooring; P5 T&G Chipboard Floor Panel

[sheet-materials / Hardboard]
hardboard-3mm-2440x1220 | - | HARDBOARD STD | 9.2
  s: dims=2440x1220x3 | x: unit=sheet; mat=Hardboard
  n: Hardboard; Standard Hardboard Sheet; Hardboard Sheet

[sheet-materials / Cement Board]
hardiebacker-cement-board-12mm-1200x800 | James Hardie | BACKERBOARD HARDIE | 17.5
  s: dims=1200x800x12 | x: g=1; unit=sheet; mat=Fibre Cement
  n: HardieBacker Cement Board; HardieBacker Tile Backer Board; HardieBacker
hardiebacker-cement-board-6mm-1200x800 | James Hardie | BACKERBOARD HARDIE | 12.9
  s: dims=1200x800x6 | x: g=1; unit=sheet; mat=Fibre Cement
  n: HardieBacker Cement Board; HardieBacker Tile Backer Board; HardieBacker

[skirting-architrave / Skirting]
primed-mdf-torus-skirting-18x119mm-4-2m | - | SKIRT MDF TORUS PRIMED | 15.5
  s: sect=18x119 len=4.2 | x: unit=length; mat=MDF
  n: Primed MDF Torus Skirting; MDF Torus Skirting Board Primed; Torus Primed MDF Skirting
primed-mdf-torus-skirting-18x144mm-4-2m | - | SKIRT MDF TORUS PRIMED | 18.4
  s: sect=18x144 len=4.2 | x: unit=length; mat=MDF
  n: Primed MDF Torus Skirting; MDF Torus Skirting Board Primed; Torus Primed MDF Skirting
primed-mdf-ogee-skirting-18x119mm-4-2m | - | SKIRT MDF OGEE PRIMED | 15.5
  s: sect=18x119 len=4.2 | x: unit=length; mat=MDF
  n: Primed MDF Ogee Skirting; MDF Ogee Skirting Board Primed; Ogee Primed MDF Skirting
primed-mdf-chamfered-rounded-skirting-18x119mm-4-2m | - | SKIRT MDF C&R PRIMED | 14.9
  s: sect=18x119 len=4.2 | x: unit=length; mat=MDF
  n: Primed MDF Chamfered & Rounded Skirting; MDF Chamfered & Rounded Skirting Board Primed
  n: Chamfered & Rounded Primed MDF Skirting
primed-mdf-pencil-round-skirting-18x94mm-4-2m | - | SKIRT MDF PENCIL PRIMED | 12.9
  s: sect=18x94 len=4.2 | x: unit=length; mat=MDF
  n: Primed MDF Pencil Round Skirting; MDF Pencil Round Skirting Board Primed; Pencil Round Primed MDF Skirting
softwood-torus-skirting-20x119mm-4-2m | - | SKIRT SW TORUS | 16.8
  s: sect=20x119 len=4.2 | x: unit=length; mat=Softwood
  n: Softwood Torus Skirting; Redwood Torus Skirting; Pine Torus Skirting Board
softwood-torus-skirting-20x119mm-5-4m | - | SKIRT SW TORUS | 21.5
  s: sect=20x119 len=5.4 | x: unit=length; mat=Softwood
  n: Softwood Torus Skirting; Redwood Torus Skirting; Pine Torus Skirting Board

[skirting-architrave / Architrave]
primed-mdf-torus-architrave-18x69mm-2-2m | - | ARCH MDF TORUS PRIMED | 6.9
  s: sect=18x69 len=2.2 | x: unit=length; mat=MDF
  n: Primed MDF Torus Architrave; MDF Torus Architrave Primed; Torus Architrave Primed MDF
primed-mdf-ogee-architrave-18x69mm-2-2m | - | ARCH MDF OGEE PRIMED | 6.9
  s: sect=18x69 len=2.2 | x: unit=length; mat=MDF
  n: Primed MDF Ogee Architrave; MDF Ogee Architrave Primed; Ogee Architrave Primed MDF
primed-mdf-chamfered-rounded-architrave-18x69mm-2-2m | - | ARCH MDF C&R PRIMED | 6.5
  s: sect=18x69 len=2.2 | x: unit=length; mat=MDF
  n: Primed MDF Chamfered & Rounded Architrave; MDF Chamfered & Rounded Architrave Primed
  n: Chamfered & Rounded Architrave Primed MDF
primed-mdf-torus-architrave-18x69mm-door-set-of-5 | - | ARCH MDF TORUS SET | 28.5
  s: sect=18x69 len=2.2 pack=5/set | x: unit=set; mat=MDF
  n: Primed MDF Torus Architrave Door Set; MDF Torus Architrave Primed Door Set; Torus Architrave Primed MDF Door Set
softwood-ogee-architrave-20x69mm-2-1m | - | ARCH SW OGEE | 8.4
  s: sect=20x69 len=2.1 | x: unit=length; mat=Softwood
  n: Softwood Ogee Architrave; Redwood Ogee Architrave; Pine Ogee Architrave

[timber / Carcassing]
c24-treated-timber-47x100mm-4-8m | - | TIMBER C24 TREATED | 17.2
  s: sect=47x100 len=4.8 | x: unit=length; mat=Softwood
  n: C24 Treated Kiln Dried Timber; C24 Treated Regularised Timber; Treated C24 Carcassing Timber
c24-treated-timber-47x100mm-3-6m | - | TIMBER C24 TREATED | 12.9
  s: sect=47x100 len=3.6 | x: unit=length; mat=Softwood
  n: C24 Treated Kiln Dried Timber; C24 Treated Regularised Timber; Treated C24 Carcassing Timber
c24-treated-timber-47x100mm-2-4m | - | TIMBER C24 TREATED | 8.9
  s: sect=47x100 len=2.4 | x: unit=length; mat=Softwood
  n: C24 Treated Kiln Dried Timber; C24 Treated Regularised Timber; Treated C24 Carcassing Timber
c16-treated-timber-47x100mm-4-8m | - | TIMBER C16 TREATED | 14.9
  s: sect=47x100 len=4.8 | x: unit=length; mat=Softwood
  n: C16 Treated Kiln Dried Timber; C16 Treated Regularised Timber; Treated C16 Carcassing Timber
c24-treated-timber-47x150mm-4-8m | - | TIMBER C24 TREATED | 25.8
  s: sect=47x150 len=4.8 | x: unit=length; mat=Softwood
  n: C24 Treated Kiln Dried Timber; C24 Treated Regularised Timber; Treated C24 Carcassing Timber
c24-treated-timber-47x75mm-3-6m | - | TIMBER C24 TREATED | 9.95
  s: sect=47x75 len=3.6 | x: unit=length; mat=Softwood
  n: C24 Treated Kiln Dried Timber; C24 Treated Regularised Timber; Treated C24 Carcassing Timber
c24-untreated-kd-timber-47x100mm-4-8m | - | TIMBER C24 KD UNTREATED | 16.4
  s: sect=47x100 len=4.8 | x: unit=length; mat=Softwood
  n: C24 Kiln Dried Untreated Timber; C24 KD Regularised Timber Untreated; Untreated C24 Carcassing

[timber / CLS Studwork]
cls-timber-38x63mm-2-4m | - | TIMBER CLS | 4.6
  s: sect=38x63 len=2.4 | x: unit=length; mat=Softwood
  n: CLS Studwork Timber; CLS Timber; CLS Stud
cls-timber-38x89mm-2-4m | - | TIMBER CLS | 5.8
  s: sect=38x89 len=2.4 | x: unit=length; mat=Softwood
  n: CLS Studwork Timber; CLS Timber; CLS Stud
cls-timber-38x89mm-3-0m | - | TIMBER CLS | 7.4
  s: sect=38x89 len=3 | x: unit=length; mat=Softwood
  n: CLS Studwork Timber; CLS Timber; CLS Stud

[timber / Roofing Battens]
treated-roofing-batten-25x50mm-4-8m | - | BATTEN TREATED BS5534 | 4.35
  s: sect=25x50 len=4.8 | x: unit=length; mat=Softwood
  n: Treated Roofing Batten BS5534; Treated Tile Batten BS5534; BS5534 Graded Roof Batten Treated
treated-roofing-batten-25x38mm-4-8m | - | BATTEN TREATED BS5534 | 3.4
  s: sect=25x38 len=4.8 | x: unit=length; mat=Softwood
  n: Treated Roofing Batten BS5534; Treated Tile Batten BS5534; BS5534 Graded Roof Batten Treated

[timber / Sawn Timber]
treated-sawn-timber-22x100mm-4-8m | - | TIMBER SAWN TREATED | 7.1
  s: sect=22x100 len=4.8 | x: unit=length; mat=Softwood
  n: Treated Sawn Timber; Tanalised Sawn Timber; Treated Sawn Board

[timber / Planed Timber]
par-redwood-18x44mm-2-4m | - | TIMBER PAR REDWOOD | 3.9
  s: sect=18x44 len=2.4 | x: unit=length; mat=Softwood
  n: PAR Redwood; Planed All Round Redwood; Redwood PAR Timber
par-redwood-18x94mm-2-4m | - | TIMBER PAR REDWOOD | 6.9
  s: sect=18x94 len=2.4 | x: unit=length; mat=Softwood
  n: PAR Redwood; Planed All Round Redwood; Redwood PAR Timber

[timber / Decking]
treated-decking-board-green-32x125mm-3-6m | - | DECKING TREATED | 11.9
  s: sect=32x125 len=3.6 | x: col=Green; unit=length; mat=Softwood
  n: Treated Grooved Decking Board; Reversible Decking Board Treated; Grooved Treated Decking
treated-decking-board-green-32x125mm-4-8m | - | DECKING TREATED | 15.6
  s: sect=32x125 len=4.8 | x: col=Green; unit=length; mat=Softwood
  n: Treated Grooved Decking Board; Reversible Decking Board Treated; Grooved Treated Decking
treated-decking-board-brown-32x125mm-3-6m | - | DECKING TREATED | 12.9
  s: sect=32x125 len=3.6 | x: col=Brown; unit=length; mat=Softwood
  n: Treated Grooved Decking Board; Reversible Decking Board Treated; Grooved Treated Decking

[timber / Fencing]
treated-fence-post-75x75mm-2-4m | - | FENCE POST TREATED | 9.9
  s: sect=75x75 len=2.4 | x: unit=length; mat=Softwood
  n: Treated Fence Post; Pressure Treated Fence Post; Tanalised Fence Post
treated-fence-post-100x100mm-2-4m | - | FENCE POST TREATED | 15.5
  s: sect=100x100 len=2.4 | x: unit=length; mat=Softwood
  n: Treated Fence Post; Pressure Treated Fence Post; Tanalised Fence Post
treated-fence-post-75x75mm-1-8m | - | FENCE POST TREATED | 8.2
  s: sect=75x75 len=1.8 | x: unit=length; mat=Softwood
  n: Treated Fence Post; Pressure Treated Fence Post; Tanalised Fence Post
`);
