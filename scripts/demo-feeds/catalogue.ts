import { addBlockLintelProducts } from "./catalogue-blocks-lintels.ts";
import { addBrickProducts } from "./catalogue-bricks.ts";
import { addCementProducts } from "./catalogue-cement.ts";
import { addChemicalDampProofingProducts } from "./catalogue-chemicals-damp-proofing.ts";
import { addConcreteMortarProducts } from "./catalogue-concrete-mortar.ts";
import { addDrainageProducts } from "./catalogue-drainage.ts";
import { addInsulationProducts } from "./catalogue-insulation.ts";
import { addPlasterProducts } from "./catalogue-plaster.ts";
import { plasterboardAdder } from "./catalogue-plasterboard-adder.ts";
import { addGyprocPlasterboard } from "./catalogue-plasterboard-gyproc.ts";
import { addSiniatKnaufPlasterboard } from "./catalogue-plasterboard-siniat-knauf.ts";
import { addRoofingProducts } from "./catalogue-roofing.ts";
import { addSandAggregateProducts } from "./catalogue-sand-aggregates.ts";
import { addSheetMaterialProducts } from "./catalogue-sheet-materials.ts";
import { addSkirtingArchitraveProducts } from "./catalogue-skirting-architrave.ts";
import { addTimberProducts } from "./catalogue-timber.ts";
import type { AddProduct, Product } from "./catalogue-types.ts";
import { assignIdentifiers } from "./product-identifiers.ts";
import { makeTitle } from "./product-titles.ts";
import { CANONICAL } from "./title-style.ts";

// Order matters: identifiers, offer ids and stockists are drawn from seeded streams in catalogue order.
function buildCatalogue(): Product[] {
  const catalogue: Product[] = [];
  const add: AddProduct = (p) => {
    if (catalogue.some((q) => q.key === p.key)) throw new Error(`duplicate key ${p.key}`);
    catalogue.push({ ...p, name: "" });
  };
  addCementProducts(add);
  addConcreteMortarProducts(add);
  addSandAggregateProducts(add);
  addTimberProducts(add);
  addSheetMaterialProducts(add);
  const pb = plasterboardAdder(add);
  addGyprocPlasterboard(pb);
  addSiniatKnaufPlasterboard(pb);
  addPlasterProducts(add);
  addBrickProducts(add);
  addBlockLintelProducts(add);
  addSkirtingArchitraveProducts(add);
  addInsulationProducts(add);
  addRoofingProducts(add);
  addDrainageProducts(add);
  addChemicalDampProofingProducts(add);

  assignIdentifiers(catalogue);
  for (const p of catalogue) p.name = makeTitle(p, CANONICAL);
  const names = new Set<string>();
  for (const p of catalogue) {
    if (names.has(p.name)) throw new Error(`two catalogue products share the name ${p.name}`);
    names.add(p.name);
  }
  return catalogue;
}

export const catalogue = buildCatalogue();
