/**
 * Multi-word intent over held-out set 15's catalogue: symptoms, jobs, rooms and what a trade prices, mostly
 * without the product's noun. 3: what the job needs first; 2: needed too, or a close alternative; 1: useful for the
 * job.
 */
import { intent, type VocabQuery } from "./query-kit.ts";

export const INTENT_15: readonly VocabQuery[] = [
  intent(15, "sandpit for the grandchildren", [3, "agg-tarnbeck-silver-sand-25"], [1, /building-sand/]),
  intent(
    15,
    "bright white pointing on a feature wall",
    [3, "cement-greyholt-white-25"],
    [2, "agg-tarnbeck-silver-sand-25"],
    [1, "cement-lymecroft-hydrated-25", "cement-lymecroft-plasticiser-5"],
  ),
  intent(
    15,
    "stones for a rockery and water feature",
    [3, "agg-tarnbeck-cobbles-20"],
    [2, "agg-tarnbeck-plum-slate-20", "agg-tarnbeck-white-marble-20"],
    [1, "agg-tarnbeck-golden-gravel-20", "agg-tarnbeck-pea-gravel-20"],
  ),
  intent(
    15,
    "tidying up mum's grave",
    [3, "agg-tarnbeck-white-marble-20"],
    [1, "agg-tarnbeck-golden-gravel-20", "agg-tarnbeck-plum-slate-20"],
  ),
  intent(
    15,
    "opening for a door in an internal block wall",
    [3, "block-beamwell-box-1200", /^block-gen-lintel-concrete/],
    [1, /^block-beamwell-cavity/],
  ),
  intent(15, "dividing the hallway wall halfway up", [3, "trim-skirtwell-dado-rail-58"]),
  intent(
    15,
    "edging round the flower beds",
    [3, "land-gen-log-roll-1800", "land-gen-edging-rope-top"],
    [2, "land-gen-kerb-bullnose"],
  ),
  intent(
    15,
    "smothering a big patch of weeds before gravelling",
    [3, "land-gen-weed-membrane-50"],
    [2, "land-gen-weed-membrane-15"],
    [1, "agg-gen-gravel-20-bulk", "agg-tarnbeck-golden-gravel-20", "agg-tarnbeck-pea-gravel-20"],
  ),
  intent(
    15,
    "gravel driveway for two cars",
    [3, "agg-gen-gravel-20-bulk"],
    [2, "agg-tarnbeck-golden-gravel-20", "agg-gen-mot-bulk"],
    [1, "land-gen-weed-membrane-50", "land-gen-kerb-bullnose"],
  ),
  intent(
    15,
    "repointing a listed stone cottage",
    [3, "cement-lymecroft-nhl5-25"],
    [2, "cement-lymecroft-hydrated-25", /building-sand/],
  ),
  intent(
    15,
    "setting a manhole cover back in",
    [3, "cement-greyholt-rapid-10"],
    [1, /^brick-gen-engineering/, "cement-greyholt-mortar-20"],
  ),
  intent(
    15,
    "cellar walls weeping water",
    [3, "cement-lymecroft-waterproofer-5"],
    [1, "cement-lymecroft-sbr-5", "cement-greyholt-render-25"],
  ),
  intent(
    15,
    "modern grey patio",
    [3, /^land-flagcroft-trelissick/],
    [2, "land-gen-slurry-primer-20", "land-flagcroft-riven-natural-600"],
    [1, "land-gen-jointing-compound-grey"],
  ),
  intent(
    15,
    "catching rain off the greenhouse roof",
    [3, "drain-gen-water-butt-210"],
    [2, /^drain-rainsby-gutter/, "drain-rainsby-downpipe-68-black-2500"],
    [1, /^drain-rainsby-(bracket|outlet|stop-end)/],
  ),
  intent(
    15,
    "running new water pipes under the floorboards",
    [3, "plumb-haxby-pipe-15-3000"],
    [2, /^plumb-gen-copper-15/, "plumb-haxby-elbow-15", "plumb-haxby-tee-22", "plumb-haxby-insert-15-10"],
    [1, "plumb-gen-pipe-clips-15-10", /^insul-gen-lagging/],
  ),
  intent(15, "no way to turn the water off to the toilet", [3, "plumb-gen-isolating-valve-15"]),
  intent(
    15,
    "building cupboards in the utility room",
    [3, "sheet-plyholm-mr-mdf-18"],
    [2, /^sheet-plyholm-mdf-(12|18)/, /^sheet-plyholm-hardwood-ply/],
    [1, /^fix-fastwick-wood/],
  ),
  intent(
    15,
    "hall and stairs paint that takes a knock",
    [3, /^paint-hueford-scrubtough-matt/],
    [2, "paint-hueford-scrubtough-silk-white-2-5"],
    [1, /^paint-hueford-trade-matt/],
  ),
  intent(
    15,
    "doing a rental flat in magnolia throughout",
    [3, "paint-hueford-trade-matt-magnolia-10"],
    [2, "paint-hueford-scrubtough-matt-magnolia-2-5"],
    [1, "paint-hueford-trade-matt-white-10", "paint-gen-roller-set-9"],
  ),
  intent(
    15,
    "new windows fitted need finishing round the outside",
    [3, "seal-bondhurst-frame-sealant-white"],
    [2, "seal-gen-sealant-gun", "seal-bondhurst-expanding-foam", "seal-bondhurst-gun-foam"],
    [1, "seal-bondhurst-general-silicone-clear"],
  ),
  intent(
    15,
    "floor tiles over underfloor heating",
    [3, "seal-bondhurst-tile-adhesive-grey-20"],
    [2, "seal-bondhurst-grout-white-5"],
    [1, "sheet-gen-cement-board-12", "seal-bondhurst-tile-adhesive-white-10"],
  ),
  intent(
    15,
    "ceiling between the integral garage and the bedroom",
    [3, "board-plastwell-fire-12-5-2400"],
    [1, "board-plastwell-acoustic-15-2400", "board-plastwell-te-15-2400"],
  ),
  intent(
    15,
    "warm deck flat roof on the kitchen extension",
    [3, "insul-warmlea-thermaslab-100", "roof-gen-epdm-3x4"],
    [2, "insul-warmlea-thermaslab-50", "sheet-plyholm-osb3-18"],
    [1, "insul-warmlea-thermaslab-25", "sheet-plyholm-osb3-11"],
  ),
  intent(
    15,
    "dry lining cold walls in a bungalow",
    [3, "board-plastwell-thermal-37-5-2400"],
    [2, "plaster-plastwell-drywall-adhesive-25"],
    [1, /^insul-warmlea-thermaslab/, /^board-plastwell-te-12-5/],
  ),
  intent(
    15,
    "steps made from sleepers",
    [3, "timber-gen-sleeper-2400", "fix-fastwick-timber-6x150-50"],
    [2, "fix-gen-coach-bolts-m10x150-10"],
    [1, "agg-gen-mot-bulk"],
  ),
];
