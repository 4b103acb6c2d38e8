import type { BrandKey } from "./brands.ts";
import type { AddProduct, Size } from "./catalogue-types.ts";

export function addRoofingProducts(add: AddProduct): void {
  const r = (
    key: string,
    leaf: string,
    brand: BrandKey | undefined,
    line: [string, string] | undefined,
    core: [string, string, string],
    size: Size,
    price: number,
    image: string,
    desc: string,
    single = false,
  ) => add({ key, cat: "roofing", type: ["Roofing", leaf], brand, line, core, size, price, image, desc, single });
  r(
    "roof-tile-marley-modern-smooth-grey",
    "Roof Tiles",
    "marley",
    ["Modern", "Modern"],
    ["Smooth Grey Concrete Roof Tile", "Smooth Grey Tile", "Interlocking Concrete Tile Smooth Grey"],
    { t: "text", s: "420 x 330mm" },
    1.55,
    "roof-tile",
    "Flat interlocking concrete roof tile with a slate-like profile, smooth grey finish, 420 x 330 mm.",
    true,
  );
  r(
    "roof-tile-marley-mendip-granular-brown",
    "Roof Tiles",
    "marley",
    ["Mendip", "Mendip"],
    ["Granular Brown Concrete Roof Tile", "Granular Brown Tile", "Interlocking Concrete Tile Old English Dark Red"],
    { t: "text", s: "420 x 330mm" },
    1.45,
    "roof-tile",
    "Double pantile-style interlocking concrete tile, granular brown finish, 420 x 330 mm.",
    true,
  );
  r(
    "roof-tile-redland-49-farmhouse-red",
    "Roof Tiles",
    "redland",
    ["49", "49"],
    ["Farmhouse Red Concrete Roof Tile", "Farmhouse Red Tile", "Interlocking Concrete Tile Farmhouse Red"],
    { t: "text", s: "381 x 229mm" },
    1.05,
    "roof-tile",
    "Small format interlocking concrete tile, farmhouse red, 381 x 229 mm.",
    true,
  );
  r(
    "roof-tile-redland-49-slate-grey",
    "Roof Tiles",
    "redland",
    ["49", "49"],
    ["Granular Slate Grey Concrete Roof Tile", "Slate Grey Tile", "Interlocking Concrete Tile Granular Slate Grey"],
    { t: "text", s: "381 x 229mm" },
    1.05,
    "roof-tile",
    "Small format interlocking concrete tile, granular slate grey, 381 x 229 mm.",
    true,
  );
  r(
    "roof-tile-redland-renown-brown",
    "Roof Tiles",
    "redland",
    ["Renown", "Renown"],
    ["Granular Brown Concrete Roof Tile", "Brown Tile", "Interlocking Concrete Tile Brown"],
    { t: "text", s: "418 x 330mm" },
    1.5,
    "roof-tile",
    "Large format interlocking concrete tile with a double roll profile, granular brown, 418 x 330 mm.",
    true,
  );
  r(
    "roof-tile-marley-ludlow-plus-smooth-brown",
    "Roof Tiles",
    "marley",
    ["Ludlow Plus", "Ludlow+"],
    ["Smooth Brown Concrete Roof Tile", "Smooth Brown Tile", "Interlocking Concrete Tile Smooth Brown"],
    { t: "text", s: "387 x 229mm" },
    1.1,
    "roof-tile",
    "Interlocking concrete tile with a small double roll, smooth brown, 387 x 229 mm.",
    true,
  );
  r(
    "roof-ridge-marley-segmental-grey",
    "Ridge Tiles",
    "marley",
    undefined,
    ["Segmental Ridge Tile Smooth Grey", "Seg Ridge Grey", "Concrete Segmental Ridge Tile Grey"],
    { t: "text", s: "450mm" },
    5.9,
    "ridge-tile",
    "Concrete segmental ridge tile, smooth grey, 450 mm long.",
    true,
  );
  r(
    "roof-ridge-redland-half-round-red",
    "Ridge Tiles",
    "redland",
    undefined,
    ["Half Round Ridge Tile Red", "HR Ridge Red", "Concrete Half Round Ridge Tile Red"],
    { t: "text", s: "457mm" },
    6.2,
    "ridge-tile",
    "Concrete half round ridge tile, red, 457 mm long.",
    true,
  );
  r(
    "roof-slate-spanish-500x250",
    "Slates",
    undefined,
    undefined,
    ["Natural Spanish Roof Slate", "Spanish Slate", "Natural Slate Blue Grey"],
    { t: "text", s: "500 x 250mm" },
    1.45,
    "roof-slate",
    "Natural blue-grey Spanish roofing slate, 500 x 250 mm, first quality, holed ready for nailing.",
    true,
  );
  r(
    "roof-slate-spanish-600x300",
    "Slates",
    undefined,
    undefined,
    ["Natural Spanish Roof Slate", "Spanish Slate", "Natural Slate Blue Grey"],
    { t: "text", s: "600 x 300mm" },
    2.4,
    "roof-slate",
    "Natural blue-grey Spanish roofing slate, 600 x 300 mm, first quality.",
    true,
  );
  r(
    "roof-slate-fibre-cement-600x300",
    "Slates",
    undefined,
    undefined,
    ["Fibre Cement Roof Slate Blue Black", "Fibre Cement Slate", "Man Made Fibre Cement Slate"],
    { t: "text", s: "600 x 300mm" },
    2.1,
    "roof-slate",
    "Fibre cement roofing slate, blue black, 600 x 300 mm, pre-holed.",
    true,
  );
  r(
    "roof-felt-shed-green-10m",
    "Roofing Felt",
    undefined,
    undefined,
    ["Green Mineral Shed Felt", "Shed Felt Green", "Mineral Surfaced Shed Roof Felt Green"],
    { t: "text", s: "10m x 1m" },
    24,
    "roofing-felt",
    "Green mineral surfaced bitumen felt for sheds and outbuildings, 10 m x 1 m roll.",
  );
  r(
    "roof-felt-underlay-1f-20m",
    "Roofing Felt",
    undefined,
    undefined,
    ["Type 1F Reinforced Underlay", "1F Felt", "Type 1F Bitumen Underslating Felt"],
    { t: "text", s: "20m x 1m" },
    38,
    "roofing-felt",
    "Reinforced bitumen underslating felt, type 1F, 20 m x 1 m roll.",
  );
  r(
    "roof-membrane-marley-breathable-50m",
    "Roofing Membrane",
    "marley",
    undefined,
    ["Breathable Roof Membrane", "Breather Membrane", "Vapour Permeable Roofing Underlay"],
    { t: "text", s: "50m x 1m" },
    78,
    "roof-membrane",
    "Vapour permeable breathable roofing underlay, 50 m x 1 m roll, low resistance for unvented roofs.",
  );
  r(
    "roof-membrane-redland-breathable-1.5x50m",
    "Roofing Membrane",
    "redland",
    undefined,
    ["Breathable Roof Membrane", "Breather Membrane", "Vapour Permeable Roofing Underlay"],
    { t: "text", s: "50m x 1.5m" },
    96,
    "roof-membrane",
    "Vapour permeable breathable roofing underlay, 50 m x 1.5 m roll.",
  );
  for (const [th, w, p] of [
    [25, 38, 5.2],
    [25, 50, 6.6],
  ] as const) {
    r(
      `roof-batten-bs5534-${th}x${w}-4800`,
      "Roofing Battens",
      undefined,
      undefined,
      ["Graded Roofing Batten BS 5534", "Roof Batten BS5534", "Treated Roof Batten Graded to BS 5534"],
      { t: "len", th, w, len: 4800 },
      p,
      "timber-batten",
      `Treated roofing batten graded and marked to BS 5534, ${th} x ${w} mm, 4.8 m.`,
    );
  }
  r(
    "roof-dry-verge-marley-grey",
    "Dry Verge",
    "marley",
    undefined,
    ["Universal Dry Verge Unit Grey", "Dry Verge Grey", "Dry Verge Cap Grey"],
    { t: "text", s: "Single Unit" },
    4.1,
    "ridge-tile",
    "Interlocking dry verge unit for concrete tiled roofs, grey. No mortar needed.",
    true,
  );
}
