// @ts-nocheck
/* eslint-disable */
// Real UK manufacturers / brands, with the spellings merchants actually use in a brand column,
// and the short code an ERP-style merchant appends to titles.

function br(name, alts, short) {
  return { name, alts: [name, ...alts], short };
}

export const B = {
  BG: br('British Gypsum', ['Gyproc', 'BRITISH GYPSUM', 'British Gypsum Saint-Gobain'], 'BG'),
  KNAUF: br('Knauf', ['KNAUF', 'Knauf UK', 'Knauf Drywall'], 'KNAUF'),
  KNAUFINS: br('Knauf Insulation', ['Knauf', 'Knauf Earthwool', 'KNAUF INSULATION'], 'KI'),
  SINIAT: br('Siniat', ['SINIAT', 'Etex Siniat'], 'SINIAT'),
  BC: br('Blue Circle', ['Tarmac Blue Circle', 'Tarmac', 'BLUE CIRCLE'], 'BC'),
  HANSON: br('Hanson', ['Hanson Cement', 'Heidelberg Materials', 'HANSON'], 'HANSON'),
  CASTLE: br('Castle', ['Castle Cement', 'CASTLE'], 'CASTLE'),
  CEMEX: br('Cemex', ['CEMEX', 'Cemex UK'], 'CEMEX'),
  TARMAC: br('Tarmac', ['TARMAC', 'Tarmac Building Products'], 'TARMAC'),
  FBALL: br('F. Ball', ['F Ball', 'F.Ball & Co', 'F BALL'], 'FBALL'),
  HH: br('H+H', ['H+H Celcon', 'Celcon', 'H+H UK'], 'H+H'),
  THERMALITE: br('Forterra', ['Thermalite', 'Forterra Thermalite', 'FORTERRA'], 'FORT'),
  LBC: br('Forterra', ['London Brick', 'Forterra London Brick', 'LBC'], 'LBC'),
  IBSTOCK: br('Ibstock', ['Ibstock Brick', 'IBSTOCK'], 'IBS'),
  WIENER: br('Wienerberger', ['WIENERBERGER', 'Wienerberger Terca'], 'WBG'),
  FLOPLAST: br('FloPlast', ['Floplast', 'FLOPLAST'], 'FP'),
  WAVIN: br('Wavin', ['Osma', 'Wavin OsmaDrain', 'OSMA'], 'OSMA'),
  HEPWORTH: br('Hepworth', ['Wavin Hepworth', 'Hepworth Clay', 'HEPWORTH'], 'HEP'),
  POLYPIPE: br('Polypipe', ['POLYPIPE', 'Polypipe Building Products'], 'PPIPE'),
  HUNTER: br('Hunter', ['Hunter Plastics', 'HUNTER'], 'HUNTER'),
  CELOTEX: br('Celotex', ['CELOTEX', 'Saint-Gobain Celotex'], 'CEL'),
  KINGSPAN: br('Kingspan', ['Kingspan Insulation', 'KINGSPAN'], 'KSPAN'),
  RECTICEL: br('Recticel', ['Recticel Insulation', 'RECTICEL'], 'RECT'),
  ROCKWOOL: br('Rockwool', ['ROCKWOOL', 'Rockwool UK'], 'RW'),
  ISOVER: br('Isover', ['Saint-Gobain Isover', 'ISOVER'], 'ISOVER'),
  MARLEY: br('Marley', ['Marley Roofing', 'MARLEY'], 'MARLEY'),
  REDLAND: br('Redland', ['BMI Redland', 'REDLAND'], 'REDLAND'),
  SANDTOFT: br('Sandtoft', ['Wienerberger Sandtoft', 'SANDTOFT'], 'SANDTOFT'),
  CEMBRIT: br('Cembrit', ['CEMBRIT'], 'CEMBRIT'),
  TYVEK: br('DuPont Tyvek', ['Tyvek', 'DuPont'], 'TYVEK'),
  ONDULINE: br('Onduline', ['ONDULINE'], 'OND'),
  WF: br('West Fraser', ['Norbord', 'SterlingOSB', 'West Fraser (Norbord)'], 'WF'),
  MEDITE: br('Medite', ['MEDITE', 'Medite Smartply'], 'MEDITE'),
  EVERBUILD: br('Everbuild', ['EVERBUILD', 'Everbuild (Sika)'], 'EVB'),
  SIKA: br('Sika', ['SIKA', 'Sika Ltd'], 'SIKA'),
  EVOSTIK: br('Evo-Stik', ['Evostik', 'Bostik', 'EVO-STIK'], 'EVO'),
  DULUX: br('Dulux Trade', ['Dulux', 'DULUX TRADE', 'AkzoNobel'], 'DT'),
  CATNIC: br('Catnic', ['CATNIC', 'Tata Steel Catnic'], 'CATNIC'),
  IG: br('IG Lintels', ['IG', 'IG Ltd'], 'IG'),
  VISQUEEN: br('Visqueen', ['VISQUEEN', 'Visqueen Building Products'], 'VISQ'),
  TIMCO: br('Timco', ['TIMCO'], 'TIMCO'),
};
