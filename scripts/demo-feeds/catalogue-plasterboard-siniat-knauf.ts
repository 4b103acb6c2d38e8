import type { AddPlasterboard } from "./catalogue-plasterboard-adder.ts";

export function addSiniatKnaufPlasterboard(pb: AddPlasterboard): void {
  pb(
    "siniat",
    "siniat-gtec-standard",
    ["GTEC Standard Board", "GTEC Std Board"],
    "TE",
    12.5,
    2400,
    1200,
    11.2,
    "plasterboard",
    "Standard plasterboard for walls and ceilings",
  );
  pb(
    "siniat",
    "siniat-gtec-standard",
    ["GTEC Standard Board", "GTEC Std Board"],
    "TE",
    12.5,
    1800,
    900,
    8.1,
    "plasterboard",
    "Standard plasterboard for walls and ceilings",
  );
  pb(
    "siniat",
    "siniat-gtec-moisture",
    ["GTEC Moisture Board", "GTEC MR Board"],
    "TE",
    12.5,
    2400,
    1200,
    16.2,
    "plasterboard-moisture",
    "Moisture resistant plasterboard for humid rooms",
  );
  pb(
    "siniat",
    "siniat-gtec-fire",
    ["GTEC Fire Board", "GTEC Fire Board"],
    "TE",
    15,
    2400,
    1200,
    18.5,
    "plasterboard-fire",
    "Fire resistant plasterboard for fire-rated walls and ceilings",
  );
  pb(
    "knauf",
    "knauf-wallboard",
    ["Wallboard", "Wallboard"],
    "TE",
    12.5,
    2400,
    1200,
    11.4,
    "plasterboard",
    "Standard plasterboard for walls and ceilings",
  );
  pb(
    "knauf",
    "knauf-wallboard",
    ["Wallboard", "Wallboard"],
    "TE",
    12.5,
    1800,
    900,
    8.3,
    "plasterboard",
    "Standard plasterboard for walls and ceilings",
  );
  pb(
    "knauf",
    "knauf-moisture-panel",
    ["Moisture Panel", "MR Panel"],
    "TE",
    12.5,
    2400,
    1200,
    16.5,
    "plasterboard-moisture",
    "Moisture resistant plasterboard for kitchens and bathrooms",
  );
  pb(
    "knauf",
    "knauf-fire-panel",
    ["Fire Panel", "Fire Panel"],
    "TE",
    15,
    2400,
    1200,
    18.9,
    "plasterboard-fire",
    "Fire resistant plasterboard for fire-rated construction",
  );
  pb(
    "knauf",
    "knauf-soundshield-plus",
    ["Soundshield Plus", "Soundshield+"],
    "TE",
    15,
    2400,
    1200,
    20.2,
    "plasterboard-acoustic",
    "Dense acoustic plasterboard for sound-reducing partitions",
  );
}
