/**
 * The matching rules of docs/decisions/010, each on fixtures shaped like the failures real feeds showed,
 * run through the assigner ingest uses.
 */
import { describe, expect, it } from "vitest";
import { assignProducts, type AssignInput } from "./assign-products.ts";
import { emptyOwnership } from "./key-ownership.ts";
import { explainTitlePair } from "./explain-title-pair.ts";
import { compareProfiles, extractProductFacts, type OfferIdentityInput } from "./normalise/index.ts";

const row = (merchant: string, itemId: string, input: OfferIdentityInput): AssignInput => ({
  facts: extractProductFacts(input),
  merchant,
  itemId,
});
const productsOf = (rows: AssignInput[]) => assignProducts(rows, emptyOwnership()).assignments.map((a) => a.productId);

describe("titles in any script", () => {
  it("never matches two titles that share no readable word", () => {
    expect(explainTitlePair({ title: "Платье летнее красное" }, { title: "Юбка шерстяная синяя" }).same).toBe(false);
    expect(explainTitlePair({ title: "Ελαιόλαδο παρθένο 1L" }, { title: "Μέλι θυμαρίσιο 1L" }).same).toBe(false);
  });

  it("matches the same Cyrillic title at two merchants, and keeps its sizes apart", () => {
    expect(explainTitlePair({ title: "Платье летнее красное" }, { title: "Платье летнее красное" }).same).toBe(true);
    const [m, l] = productsOf([
      row("shop-a", "1", { title: "Платье летнее красное", size: "M" }),
      row("shop-b", "2", { title: "Платье летнее красное", size: "L" }),
    ]);
    expect(m).not.toBe(l);
  });

  it("never matches titles written in two scripts", () => {
    const verdict = explainTitlePair({ title: "Подушка ортопедическая" }, { title: "Orthopaedic Pillow" });
    expect(verdict.same).toBe(false);
  });

  it("does not match on nothing: two titles with no words, numbers or attributes", () => {
    expect(explainTitlePair({ title: "★★★" }, { title: "—" }).same).toBe(false);
  });
});

describe("one merchant's items", () => {
  it("keeps five flavours of one brand's dip apart, and their brand is not its first word", () => {
    const flavours = ["aux olives", "à la tomate", "au basilic", "aux poivrons", "à l'artichaut"];
    const rows = flavours.map((f, i) =>
      row("epicerie", `T${i}`, { title: `Tartinade ${f} 90g`, brand: "Les Délices de Manosque" }),
    );
    expect(new Set(productsOf(rows)).size).toBe(5);
    const family = rows[0]!.facts.brandFamily;
    expect(family).not.toBe("les");
    expect(extractProductFacts({ title: "x", brand: "Les Jardins de Provence" }).brandFamily).not.toBe(family);
  });

  it("keeps three pillow shapes with different MPNs apart, at one merchant and across merchants", () => {
    const pillow = (mpn: string) => ({ title: "Memory Foam Pillow Ergonomic", brand: "Sleepwell", mpn });
    const [a, b, c, elsewhere] = productsOf([
      row("bedding", "1", pillow("SLP-5NR")),
      row("bedding", "2", pillow("SLP-514")),
      row("bedding", "3", pillow("SLP-SB-518")),
      row("linen-store", "9", pillow("SLP-514")),
    ]);
    expect(new Set([a, b, c]).size).toBe(3);
    expect(elsewhere).toBe(b);
  });

  it("lets a merchant's two listings of one GTIN share a product, and nothing else", () => {
    const board = { title: "Gyproc WallBoard 12.5mm 2400 x 1200mm", brand: "Gyproc" };
    const [first, again, other] = productsOf([
      row("yard", "A", { ...board, gtin: "5010899000123" }),
      row("yard", "B", { ...board, gtin: "5010899000123" }),
      row("yard", "C", board),
    ]);
    expect(again).toBe(first);
    expect(other).not.toBe(first);
  });
});

describe("one merchant listing one article twice", () => {
  it("keeps the copy apart, and sends other merchants' offers to the first, not to a third product", () => {
    const [first, copy, other, another] = productsOf([
      row("yard", "a", { title: "Code 4 Lead Flashing 240mm x 3m" }),
      row("yard", "b", { title: "Code 4 Lead Flashing (L)3m (W)240mm" }),
      row("store", "c", { title: "Code 4 Lead Flashing 240mm x 3m" }),
      row("depot", "d", { title: "Lead Flashing Code 4 240mm x 3m" }),
    ]);
    expect(copy).not.toBe(first);
    expect(other).toBe(first);
    expect(another).toBe(first);
  });

  it("still refuses to guess between look-alikes no one merchant listed twice", () => {
    const [thin, thick, unsure] = productsOf([
      row("yard", "a", { title: "MDF Torus Skirting 18 x 144mm x 4.2m" }),
      row("store", "b", { title: "MDF Torus Skirting 25 x 144mm x 4.2m" }),
      row("depot", "c", { title: "Torus MDF Skirting 144mm 14ft" }),
    ]);
    expect(thick).not.toBe(thin);
    expect(unsure).not.toBe(thin);
    expect(unsure).not.toBe(thick);
  });
});

describe("variants across merchants", () => {
  it("separates item-group members by their stated colour and joins each to its own kind elsewhere", () => {
    const downpipe = { title: "FloPlast 68mm Round Downpipe 2.5m", brand: "FloPlast", itemGroupId: "RDP68" };
    const [black, grey, brown, greyElsewhere] = productsOf([
      row("yard", "B", { ...downpipe, color: "Black" }),
      row("yard", "G", { ...downpipe, color: "Grey" }),
      row("yard", "N", { ...downpipe, color: "Brown" }),
      row("store", "x", { title: "FloPlast Round Downpipe Grey 68mm x 2.5m", brand: "FloPlast" }),
    ]);
    expect(new Set([black, grey, brown]).size).toBe(3);
    expect(greyElsewhere).toBe(grey);
  });

  it("reads a colour stated only in the color column as the title's", () => {
    expect(
      explainTitlePair(
        { title: "Slate Chippings 40mm 20kg", color: "Plum" },
        { title: "Plum Slate Chippings 40mm 20kg" },
      ).same,
    ).toBe(true);
    expect(
      explainTitlePair(
        { title: "Slate Chippings 40mm 20kg", color: "Plum" },
        { title: "Green Slate Chippings 40mm 20kg" },
      ).same,
    ).toBe(false);
  });

  it("compares sizes stated in the size column as sizes, not as text", () => {
    const sleeper = (title: string, size: string) => ({ title, size, color: "Brown" });
    const [a, b, c] = productsOf([
      row("yard", "1", sleeper("Treated Brown Sleeper 100 x 200mm x 2.4m", "100 x 200mm x 2.4m")),
      row("trade", "2", sleeper("SLEEPER TRTD BROWN 100X200 2.4M", "100X200 2.4M")),
      row("store", "3", sleeper("2.4m Treated Brown Sleeper", "2.4m (L) x 200mm (W) x 100mm (T)")),
    ]);
    expect(new Set([a, b, c]).size).toBe(1);
    const [long, short] = productsOf([
      row("yard", "1", sleeper("Treated Brown Sleeper", "100 x 200mm x 2.4m")),
      row("trade", "2", sleeper("Treated Brown Sleeper", "100 x 200mm x 1.2m")),
    ]);
    expect(long).not.toBe(short);
  });

  it("reads a bag size in the size column as the bag, whatever the merchant calls it", () => {
    const sand = (title: string, size: string) => ({ title, size, color: "Red" });
    const [bulk, jumbo] = productsOf([
      row("yard", "1", sand("Building Sand Red Bulk Bag", "Bulk Bag")),
      row("trade", "2", sand("Red Building Sand - Jumbo Bag", "Jumbo Bag")),
    ]);
    expect(bulk).toBe(jumbo);
  });

  it("does not read a size column again when the title already holds its numbers", () => {
    const set = extractProductFacts({ title: "2.2m MDF Ogee Architrave 18x69mm (5)", size: "18x69mm 2.2m" });
    expect(set.profile.numbers.count).toBe("5");
  });
});

describe("look-alikes of one maker", () => {
  it("keeps general-purpose and premium cement apart", () => {
    expect(
      explainTitlePair(
        { title: "CEMEX Rugby Premium Cement 25kg", brand: "CEMEX" },
        { title: "CEMEX Rugby General Purpose Cement 25kg", brand: "CEMEX" },
      ).same,
    ).toBe(false);
  });

  it("keeps a named range apart from the maker's standard bag", () => {
    expect(
      explainTitlePair(
        { title: "Hanson Cement 25kg", brand: "Hanson" },
        { title: "Hanson Procrete Cement 25kg", brand: "Hanson" },
      ).same,
    ).toBe(false);
  });

  it("keeps a downpipe shoe, a clip and the downpipe apart", () => {
    const a = { title: "FloPlast Round Downpipe Shoe 68mm Black", brand: "FloPlast" };
    const b = { title: "FloPlast Round Downpipe Clip 68mm Black", brand: "FloPlast" };
    expect(explainTitlePair(a, b).same).toBe(false);
  });

  it("reads planed timber's finished and nominal sections as one", () => {
    expect(
      explainTitlePair({ title: "PAR Redwood 19mm x 94mm x 2400mm" }, { title: "PAR Redwood 25 x 100mm 2.4m" }).same,
    ).toBe(true);
    expect(
      explainTitlePair({ title: "PAR Redwood 19 x 94mm 2.4m" }, { title: "PAR Redwood 19 x 144mm 2.4m" }).same,
    ).toBe(false);
  });
});

describe("compareProfiles guards", () => {
  const base = extractProductFacts({ title: "Подушка 50x70", brand: "Sonya" }).profile;
  it("refuses two profiles alike in everything but their script", () => {
    expect(compareProfiles(base, { ...base }).same).toBe(true);
    expect(compareProfiles(base, { ...base, script: "latin" })).toMatchObject({
      same: false,
      reason: "script cyrillic ≠ latin",
    });
  });
  it("refuses two variants of one profile, and another part number of the same maker", () => {
    expect(
      compareProfiles({ ...base, variant: { color: "red" } }, { ...base, variant: { color: "blue" } }).reason,
    ).toBe("color red ≠ blue");
    expect(compareProfiles({ ...base, mpn: "SN-1" }, { ...base, mpn: "SN-2" }).reason).toBe("mpn SN-1 ≠ SN-2");
  });
});
