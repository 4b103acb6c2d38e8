/**
 * Held-out set 17's catalogue: multi-word intent, synonyms and generic category words, graded from the catalogue
 * alone (query-kit.ts tiers).
 */
import { generic, intent, synonym, type VocabQuery } from "./query-kit.ts";

const S = 17;

export const INTENT_17: readonly VocabQuery[] = [
  intent(S, "something soft for the kids sandpit", [3, /play-sand/], [1, /kiln-dried-sand/]),
  intent(
    S,
    "solid base under a new summerhouse",
    [3, /mot-(bulk|25)/, /scalpings/],
    [2, /ballast/],
    [1, /weed-membrane/],
  ),
  intent(S, "rusty iron railings need repainting", [3, /metal-black/], [1, /sandpaper/, /brush-set/]),
  intent(S, "cladding the outside of a shed", [3, /shiplap/], [2, /featheredge/], [1, /shed-fence/]),
  intent(S, "tongue and groove panelling for a bathroom wall", [3, /matchboard/], [1, /varnish/, /mr-mdf/]),
  intent(S, "protect a pine table indoors with a clear finish", [3, /varnish-satin/], [1, /sandpaper/]),
  intent(S, "rubbing down woodwork before painting", [3, /sandpaper/], [1, /undercoat/, /sugar-soap/]),
  intent(S, "seal round a pipe going through a fire wall", [3, /fire-sealant/], [2, /fire-12-5/], [1, /gun-foam/]),
  intent(S, "gable end tiles keep losing their mortar", [3, /dry-verge/], [1, /ridge/, /mortar-20/]),
  intent(
    S,
    "giving a block garden wall a render finish",
    [3, /render-25/],
    [2, /sbr/, /waterproofer/, /sharp-sand/],
    [1, /stop-bead/, /weybourne/],
  ),
  intent(
    S,
    "screeding over underfloor heating pipes",
    [3, /screed-25/],
    [2, /sharp-sand/, /opc-25/, /selflevel/],
    [1, /sturston/],
  ),
  intent(S, "mortar for a listed cottage", [3, /nhl35/, /hydrated/], [2, /building-sand/], [1, /plasticiser/]),
  intent(S, "foundations in clay with sulfates", [3, /sulfate-25/], [2, /opc-25/], [1, /trench-300/, /ballast/]),
  intent(S, "laying concrete when it's frosty", [3, /frostproofer/], [2, /rapid-25/], [1, /concrete-20/]),
  intent(S, "wobbly gate post needs fixing fast", [3, /postmix/], [2, /rapid-25/], [1, /fence-post/]),
  intent(
    S,
    "cladding a garden office",
    [3, /shiplap/],
    [2, /breather-membrane/, /batten/],
    [1, /multifoil/, /shed-fence/],
  ),
  intent(S, "insulating a garden room floor", [3, /sturston/], [2, /eps-50/, /multifoil/], [1, /osb3-tg/, /chipboard/]),
  intent(S, "hide the pipes behind the toilet with a boxing", [3, /mr-mdf/], [2, /mdf-(12|18)/], [1, /planed-18x44/]),
  intent(S, "putting tiles on the kitchen wall", [3, /tile-adhesive-wall/], [2, /grout/, /tile-adhesive-floor/]),
  intent(
    S,
    "tiling the utility room floor",
    [3, /tile-adhesive-floor/],
    [2, /grout/, /tile-backer/],
    [1, /tile-adhesive-wall/],
  ),
  intent(S, "cleaning grease off kitchen walls so paint sticks", [3, /sugar-soap/], [1, /masking-tape-25/]),
  intent(S, "old lead round the chimney has split", [3, /lead-code4/], [2, /flashing-tape/], [1, /roof-sealant/]),
  intent(S, "window sill inside has gone soft", [3, /window-board/], [1, /grab-adhesive/, /caulk/]),
  intent(
    S,
    "piers for a pair of garden gates",
    [3, /engineering/, /^brick-elsing-/],
    [2, /mortar-20/, /building-sand/],
    [1, /padstone/],
  ),
  intent(
    S,
    "fixing a timber ledger to a brick wall",
    [3, /masonry-7-5x100/, /frame-fixings/],
    [2, /threaded-rod/],
    [1, /joist-hanger/],
  ),
];

export const SYNONYMS_17: readonly VocabQuery[] = [
  synonym(S, "three by two treated timber", [3, /c16-47x75/], [2, /cls-38x63/]),
  synonym(S, "inch by two", [3, /planed-18x44/], [2, /batten-25x50/]),
  synonym(S, "hammerite black for a gate", [3, /metal-black/]),
  synonym(S, "wet n dry sanding sheets", [3, /sandpaper/]),
  synonym(S, "m10 studding bar 1m", [3, /threaded-rod/], [1, /coach-bolts/]),
  synonym(S, "molly fixings m5 for hollow walls", [3, /hollow-anchors/], [2, /plasterboard-fixings/]),
  synonym(S, "roofing clouts", [3, /nails-clout/], [1, /nails-round/]),
  synonym(S, "flashband 150mm roll", [3, /flashing-tape/], [2, /lead-code4/]),
  synonym(S, "aco drain 1m length", [3, /channel-1000/], [1, /gully/]),
  synonym(S, "plastic manhole base 320", [3, /chamber-320/]),
  synonym(S, "rain barrel with tap", [3, /water-butt/]),
  synonym(S, "waney lap panels", [3, /panel-overlap/], [2, /panel-closeboard/]),
  synonym(S, "febmix plasticiser", [3, /plasticiser/], [1, /waterproofer/, /frostproofer/]),
  synonym(S, "bricklaying lime", [3, /hydrated/], [2, /nhl35/]),
  synonym(S, "jablite 50mm sheets", [3, /eps-50/], [2, /sturston/]),
  synonym(S, "bubble foil insulation", [3, /multifoil/], [1, /sturston/]),
  synonym(S, "soundbloc 15mm", [3, /acoustic-15/], [2, /acoustic-roll/]),
  synonym(S, "fireline 12.5 plasterboard", [3, /fire-12-5/], [1, /fire-sealant/]),
  synonym(S, "vented soffit", [3, /soffit/], [1, /fascia/]),
  synonym(
    S,
    "half inch compression elbow",
    [3, /comp-elbow-15/],
    [2, /comp-elbow-22/, /clickfast-elbow-15/],
    [1, /solder-elbow/],
  ),
  synonym(S, "three quarter copper 3m length", [3, /copper-22/], [2, /copper-15/]),
  synonym(S, "two inch pir board", [3, /sturston-50/], [2, /sturston-(25|100)/]),
];

export const GENERIC_17: readonly VocabQuery[] = [
  generic(
    S,
    "decorative gravels and chippings",
    [3, /gravel-20-bulk|pea-gravel|cotswold|slate-40|granite-14/],
    [1, /scalpings|mot-/],
  ),
  generic(S, "timber cladding", [3, /shiplap|matchboard/], [1, /featheredge/]),
  generic(S, "concrete mixes", [3, /concrete-20|postmix/], [2, /opc-25|rapid-25|ballast/]),
  generic(S, "panels for fencing", [3, /panel-(overlap|closeboard)/], [2, /trellis/], [1, /fence-post|concrete-post/]),
  generic(S, "paint range", [3, /^paint-lynford-/], [2, /^paint-grainshield-/]),
  generic(
    S,
    "silicone sealants",
    [3, /sanitary|general-silicone/],
    [2, /frame-sealant|roof-sealant|fire-sealant/],
    [1, /sealant-gun/],
  ),
  generic(S, "steel lintels", [3, /spanholt-cavity/], [2, /spanholt-box/], [1, /lintel-concrete/]),
  generic(S, "drain fittings", [3, /drainholt-(bend|gully|chamber)/], [2, /drainholt-pipe/]),
  generic(S, "radiator valves", [3, /trv-15/], [2, /isolating-15/]),
  generic(
    S,
    "masonry",
    [3, /^brick-elsing-|^block-tatterford-(dense|hollow|featherlite)/, /engineering|common/],
    [1, /wall-ties|lintel|padstone/],
  ),
  generic(S, "garden edging", [3, /log-roll|edging-rope|kerb-bullnose/]),
  generic(S, "screws by the box", [3, /^fix-grippington-(wood|decking|drywall|masonry|timber)/]),
];
