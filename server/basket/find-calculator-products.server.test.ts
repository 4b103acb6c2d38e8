import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "../db/client.server.ts";
import { testDatabases } from "../../tests/setup/test-databases.ts";
import { createListedProduct, createMerchant, createNameExclusion, hideProduct } from "../../tests/setup/factories.ts";
import { findCalculatorProducts } from "./find-calculator-products.server.ts";

const BRICK = { height: "65 mm", depth: "102.5 mm", length: "215 mm", perforation: "perforated" };

describe.each(testDatabases())("findCalculatorProducts on $name", (engine) => {
  let database: Database;
  beforeEach(async () => {
    database = await engine.open();
  });
  afterEach(async () => {
    await database.close();
  });

  it("finds bricks by their parsed size and type, counts packs, and puts the cheapest for the quantity first", async () => {
    const { db } = database;
    const a = (await createMerchant(db)).id;
    const b = (await createMerchant(db)).id;
    // 630 single bricks at £0.70 = £441; 2 packs of 500 at £300 = £600; one at 0.62 is cheaper but out of stock.
    const single = await createListedProduct(
      db,
      {
        name: "Red Brick",
        category: "bricks",
        facts: { type: "common", ...BRICK },
        measureUnit: "item",
        measureQuantity: 1,
      },
      [
        { merchantId: a, price: 0.7 },
        { merchantId: b, price: 0.75 },
      ],
    );
    const pack = await createListedProduct(
      db,
      {
        name: "Brick Pack",
        category: "bricks",
        facts: { type: "common", pack: "500 pack", ...BRICK },
        measureUnit: "item",
        measureQuantity: 500,
      },
      [{ merchantId: a, price: 300 }],
    );
    await createListedProduct(
      db,
      {
        name: "Sold Out Brick",
        category: "bricks",
        facts: { type: "common", ...BRICK },
        measureUnit: "item",
        measureQuantity: 1,
      },
      [{ merchantId: a, price: 0.62, availability: "out_of_stock", available: false }],
    );
    // Named like a common brick, but the matcher read a facing brick, and another is not 65 mm high.
    await createListedProduct(
      db,
      { name: "Common Brick 215 x 65", category: "bricks", facts: { type: "facing", ...BRICK }, measureUnit: "item" },
      [{ merchantId: a, price: 0.5 }],
    );
    await createListedProduct(
      db,
      {
        name: "Tall Brick",
        category: "bricks",
        facts: { type: "common", ...BRICK, height: "73 mm" },
        measureUnit: "item",
      },
      [{ merchantId: a, price: 0.4 }],
    );
    const hidden = await createListedProduct(
      db,
      { name: "Hidden Brick", category: "bricks", facts: { type: "common", ...BRICK }, measureUnit: "item" },
      [{ merchantId: a, price: 0.3 }],
    );
    await hideProduct(db, hidden.id);
    await createListedProduct(
      db,
      { name: "Excluded Seconds Brick", category: "bricks", facts: { type: "common", ...BRICK }, measureUnit: "item" },
      [{ merchantId: a, price: 0.3 }],
    );
    await createNameExclusion(db, "seconds");

    const [matches] = await findCalculatorProducts(db, [
      { material: "bricks", label: "Bricks", count: 630, brickType: "common" },
    ]);
    expect(matches?.products).toEqual([
      expect.objectContaining({
        id: single.id,
        lowestPrice: 0.7,
        quantity: 630,
        perUnitLabel: "1 brick",
        unitLabel: "brick",
        estimatedCost: 441,
        merchantCount: 2,
        inStockCount: 2,
      }),
      expect.objectContaining({
        id: pack.id,
        lowestPrice: 300,
        quantity: 2,
        perUnit: 500,
        perUnitLabel: "pack of 500 bricks",
        unitLabel: "pack of 500",
        estimatedCost: 600,
      }),
    ]);
  });

  it("counts bagged goods by weight and keeps only general-purpose cement of the chosen bag size", async () => {
    const { db } = database;
    const m = (await createMerchant(db)).id;
    const bulk = await createListedProduct(
      db,
      {
        name: "Bulk Bag Builders",
        category: "sand",
        facts: { type: "building sand", pack: "bulk bag 850 kg" },
        measureUnit: "kg",
        measureQuantity: 850,
      },
      [{ merchantId: m, price: 60 }],
    );
    const bags = await createListedProduct(
      db,
      {
        name: "Bagged Builders",
        category: "sand",
        facts: { type: "building sand", pack: "25 kg" },
        measureUnit: "kg",
        measureQuantity: 25,
      },
      [{ merchantId: m, price: 4 }],
    );
    await createListedProduct(
      db,
      {
        name: "Building Sand Sharp",
        category: "sand",
        facts: { type: "sharp sand", pack: "25 kg" },
        measureUnit: "kg",
        measureQuantity: 25,
      },
      [{ merchantId: m, price: 1 }],
    );
    const cement = await createListedProduct(
      db,
      {
        name: "OPC",
        category: "cement",
        facts: { line: "general-purpose", pack: "25 kg" },
        measureUnit: "kg",
        measureQuantity: 25,
      },
      [{ merchantId: m, price: 8 }],
    );
    await createListedProduct(
      db,
      {
        name: "White",
        category: "cement",
        facts: { line: "snowcrete", pack: "25 kg" },
        measureUnit: "kg",
        measureQuantity: 25,
      },
      [{ merchantId: m, price: 5 }],
    );
    await createListedProduct(
      db,
      {
        name: "Small OPC",
        category: "cement",
        facts: { line: "general-purpose", pack: "10 kg" },
        measureUnit: "kg",
        measureQuantity: 10,
      },
      [{ merchantId: m, price: 2 }],
    );

    const [cementMatches, sandMatches] = await findCalculatorProducts(db, [
      { material: "cement", label: "Cement", kg: 230, bagKg: 25 },
      { material: "building-sand", label: "Building sand", kg: 1021 },
    ]);
    expect(cementMatches?.products.map((p) => [p.id, p.quantity])).toEqual([[cement.id, 10]]);
    // 2 bulk bags (£120) beat 41 bags of 25 kg (£164).
    expect(sandMatches?.products.map((p) => [p.id, p.quantity, p.perUnitLabel, p.unitLabel])).toEqual([
      [bulk.id, 2, "850 kg", "bulk bag"],
      [bags.id, 41, "25 kg", "bag"],
    ]);
  });

  it("matches plasterboard, timber and insulation by the matcher's sizes, and says when nothing matches", async () => {
    const { db } = database;
    const m = (await createMerchant(db)).id;
    const board = await createListedProduct(
      db,
      {
        name: "Board",
        category: "plasterboard",
        facts: { type: "standard", thickness: "12.5 mm", width: "1.2 m", length: "2.4 m" },
        measureUnit: "m2",
        measureQuantity: 2.88,
      },
      [{ merchantId: m, price: 11 }],
    );
    await createListedProduct(
      db,
      {
        name: "Small Board",
        category: "plasterboard",
        facts: { type: "standard", thickness: "12.5 mm", width: "900 mm", length: "1.8 m" },
      },
      [{ merchantId: m, price: 6 }],
    );
    const cls = await createListedProduct(
      db,
      {
        name: "CLS x10",
        category: "timber",
        facts: { line: "cls", thickness: "38 mm", width: "89 mm", length: "2.4 m", pack: "10 pack" },
        measureUnit: "m",
        measureQuantity: 24,
      },
      [{ merchantId: m, price: 40 }],
    );
    const roll = await createListedProduct(
      db,
      {
        name: "Roll",
        category: "insulation",
        facts: { form: "roll/slab", thickness: "100 mm", area: "11.63 m²" },
        measureUnit: "m2",
        measureQuantity: 11.63,
      },
      [{ merchantId: m, price: 28 }],
    );

    const found = await findCalculatorProducts(db, [
      {
        material: "plasterboard",
        label: "Plasterboard",
        sheets: 10,
        lengthMm: 2400,
        widthMm: 1200,
        thicknessMm: 12.5,
        boardType: "standard",
      },
      { material: "timber", label: "CLS", lengths: 14, line: "cls", sectionMm: [38, 89], lengthMm: 2400 },
      { material: "insulation", label: "Insulation", areaM2: 42, thicknessMm: 100, form: "roll" },
      { material: "insulation", label: "Boards", areaM2: 42, thicknessMm: 100, form: "board" },
    ]);
    expect(found.map((f) => f.products.map((p) => [p.id, p.quantity]))).toEqual([
      [[board.id, 10]],
      [[cls.id, 2]],
      [[roll.id, 4]],
      [],
    ]);
  });
});
