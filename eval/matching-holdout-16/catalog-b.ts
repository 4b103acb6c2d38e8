// @ts-nocheck
// Aggregates, sand, blocks, bricks. Loose goods are generic: identity = material + size/grade + pack.
// Bulk bag = jumbo bag = tonne bag (~850kg); midi bag ~450kg; handy bag ~25kg: three different products.
import { parseTable } from './catalog-core.ts';

export const CATALOG_B = parseTable(`
[aggregates / Sub-Base]
mot-type-1-bulk-bag | - | AGG MOT TYPE1 | 52
  s: bag=bulk bw=850 | x: unit=bulk bag
  n: MOT Type 1 Sub-Base; Type 1 MOT Sub Base; MOT Type 1 Crushed Stone
mot-type-1-recycled-bulk-bag | - | AGG MOT TYPE1 RECYCLED | 36
  s: bag=bulk bw=850 | x: unit=bulk bag
  n: Recycled MOT Type 1; Recycled Type 1 Sub-Base; MOT Type 1 Recycled Crushed Concrete
mot-type-1-handy-bag | - | AGG MOT TYPE1 | 4.95
  s: bag=handy kg=25 | x: unit=handy bag
  n: MOT Type 1 Sub-Base; Type 1 MOT Sub Base; MOT Type 1 Crushed Stone

[aggregates / Ballast]
all-in-ballast-20mm-bulk-bag | - | AGG BALLAST ALL IN | 54.5
  s: mm=20 bag=bulk bw=850 | x: unit=bulk bag
  n: All-in Ballast; Ballast All In; Concreting Ballast (All-in)
all-in-ballast-20mm-handy-bag | - | AGG BALLAST ALL IN | 4.6
  s: mm=20 bag=handy kg=25 | x: unit=handy bag
  n: All-in Ballast; Ballast All In; Concreting Ballast (All-in)

[aggregates / Gravel & Shingle]
pea-gravel-10mm-bulk-bag | - | AGG PEA GRAVEL | 64
  s: mm=10 bag=bulk bw=850 | x: unit=bulk bag
  n: Pea Gravel; Pea Shingle; Pea Gravel Shingle
pea-gravel-10mm-handy-bag | - | AGG PEA GRAVEL | 5.4
  s: mm=10 bag=handy kg=25 | x: unit=handy bag
  n: Pea Gravel; Pea Shingle; Pea Gravel Shingle
shingle-20mm-bulk-bag | - | AGG SHINGLE | 62
  s: mm=20 bag=bulk bw=850 | x: unit=bulk bag
  n: Shingle; Washed Shingle; Gravel Shingle

[aggregates / Decorative Chippings]
cotswold-buff-chippings-20mm-bulk-bag | - | AGG CHIPS COTSWOLD | 98
  s: mm=20 bag=bulk bw=850 | x: unit=bulk bag
  n: Cotswold Buff Chippings; Cotswold Chippings; Cotswold Stone Chippings
silver-granite-chippings-14mm-bulk-bag | - | AGG CHIPS GRANITE SILVER | 105
  s: mm=14 bag=bulk bw=850 | x: unit=bulk bag
  n: Silver Grey Granite Chippings; Silver Granite Chippings; Grey Granite Chippings
silver-granite-chippings-20mm-bulk-bag | - | AGG CHIPS GRANITE SILVER | 105
  s: mm=20 bag=bulk bw=850 | x: unit=bulk bag
  n: Silver Grey Granite Chippings; Silver Granite Chippings; Grey Granite Chippings
blue-slate-chippings-40mm-bulk-bag | - | AGG SLATE BLUE | 125
  s: mm=40 bag=bulk bw=850 | x: unit=bulk bag
  n: Blue Slate Chippings; Welsh Blue Slate Chippings; Blue Slate Chips
plum-slate-chippings-40mm-bulk-bag | - | AGG SLATE PLUM | 129
  s: mm=40 bag=bulk bw=850 | x: unit=bulk bag
  n: Plum Slate Chippings; Welsh Plum Slate Chippings; Plum Slate Chips

[sand / Building Sand]
building-sand-bulk-bag | - | SAND BUILDING | 49
  s: bag=bulk bw=850 | x: unit=bulk bag
  n: Building Sand; Soft Sand; Bricklaying Sand
building-sand-handy-bag | - | SAND BUILDING | 4.25
  s: bag=handy kg=25 | x: unit=handy bag
  n: Building Sand; Soft Sand; Bricklaying Sand
building-sand-midi-bag | - | SAND BUILDING | 36
  s: bag=midi bw=450 | x: unit=midi bag
  n: Building Sand; Soft Sand; Bricklaying Sand

[sand / Sharp Sand]
sharp-sand-bulk-bag | - | SAND SHARP | 52
  s: bag=bulk bw=850 | x: unit=bulk bag
  n: Sharp Sand; Grit Sand; Concreting Sand
sharp-sand-handy-bag | - | SAND SHARP | 4.4
  s: bag=handy kg=25 | x: unit=handy bag
  n: Sharp Sand; Grit Sand; Concreting Sand

[sand / Plastering Sand]
plastering-sand-bulk-bag | - | SAND PLASTERING | 59
  s: bag=bulk bw=850 | x: unit=bulk bag
  n: Plastering Sand; Rendering Sand; Plastering & Rendering Sand

[sand / Specialist Sand]
kiln-dried-sand-25kg | - | SAND KILN DRIED | 6.8
  s: bag=bag kg=25 | x: unit=bag
  n: Kiln Dried Sand; Kiln Dried Paving Sand; Kiln-Dried Jointing Sand
silver-sand-25kg | - | SAND SILVER | 6.2
  s: bag=bag kg=25 | x: unit=bag
  n: Silver Sand; Washed Silver Sand; Fine Silver Sand
play-sand-15kg | - | SAND PLAY | 4.5
  s: bag=bag kg=15 | x: unit=bag
  n: Play Sand; Childrens Play Sand; Washed Play Sand

[blocks / Concrete Blocks]
dense-concrete-block-7n-100mm | - | BLOCK DENSE SOLID | 1.95
  s: block=440x215x100 str=7 | x: unit=each
  n: Dense Concrete Block; Solid Dense Concrete Block; Dense Aggregate Block
dense-concrete-block-7n-140mm | - | BLOCK DENSE SOLID | 2.95
  s: block=440x215x140 str=7 | x: unit=each
  n: Dense Concrete Block; Solid Dense Concrete Block; Dense Aggregate Block
hollow-dense-concrete-block-7n-215mm | - | BLOCK DENSE HOLLOW | 4.6
  s: block=440x215x215 str=7 | x: unit=each
  n: Hollow Dense Concrete Block; Hollow Concrete Block; Dense Hollow Block
medium-dense-concrete-block-3-6n-100mm | - | BLOCK MED DENSE | 1.85
  s: block=440x215x100 str=3.6 | x: unit=each
  n: Medium Dense Concrete Block; Medium Dense Block; Concrete Block Medium Density
tarmac-topcrete-dense-block-7n-100mm | Tarmac | BLOCK TOPCRETE DENSE | 2.25
  s: block=440x215x100 str=7 | x: g=1; line=Topcrete; unit=each
  n: Topcrete Dense Block; Topcrete Solid Dense Block; Topcrete Dense Concrete Block

[blocks / Aircrete Blocks]
tarmac-toplite-standard-block-100mm | Tarmac | BLOCK TOPLITE STD | 2.6
  s: block=440x215x100 str=3.6 | x: g=1; line=Toplite; unit=each
  n: Toplite Standard Block; Toplite Standard Lightweight Block; Toplite Standard Aircrete Block
celcon-standard-grade-block-100mm | H+H | BLOCK CELCON STD | 2.75
  s: block=440x215x100 str=3.6 | x: g=1; line=Celcon; unit=each
  n: Celcon Standard Grade Block; Celcon Standard Grade Aircrete Block; Celcon Standard Block
celcon-standard-grade-block-140mm | H+H | BLOCK CELCON STD | 3.85
  s: block=440x215x140 str=3.6 | x: g=1; line=Celcon; unit=each
  n: Celcon Standard Grade Block; Celcon Standard Grade Aircrete Block; Celcon Standard Block
celcon-high-strength-block-100mm | H+H | BLOCK CELCON HI STR | 3.45
  s: block=440x215x100 str=7 | x: g=1; line=Celcon; unit=each
  n: Celcon High Strength Block; Celcon High Strength Aircrete Block; Celcon Hi-Strength Block
celcon-foundation-block-300mm | H+H | BLOCK CELCON FOUNDATION | 9.2
  s: block=440x215x300 | x: g=1; line=Celcon; unit=each
  n: Celcon Foundation Block; Celcon Foundation Block Standard Grade; Celcon Foundation Aircrete Block
thermalite-shield-2000-block-100mm | Thermalite | BLOCK THERMALITE SHIELD | 2.95
  s: block=440x215x100 | x: g=1; unit=each
  n: Shield 2000 Block; Shield 2000 Aircrete Block; Shield 2000 Thermal Block
thermalite-hi-strength-7-block-100mm | Thermalite | BLOCK THERMALITE HI7 | 3.55
  s: block=440x215x100 str=7.3 | x: g=1; unit=each
  n: Hi-Strength 7 Block; Hi-Strength 7 Aircrete Block; High Strength 7 Block
thermalite-trenchblock-300mm | Thermalite | BLOCK THERMALITE TRENCH | 8.7
  s: block=440x215x300 str=3.6 | x: g=1; unit=each
  n: Trenchblock; Trenchblock Foundation Block; Trench Block

[blocks / Padstones]
concrete-padstone-215x140x100mm | - | PADSTONE CONCRETE | 4.2
  s: block=215x140x100 | x: unit=each; full=true
  n: Concrete Padstone; Precast Concrete Padstone; Padstone

[bricks / Facing Bricks]
ibstock-tradesman-heather-65mm | Ibstock | BRICK IBS TRADESMAN HEATHER | 0.98
  s: mm=65 | x: g=1; unit=each; mat=Clay
  n: Tradesman Heather; Tradesman Heather Facing Brick; Tradesman Heather Brick
ibstock-tradesman-red-multi-65mm | Ibstock | BRICK IBS TRADESMAN RED | 0.98
  s: mm=65 | x: g=1; unit=each; mat=Clay
  n: Tradesman Red Multi; Tradesman Red Multi Facing Brick; Tradesman Red Multi Brick
ibstock-ivanhoe-cream-65mm | Ibstock | BRICK IBS IVANHOE CREAM | 1.12
  s: mm=65 | x: g=1; unit=each; mat=Clay
  n: Ivanhoe Cream; Ivanhoe Cream Facing Brick; Ivanhoe Cream Brick
wienerberger-kassandra-multi-65mm | Wienerberger | BRICK WB KASSANDRA MULTI | 1.05
  s: mm=65 | x: g=1; unit=each; mat=Clay
  n: Kassandra Multi; Kassandra Multi Facing Brick; Kassandra Multi Stock

[bricks / Common Bricks]
forterra-lbc-common-65mm | Forterra | BRICK LBC COMMON | 0.85
  s: mm=65 | x: g=1; line=LBC; unit=each; mat=Clay
  n: LBC Common; LBC Common Brick; London Brick Common

[bricks / Facing Bricks]
forterra-lbc-heather-65mm | Forterra | BRICK LBC HEATHER | 0.92
  s: mm=65 | x: g=1; line=LBC; unit=each; mat=Clay
  n: LBC Heather; LBC Heather Facing Brick; London Brick Heather
forterra-lbc-rustic-65mm | Forterra | BRICK LBC RUSTIC | 0.95
  s: mm=65 | x: g=1; line=LBC; unit=each; mat=Clay
  n: LBC Rustic; LBC Rustic Facing Brick; London Brick Rustic
forterra-lbc-golden-buff-65mm | Forterra | BRICK LBC GOLDEN BUFF | 0.95
  s: mm=65 | x: g=1; line=LBC; unit=each; mat=Clay
  n: LBC Golden Buff; LBC Golden Buff Facing Brick; London Brick Golden Buff

[bricks / Engineering Bricks]
class-b-engineering-brick-red-solid-65mm | - | BRICK ENG CLASS B RED SOLID | 0.78
  s: mm=65 | x: unit=each; mat=Clay
  n: Class B Engineering Brick Red Solid; Red Engineering Brick Class B Solid; Class B Solid Red Engineering Brick
class-b-engineering-brick-red-perforated-65mm | - | BRICK ENG CLASS B RED PERF | 0.72
  s: mm=65 | x: unit=each; mat=Clay
  n: Class B Engineering Brick Red Perforated; Red Engineering Brick Class B Perforated
  n: Class B Perforated Red Engineering Brick
class-b-engineering-brick-red-perforated-65mm-pack-of-400 | - | BRICK ENG CLASS B RED PERF | 268
  s: mm=65 pack=400/pack | x: unit=pack; mat=Clay
  n: Class B Engineering Brick Red Perforated; Red Engineering Brick Class B Perforated
  n: Class B Perforated Red Engineering Brick
class-a-engineering-brick-blue-perforated-65mm | - | BRICK ENG CLASS A BLUE PERF | 1.25
  s: mm=65 | x: unit=each; mat=Clay
  n: Class A Engineering Brick Blue Perforated; Blue Engineering Brick Class A Perforated
  n: Class A Blue Perforated Engineering Brick

[bricks / Common Bricks]
concrete-common-brick-65mm | - | BRICK CONCRETE COMMON | 0.52
  s: mm=65 | x: unit=each; mat=Concrete
  n: Concrete Common Brick; Solid Concrete Common Brick; Concrete Brick
`);
