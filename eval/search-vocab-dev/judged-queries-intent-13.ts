/**
 * Multi-word intent over held-out set 13's catalogue: symptoms, jobs, rooms and what a trade prices, mostly
 * without the product's noun. 3: what the job needs first; 2: needed too, or a close alternative; 1: useful for the
 * job.
 */
import { intent, type VocabQuery } from "./query-kit.ts";

const SILICONE_13 = ["seal-tenaxo-silicone-white", "seal-tenaxo-silicone-clear"];

export const INTENT_13: readonly VocabQuery[] = [
  intent(13, "bath sealant gone black with mould", [3, ...SILICONE_13], [2, "seal-gen-sealant-gun"]),
  intent(
    13,
    "gaps along the skirting before i paint",
    [3, "seal-tenaxo-decorators-caulk"],
    [2, "seal-gen-sealant-gun"],
    [1, "paint-gen-filler-ready-mixed"],
  ),
  intent(13, "loft pipes froze last winter", [3, /^insul-gen-lagging/], [1, /^insul-warmlok-roll/]),
  intent(
    13,
    "fence blew down in the storm",
    [3, /^timber-gen-panel-(overlap|closeboard)/, /^timber-gen-fence-post/, "timber-gen-concrete-post-2360"],
    [2, "cement-stonacre-postfix"],
    [1, "cement-stonacre-concrete-mix", "timber-gen-gravel-board-22x150-1830", "timber-gen-arris-75x75-3000"],
  ),
  intent(
    13,
    "fence post rocking in the wind",
    [3, "cement-stonacre-postfix"],
    [2, "cement-stonacre-concrete-mix", /^timber-gen-fence-post/, "timber-gen-concrete-post-2360"],
    [1, "cement-stonacre-rapid-set"],
  ),
  intent(
    13,
    "what goes under patio slabs first",
    [3, "agg-gen-mot-type1-bulk"],
    [2, /sharp-sand/],
    [1, "cement-stonacre-opc-25", "agg-gen-ballast-bulk", "land-gen-weed-membrane"],
  ),
  intent(
    13,
    "weeds growing between the patio slabs",
    [3, "land-cragsby-jointing-compound"],
    [2, "agg-gritwell-kiln-dried-sand"],
    [1, "land-gen-weed-membrane"],
  ),
  intent(
    13,
    "bedroom wall noisy neighbours",
    [3, "board-gauntry-acoustic-15-2400", "insul-warmlok-acoustic-roll"],
    [1, /^board-gauntry-std-/, "board-gen-te-12-5", "board-gauntry-fire-15-2400"],
  ),
  intent(
    13,
    "cold outside wall in a victorian terrace",
    [3, "board-gauntry-thermal-37-5-2400"],
    [2, /^insul-warmlok-pir/],
    [1, "plaster-gauntry-dryfix"],
  ),
  intent(
    13,
    "making the loft usable for storage",
    [3, "sheet-sheetwright-osb3-tg-18", /^sheet-gen-chipboard-p5/, "insul-gen-loft-legs"],
    [1, /^fix-clenchfast-wood/],
  ),
  intent(
    13,
    "shed roof letting rain in",
    [3, "roof-gen-shed-felt"],
    [2, "fix-clenchfast-nails-clout-30", "roof-gen-corrugated-bitumen"],
    [1, "roof-gen-epdm-3x4", "roof-gen-flashing-tape", "seal-tenaxo-roof-sealant"],
  ),
  intent(
    13,
    "recovering the flat roof on the garage",
    [3, "roof-gen-epdm-3x4"],
    [1, "sheet-sheetwright-osb3-18", "sheet-sheetwright-osb3-11", "insul-warmlok-pir-100", "roof-gen-shed-felt"],
  ),
  intent(
    13,
    "gutter dripping at the joint",
    [3, "seal-tenaxo-roof-sealant"],
    [2, "drain-runnel-union-black"],
    [1, "roof-gen-flashing-tape", /^drain-runnel-gutter/],
  ),
  intent(
    13,
    "puddle across the driveway every time it rains",
    [3, "drain-runnel-channel-drain"],
    [2, "drain-runnel-soakaway-crate", "drain-runnel-gully"],
    [1, "drain-runnel-pipe-110-3000"],
  ),
  intent(
    13,
    "tiling round the shower",
    [3, "seal-tenaxo-tile-adhesive-wall"],
    [2, "seal-tenaxo-tile-adhesive-floor", "seal-tenaxo-grout-grey", "sheet-gen-cement-board-12", ...SILICONE_13],
  ),
  intent(
    13,
    "fascias rotting above the gutter",
    [3, "roof-gen-fascia-white"],
    [2, "roof-gen-soffit-white"],
    [1, "drain-runnel-bracket-black"],
  ),
  intent(
    13,
    "skimming over an artex ceiling",
    [3, "plaster-gauntry-multi-finish"],
    [2, "plaster-gauntry-board-finish", "plaster-gen-pva-primer", "seal-tenaxo-pva"],
    [1, "plaster-gen-scrim-90", "cement-limeward-sbr"],
  ),
  intent(
    13,
    "raised veg beds for the allotment",
    [3, "timber-gen-sleeper-green"],
    [2, "agg-gen-topsoil-bulk", "fix-clenchfast-timber-6-3x150"],
    [1, "land-gen-weed-membrane"],
  ),
  intent(
    13,
    "putting a partition wall up in the garage",
    [3, /^timber-timberlode-cls/],
    [2, "board-gauntry-std-te-12-5-2400", "board-gen-te-12-5", "fix-clenchfast-drywall-3-5x38"],
    [2, /^timber-timberlode-c16-47x(75|100)-/],
    [1, "insul-warmlok-acoustic-roll", "fix-clenchfast-nails-round-75", "board-gauntry-fire-12-5-2400"],
  ),
  intent(
    13,
    "hang a heavy mirror on a hollow wall",
    [3, "fix-clenchfast-plasterboard-fixings"],
    [1, /^fix-clenchfast-plugs/],
  ),
  intent(13, "heat escaping through the wall behind the radiators", [3, "insul-gen-radiator-foil"]),
  intent(
    13,
    "fitting a new mixer tap",
    [3, "plumb-gen-flexi-tap-connector"],
    [2, "plumb-pipeworth-isolating-valve-15"],
    [1, "plumb-gen-ptfe-tape"],
  ),
  intent(
    13,
    "crumbling mortar on a stone cottage",
    [3, "cement-limeward-nhl35"],
    [2, "cement-limeward-hydrated", /building-sand/],
    [1, "cement-stonacre-mortar-grey"],
  ),
  intent(13, "musty smell under the floorboards", [3, "brick-gen-air-brick-terracotta"]),
  intent(
    13,
    "support over a new window in a cavity wall",
    [3, "block-gen-lintel-steel-1500"],
    [2, /^block-gen-lintel-concrete/],
    [1, "block-gen-padstone"],
  ),
];
