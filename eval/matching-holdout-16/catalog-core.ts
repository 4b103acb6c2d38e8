// @ts-nocheck
// Catalogue table parser and manufacturer facts used by the catalogue modules.
//
// A product is one "true product": what a trade buyer would treat as the same thing to buy.
// names: alternative ways the product is commonly written, WITHOUT brand, size, strength or colour.
// erp:   ERP-style shorthand (caps) used by merchants with trade-counter systems.
// s:     structured size/pack spec, rendered differently by every merchant (see units.ts).
// g:     1 = product carries a manufacturer GTIN, 2 = also an older packaging GTIN still in circulation.
// line:  sub-brand / range family (Gyproc, Thistle, Celcon ...); col: colour; mpn: manufacturer code.

export const CATEGORIES = [
  'aggregates',
  'blocks',
  'bricks',
  'cement',
  'concrete-mortar',
  'drainage',
  'insulation',
  'other',
  'plaster',
  'plasterboard',
  'roofing',
  'sand',
  'sheet-materials',
  'skirting-architrave',
  'timber',
];

// brand -> parent company, ERP supplier code, GS1 prefix used for its fictional GTINs
export const BRANDS = {
  'British Gypsum': { parent: 'Saint-Gobain', code: 'BGYP01', gs1: '50' },
  Knauf: { parent: 'Knauf', code: 'KNAUF1', gs1: '40' },
  Siniat: { parent: 'Etex', code: 'SINIAT', gs1: '54' },
  'Blue Circle': { parent: 'Tarmac', code: 'TARMC2', gs1: '50' },
  Tarmac: { parent: 'Tarmac', code: 'TARMC1', gs1: '50' },
  Limbux: { parent: 'Tarmac', code: 'TARMC3', gs1: '50' },
  Hanson: { parent: 'Heidelberg Materials', code: 'HANSN1', gs1: '50' },
  Rugby: { parent: 'Cemex', code: 'CEMEX1', gs1: '50' },
  Marshalls: { parent: 'Marshalls', code: 'MARSH1', gs1: '50' },
  Azpects: { parent: 'Azpects', code: 'AZPCT1', gs1: '50' },
  'H+H': { parent: 'H+H UK', code: 'HHCELC', gs1: '57' },
  Thermalite: { parent: 'Forterra', code: 'FORTR2', gs1: '50' },
  Ibstock: { parent: 'Ibstock plc', code: 'IBSTK1', gs1: '50' },
  Wienerberger: { parent: 'Wienerberger', code: 'WIENB1', gs1: '90' },
  Forterra: { parent: 'Forterra', code: 'FORTR1', gs1: '50' },
  Marley: { parent: 'Marley', code: 'MARLY1', gs1: '50' },
  Redland: { parent: 'BMI Group', code: 'BMIRED', gs1: '50' },
  Sandtoft: { parent: 'Wienerberger', code: 'SANDT1', gs1: '50' },
  Russell: { parent: 'Russell Roof Tiles', code: 'RUSSL1', gs1: '50' },
  IKO: { parent: 'IKO', code: 'IKOPLC', gs1: '50' },
  DuPont: { parent: 'DuPont', code: 'DUPONT', gs1: '54' },
  Onduline: { parent: 'Onduline', code: 'ONDUL1', gs1: '30' },
  FloPlast: { parent: 'FloPlast', code: 'FLOPL1', gs1: '50' },
  Hunter: { parent: 'Hunter Plastics', code: 'HUNTR1', gs1: '50' },
  Osma: { parent: 'Wavin', code: 'WAVIN1', gs1: '50' },
  Polypipe: { parent: 'Polypipe', code: 'POLYP1', gs1: '50' },
  Kingspan: { parent: 'Kingspan', code: 'KINGS1', gs1: '50' },
  Celotex: { parent: 'Saint-Gobain', code: 'CELTX1', gs1: '50' },
  Recticel: { parent: 'Recticel', code: 'RECTI1', gs1: '54' },
  Xtratherm: { parent: 'Unilin', code: 'XTRAT1', gs1: '50' },
  Rockwool: { parent: 'Rockwool', code: 'ROCKW1', gs1: '57' },
  'Knauf Insulation': { parent: 'Knauf', code: 'KNINS1', gs1: '50' },
  Isover: { parent: 'Saint-Gobain', code: 'ISOVR1', gs1: '50' },
  'West Fraser': { parent: 'West Fraser', code: 'WFRAS1', gs1: '50' },
  Egger: { parent: 'Egger', code: 'EGGER1', gs1: '90' },
  Medite: { parent: 'Medite Smartply', code: 'MEDIT1', gs1: '50' },
  'James Hardie': { parent: 'James Hardie', code: 'JHARD1', gs1: '40' },
  Everbuild: { parent: 'Sika', code: 'EVERB1', gs1: '50' },
  Sika: { parent: 'Sika', code: 'SIKA01', gs1: '76' },
  'Evo-Stik': { parent: 'Bostik', code: 'BOSTK1', gs1: '50' },
  Unibond: { parent: 'Henkel', code: 'HENKL1', gs1: '50' },
  'Dulux Trade': { parent: 'AkzoNobel', code: 'AKZON1', gs1: '50' },
  "Johnstone's Trade": { parent: 'PPG', code: 'PPGJT1', gs1: '50' },
  'Crown Trade': { parent: 'Crown Paints', code: 'CROWN1', gs1: '50' },
  Timco: { parent: 'Timco', code: 'TIMCO1', gs1: '50' },
  Forgefix: { parent: 'Forgefix', code: 'FORGE1', gs1: '50' },
  Visqueen: { parent: 'Berry BPI', code: 'VISQN1', gs1: '50' },
  Catnic: { parent: 'Tata Steel', code: 'CATNC1', gs1: '50' },
  IG: { parent: 'IG Lintels', code: 'IGLIN1', gs1: '50' },
  'Red Gorilla': { parent: 'Red Gorilla', code: 'REDGO1', gs1: '84' },
};

const ARR = ['dims', 'block', 'sect', 'roll', 'dpc', 'screw'];

function parseSpec(txt) {
  const s = {};
  for (const tok of txt.split(' ').filter(Boolean)) {
    const [k, v] = tok.split('=');
    if (ARR.includes(k)) s[k] = v.split('x').map(Number);
    else if (k === 'pack') s[k] = [Number(v.split('/')[0]), v.split('/')[1]];
    else if (k === 'bag') s[k] = v;
    else s[k] = Number(v);
  }
  return s;
}

function parseExtra(txt) {
  const x = {};
  for (const part of txt
    .split(';')
    .map((t) => t.trim())
    .filter(Boolean)) {
    const i = part.indexOf('=');
    const k = part.slice(0, i);
    const v = part.slice(i + 1);
    x[k] = k === 'g' ? Number(v) : k === 'full' ? v === 'true' : v;
  }
  return x;
}

/**
 * Parses a catalogue table. Layout (one product = 3+ lines):
 *   [category / product_type leaf]
 *   key | brand or - | ERP shorthand | base price GBP inc VAT
 *     s: spec tokens (dims=LxWxT, len=m, sect=AxB, kg=, bag=bulk|midi|handy|bag, pack=N/unit ...) | x: extras
 *     n: name variant; name variant; ...      (more n: lines may follow)
 */
export function parseTable(text) {
  const out = [];
  let cat = null;
  let sub = null;
  let cur = null;
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (!line || line.startsWith('#')) continue;
    const head = line.match(/^\[(.+?) \/ (.+)\]$/);
    if (head) {
      [cat, sub] = [head[1], head[2]];
    } else if (line.startsWith('s:')) {
      const [spec, extra] = line.slice(2).split('| x:');
      cur.s = parseSpec(spec.trim());
      Object.assign(cur, parseExtra(extra || ''));
    } else if (line.startsWith('n:')) {
      cur.names.push(
        ...line
          .slice(2)
          .split(';')
          .map((n) => n.trim()),
      );
    } else {
      const [key, brand, erp, price] = line.split('|').map((t) => t.trim());
      if (brand !== '-' && !BRANDS[brand]) throw new Error('unknown brand ' + brand);
      cur = { key, cat, sub, brand: brand === '-' ? null : brand, erp, price: Number(price), names: [], s: {} };
      out.push(cur);
    }
  }
  return out;
}
