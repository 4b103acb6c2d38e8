import type { BrandKey } from "./brands.ts";
import type { AddProduct } from "./catalogue-types.ts";

export function addPlasterProducts(add: AddProduct): void {
  const pl = (
    key: string,
    brand: BrandKey,
    line: [string, string],
    core: [string, string, string],
    kg: number,
    price: number,
    desc: string,
  ) =>
    add({
      key,
      cat: "plaster",
      type: ["Plaster & Render", "Plaster"],
      brand,
      line,
      core,
      size: { t: "kg", kg },
      price,
      image: "plaster-bag",
      desc,
    });
  pl(
    "plaster-thistle-multi-finish-25",
    "thistle",
    ["Thistle Multi-Finish", "Thistle MF"],
    ["Finishing Plaster", "Finish", "Multi-Purpose Finishing Plaster"],
    25,
    13.4,
    "Gypsum finishing plaster for a smooth, hard surface over most backgrounds, including plasterboard and sand/cement.",
  );
  pl(
    "plaster-thistle-board-finish-25",
    "thistle",
    ["Thistle Board Finish", "Thistle BF"],
    ["Finishing Plaster", "Finish", "Plasterboard Skim Plaster"],
    25,
    12.9,
    "Finishing plaster for skimming plasterboard and low-suction backgrounds.",
  );
  pl(
    "plaster-thistle-bonding-25",
    "thistle",
    ["Thistle Bonding Coat", "Thistle Bonding"],
    ["Undercoat Plaster", "Undercoat", "Backing Coat Plaster"],
    25,
    15.6,
    "Undercoat plaster for low-suction backgrounds such as concrete and engineering brick.",
  );
  pl(
    "plaster-thistle-hardwall-25",
    "thistle",
    ["Thistle Hardwall", "Thistle Hardwall"],
    ["Undercoat Plaster", "Undercoat", "Impact Resistant Backing Plaster"],
    25,
    15.2,
    "Tough, quick-drying undercoat plaster for high-suction masonry.",
  );
  pl(
    "plaster-thistle-one-coat-25",
    "thistle",
    ["Thistle UniversalOneCoat", "Thistle One Coat"],
    ["One Coat Plaster", "One Coat", "Single Coat Plaster"],
    25,
    17.8,
    "One coat plaster that undercoats and finishes in a single application on most backgrounds.",
  );
  pl(
    "plaster-thistle-browning-25",
    "thistle",
    ["Thistle Browning", "Thistle Browning"],
    ["Undercoat Plaster", "Undercoat", "Backing Coat Plaster for Masonry"],
    25,
    14.6,
    "Traditional undercoat plaster for moderate-suction masonry backgrounds.",
  );
  pl(
    "plaster-thistle-dri-coat-25",
    "thistle",
    ["Thistle Dri-Coat", "Thistle Dri-Coat"],
    ["Renovating Plaster", "Renovating", "Cement-Based Renovation Plaster"],
    25,
    19.5,
    "Cement-based plaster for replastering after a damp-proof course has been installed.",
  );
  pl(
    "plaster-gyproc-easi-fill-10",
    "gyproc",
    ["Gyproc Easi-Fill", "Gyproc Easi-Fill"],
    ["Jointing Filler", "Filler", "Plasterboard Joint Filler"],
    10,
    19.5,
    "Easy-sanding gypsum filler for taping and jointing plasterboard and filling small defects.",
  );
  pl(
    "plaster-knauf-multi-finish-25",
    "knauf",
    ["Multi-Finish", "MF"],
    ["Finishing Plaster", "Finish Plaster", "Multi-Purpose Finishing Plaster"],
    25,
    12.6,
    "Multi-purpose gypsum finishing plaster for plasterboard and undercoats.",
  );
  pl(
    "plaster-knauf-bonding-25",
    "knauf",
    ["Bonding", "Bonding"],
    ["Undercoat Plaster", "Undercoat", "Backing Coat Plaster"],
    25,
    14.9,
    "Undercoat plaster for low-suction backgrounds.",
  );
}
