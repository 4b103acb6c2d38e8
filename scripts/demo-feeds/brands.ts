interface Brand {
  name: string;
  alt: string;
  upper: string;
  code: string;
}

export const BRANDS = {
  gyproc: { name: "British Gypsum", alt: "Gyproc", upper: "BRITISH GYPSUM LTD", code: "BG" },
  thistle: { name: "British Gypsum", alt: "Thistle", upper: "BRITISH GYPSUM LTD", code: "BGT" },
  siniat: { name: "Siniat", alt: "Siniat (Etex)", upper: "SINIAT LTD", code: "SIN" },
  knauf: { name: "Knauf", alt: "Knauf Drywall", upper: "KNAUF UK", code: "KN" },
  knaufIns: { name: "Knauf Insulation", alt: "Knauf Earthwool", upper: "KNAUF INSULATION", code: "KI" },
  hanson: { name: "Hanson", alt: "Heidelberg Materials", upper: "HEIDELBERG MATERIALS UK", code: "HAN" },
  tarmac: { name: "Tarmac", alt: "Blue Circle", upper: "TARMAC BLUE CIRCLE", code: "TBC" },
  cemex: { name: "Cemex", alt: "CEMEX", upper: "CEMEX UK", code: "CMX" },
  ibstock: { name: "Ibstock", alt: "Ibstock Brick", upper: "IBSTOCK BRICK LTD", code: "IBS" },
  wienerberger: { name: "Wienerberger", alt: "Wienerberger UK", upper: "WIENERBERGER LTD", code: "WB" },
  forterra: { name: "Forterra", alt: "Forterra Building Products", upper: "FORTERRA", code: "FOR" },
  hh: { name: "H+H", alt: "H+H Celcon", upper: "H+H UK LTD", code: "HH" },
  thermalite: { name: "Thermalite", alt: "Forterra Thermalite", upper: "THERMALITE", code: "TML" },
  kingspan: { name: "Kingspan", alt: "Kingspan Insulation", upper: "KINGSPAN INSULATION LTD", code: "KS" },
  celotex: { name: "Celotex", alt: "Celotex (Saint-Gobain)", upper: "CELOTEX LTD", code: "CX" },
  recticel: { name: "Recticel", alt: "Recticel Insulation", upper: "RECTICEL INSULATION", code: "RC" },
  isover: { name: "Isover", alt: "Saint-Gobain Isover", upper: "ISOVER", code: "ISO" },
  rockwool: { name: "Rockwool", alt: "ROCKWOOL", upper: "ROCKWOOL LTD", code: "RW" },
  marley: { name: "Marley", alt: "Marley Roofing", upper: "MARLEY LTD", code: "MAR" },
  redland: { name: "Redland", alt: "BMI Redland", upper: "BMI REDLAND", code: "RED" },
  floplast: { name: "FloPlast", alt: "Floplast", upper: "FLOPLAST LTD", code: "FP" },
  wavin: { name: "Wavin", alt: "Wavin UK", upper: "WAVIN UK", code: "WAV" },
  polypipe: { name: "Polypipe", alt: "Polypipe Building Products", upper: "POLYPIPE LTD", code: "PP" },
  sterling: { name: "SterlingOSB", alt: "Sterling OSB", upper: "STERLINGOSB", code: "SOSB" },
  metsa: { name: "Metsä", alt: "Metsa Wood", upper: "METSA WOOD", code: "MW" },
  medite: { name: "Medite", alt: "MEDITE", upper: "MEDITE EUROPE", code: "MED" },
  everbuild: { name: "Everbuild", alt: "Everbuild (Sika)", upper: "EVERBUILD BUILDING PRODUCTS", code: "EVB" },
  visqueen: { name: "Visqueen", alt: "Visqueen Building Products", upper: "VISQUEEN", code: "VQ" },
} satisfies Record<string, Brand>;

export type BrandKey = keyof typeof BRANDS;
