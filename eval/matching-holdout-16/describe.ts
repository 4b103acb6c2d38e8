// @ts-nocheck
// Product descriptions in each merchant's voice. Some mention sibling sizes ("also available in ..."),
// which is realistic noise a matcher must not be fooled by.
import { specTokens, join, tokText } from './units.ts';
import { familyOf } from './catalog.ts';

const METRIC = { dims: 'mm', len: 'm', sect: 'mm', block: 'full', str: 'N', kg: 'kg', vol: 'L', pack: 'packOf' };

const BLURB = {
  Plasterboard: 'Gypsum plasterboard for dry lining walls and ceilings, ready for skim or direct decoration.',
  'Finishing Plaster': 'Gypsum finishing plaster giving a smooth, hard surface over undercoats or plasterboard.',
  'Undercoat Plaster': 'Gypsum undercoat plaster for building up and levelling backgrounds before the finish coat.',
  'Jointing & Filler': 'Jointing compound for taping and finishing plasterboard joints.',
  Cement: 'Portland cement for concrete, mortar, screeds and rendering.',
  Lime: 'Hydrated lime to improve workability of cement mortars and renders.',
  'Post Mix': 'Rapid setting mix for fixing fence posts, no mixing required.',
  'Concrete Mix': 'Pre-blended dry concrete mix, just add water.',
  'Mortar Mix': 'Pre-blended dry mortar for bricklaying and pointing, just add water.',
  'Paving Jointing': 'Brush-in paving jointing compound for patios and natural stone.',
  'Sub-Base': 'Crushed aggregate for compacted sub-base under paths, patios and driveways.',
  Ballast: 'Mixed sand and gravel for general concreting.',
  'Gravel & Shingle': 'Washed rounded gravel for drainage, paths and concrete.',
  'Decorative Chippings': 'Decorative aggregate for driveways, borders and landscaping.',
  'Building Sand': 'Soft sand for bricklaying and general mortar mixes.',
  'Sharp Sand': 'Coarse washed sand for concrete, screeds and paving beds.',
  'Plastering Sand': 'Fine graded sand for rendering and plastering mixes.',
  'Specialist Sand': 'Fine dry sand in a sealed bag.',
  'Concrete Blocks': 'Concrete building block for internal and external walls and foundations.',
  'Aircrete Blocks': 'Lightweight aircrete block with good thermal performance.',
  Padstones: 'Precast concrete padstone to spread point loads from beams and lintels.',
  'Facing Bricks': 'Clay facing brick for external walls.',
  'Common Bricks': 'Common brick for internal and non-visible work.',
  'Engineering Bricks': 'Engineering brick for damp proof courses, manholes and below ground work.',
  'Roof Tiles': 'Roof tile for pitched roofs.',
  'Ridge Tiles': 'Ridge tile to finish the roof apex.',
  'Roofing Felt': 'Bitumen shed felt for sheds and outbuildings.',
  'Roofing Membrane': 'Vapour permeable underlay for pitched roofs.',
  'Roofing Sheets': 'Corrugated roofing sheet for sheds, carports and lean-tos.',
  'Soil & Vent': 'Solvent weld soil pipe for above ground soil and vent systems.',
  Guttering: 'PVC-U gutter length for domestic rainwater systems.',
  Downpipe: 'PVC-U downpipe for domestic rainwater systems.',
  'Underground Drainage': 'PVC-U underground drainage pipe for foul and surface water.',
  'Waste Pipe': 'Solvent weld waste pipe for sinks, basins and baths.',
  'PIR Insulation Board': 'Rigid PIR insulation board with foil facings.',
  'Mineral Wool Slab': 'Stone wool slab for acoustic and thermal insulation of partitions and floors.',
  'Loft Insulation': 'Mineral wool roll for insulating lofts between and over joists.',
  'Cavity Wall Insulation': 'Mineral wool slab for full fill cavity walls.',
  OSB: 'Oriented strand board for sheathing, flooring and hoarding.',
  Plywood: 'Plywood sheet for construction and joinery.',
  MDF: 'Medium density fibreboard for joinery and shelving.',
  'Chipboard Flooring': 'Moisture resistant chipboard flooring panel with tongue and groove edges.',
  Hardboard: 'Hardboard sheet for floor overlay and protection.',
  'Cement Board': 'Cement backer board for tiling in wet areas.',
  Skirting: 'Skirting board length.',
  Architrave: 'Architrave for door and window surrounds.',
  Carcassing: 'Kiln dried, strength graded carcassing timber for joists, rafters and studwork.',
  'CLS Studwork': 'Planed, rounded-edge CLS timber for stud partitions.',
  'Roofing Battens': 'Graded and treated tile batten to BS 5534.',
  'Sawn Timber': 'Treated sawn softwood for fencing and general outdoor use.',
  'Planed Timber': 'Planed all round redwood for joinery.',
  Decking: 'Pressure treated softwood decking board.',
  Fencing: 'Pressure treated fence post for use in ground contact.',
  Adhesives: 'Strong, gap filling adhesive.',
  Sealants: 'Polyurethane adhesive sealant for joints and bonding.',
  Admixtures: 'Admixture to improve mortar workability.',
  Paint: 'Trade emulsion for interior walls and ceilings.',
  Fixings: 'Multi-purpose screws for wood and general fixing.',
  Membranes: 'Polythene membrane for damp proofing.',
  Lintels: 'Lintel for spanning openings in masonry walls.',
  Tools: 'Heavy duty flexible tub for mixing and carrying.',
};

export const blurb = (p) => BLURB[p.sub] || '';

export function metricSize(p) {
  return join(tokText(specTokens(p, METRIC)));
}

/** "Also available in 9.5mm and 15mm" style sibling mention, or '' */
export function siblingsText(p, all) {
  const fam = familyOf(p, all);
  if (!fam.length) return '';
  const sizes = [...new Set(fam.map((q) => join(metricSize(q), q.col || '')))].filter(Boolean).slice(0, 3);
  if (!sizes.length) return '';
  return `Also available: ${sizes.join(', ')}.`;
}

export function describe(p, m, r, ctx) {
  const name = ctx.name;
  const brand = p.brand || '';
  const size = metricSize(p);
  const col = p.col ? `Colour: ${p.col}.` : '';
  const sib = r.chance(m.siblingRate || 0) ? siblingsText(p, ctx.all) : '';
  switch (m.descStyle) {
    case 'sentence':
      return join(`${join(brand, name)}.`, size && `Size: ${size}.`, col, blurb(p), m.tagline, sib);
    case 'spec':
      return join(blurb(p), size && `Spec: ${size}.`, p.mat && `Material: ${p.mat}.`, col, sib, m.tagline);
    case 'caps':
      return join(
        `${ctx.title}.`,
        brand && `SUPPLIER: ${brand.toUpperCase()}.`,
        `SOLD PER ${(p.unit || 'each').toUpperCase()}.`,
      );
    case 'marketing':
      return join(`Buy ${join(brand, name)} online at ${m.name}.`, blurb(p), r.pick(m.pitches), sib);
    case 'short':
      return r.chance(0.3) ? name : join(`${join(name, size)}.`, m.tagline);
    case 'list':
      return [
        brand && `Brand: ${brand}`,
        `Product: ${name}`,
        size && `Size: ${size}`,
        p.col && `Colour: ${p.col}`,
        p.mpn && `Manufacturer code: ${p.mpn}`,
      ]
        .filter(Boolean)
        .join(' | ');
    case 'diy':
      return join(blurb(p), sib, m.tagline);
    default:
      return join(`${ctx.title} - ${blurb(p)}`, sib);
  }
}
