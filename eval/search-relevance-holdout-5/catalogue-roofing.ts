/** Held-out set 5: roof tiles and slates, felts and membranes, battens, lead, sheets. */
import { p, type Product } from "./catalogue-types.ts";

const S = "single" as const;
const BOARD = "board" as const;

export const ROOFING: Product[] = [
  p("roofing", "roofing-ellesdon-interlocking-brown", 1.6, {
    brand: "Ellesdon",
    noun: "Interlocking Concrete Roof Tile",
    detail: "Brown",
    use: "pitched roofs",
    reach: 4,
  }),
  p("roofing", "roofing-ellesdon-interlocking-grey", 1.6, {
    brand: "Ellesdon",
    noun: "Interlocking Concrete Roof Tile",
    detail: "Slate Grey",
    use: "pitched roofs",
  }),
  p("roofing", "roofing-ellesdon-ridge-brown", 5.5, {
    brand: "Ellesdon",
    noun: "Half Round Ridge Tile",
    detail: "Brown",
    use: "capping the ridge of a tiled roof",
  }),
  p("roofing", "roofing-galdrona-slate-500x250", 1.45, {
    form: BOARD,
    brand: "Galdrona",
    noun: "Natural Spanish Roof Slate",
    dims: [0, 250, 500],
    use: "pitched roofs",
  }),
  p("roofing", "roofing-galdrona-slate-600x300", 2.1, {
    form: BOARD,
    brand: "Galdrona",
    noun: "Natural Spanish Roof Slate",
    dims: [0, 300, 600],
    use: "pitched roofs",
  }),
  p("roofing", "roofing-topweld-shed-felt-green", 24, {
    brand: "Topweld",
    noun: "Shed Roof Felt",
    detail: "Green Mineral",
    pack: "10m x 1m Roll",
    use: "sheds and outbuildings",
    reach: 4,
  }),
  p("roofing", "roofing-topweld-underslating-felt", 29, {
    brand: "Topweld",
    noun: "Underslating Roofing Felt",
    detail: "Type 1F",
    pack: "15m x 1m Roll",
    use: "under tiles and slates on pitched roofs",
  }),
  p("roofing", "roofing-topweld-breathable-membrane", 58, {
    brand: "Topweld",
    noun: "Breathable Roof Membrane",
    pack: "50m x 1m Roll",
    use: "under tiles and slates; lets vapour out of the roof space",
  }),
  p("roofing", "roofing-gen-batten-25x38-4800", 3.2, {
    form: "section",
    noun: "Treated Roofing Batten",
    dims: [25, 38],
    length: 4800,
    use: "fixing tiles and slates",
    reach: 4,
  }),
  p("roofing", "roofing-gen-batten-25x50-4800", 4.1, {
    form: "section",
    noun: "Treated Roofing Batten",
    dims: [25, 50],
    length: 4800,
    use: "fixing tiles and slates",
  }),
  p("roofing", "roofing-gen-lead-code4-150", 39, {
    form: S,
    noun: "Lead Flashing",
    detail: "Code 4",
    dims: [150],
    length: 3000,
    use: "weatherproofing roof junctions and chimneys",
  }),
  p("roofing", "roofing-gen-lead-code4-300", 76, {
    form: S,
    noun: "Lead Flashing",
    detail: "Code 4",
    dims: [300],
    length: 3000,
    use: "weatherproofing roof junctions and chimneys",
  }),
  p("roofing", "roofing-corrawave-bitumen-sheet-black", 16.5, {
    form: BOARD,
    brand: "Corrawave",
    noun: "Corrugated Bitumen Roof Sheet",
    detail: "Black",
    dims: [0, 950, 2000],
    use: "sheds, carports and lean-tos",
  }),
];
