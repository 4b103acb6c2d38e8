import type { AddPlasterboard } from "./catalogue-plasterboard-adder.ts";

export function addGyprocPlasterboard(pb: AddPlasterboard): void {
  const wb: [string, string] = ["Gyproc WallBoard", "Gyproc WB"];
  pb(
    "gyproc",
    "gyproc-wallboard",
    wb,
    "SE",
    9.5,
    1800,
    900,
    7.8,
    "plasterboard",
    "Standard gypsum plasterboard for walls and ceilings",
  );
  pb(
    "gyproc",
    "gyproc-wallboard",
    wb,
    "SE",
    9.5,
    2400,
    1200,
    10.9,
    "plasterboard",
    "Standard gypsum plasterboard for walls and ceilings",
  );
  pb(
    "gyproc",
    "gyproc-wallboard",
    wb,
    "TE",
    12.5,
    1800,
    900,
    8.6,
    "plasterboard",
    "Standard gypsum plasterboard for walls and ceilings",
  );
  pb(
    "gyproc",
    "gyproc-wallboard",
    wb,
    "TE",
    12.5,
    2400,
    1200,
    11.95,
    "plasterboard",
    "Standard gypsum plasterboard for walls and ceilings",
  );
  pb(
    "gyproc",
    "gyproc-wallboard",
    wb,
    "TE",
    12.5,
    2700,
    1200,
    14.4,
    "plasterboard",
    "Standard gypsum plasterboard for walls and ceilings",
  );
  pb(
    "gyproc",
    "gyproc-wallboard",
    wb,
    "TE",
    12.5,
    3000,
    1200,
    16.2,
    "plasterboard",
    "Standard gypsum plasterboard for walls and ceilings",
  );
  pb(
    "gyproc",
    "gyproc-wallboard",
    wb,
    "TE",
    15,
    2400,
    1200,
    15.9,
    "plasterboard",
    "Standard gypsum plasterboard for walls and ceilings",
  );
  const mr: [string, string] = ["Gyproc Moisture Resistant", "Gyproc MR"];
  pb(
    "gyproc",
    "gyproc-moisture-resistant",
    mr,
    "TE",
    12.5,
    2400,
    1200,
    17.4,
    "plasterboard-moisture",
    "Moisture resistant plasterboard with a water-repellent core for kitchens and bathrooms",
  );
  pb(
    "gyproc",
    "gyproc-moisture-resistant",
    mr,
    "TE",
    12.5,
    1800,
    900,
    11.9,
    "plasterboard-moisture",
    "Moisture resistant plasterboard with a water-repellent core for kitchens and bathrooms",
  );
  const fl: [string, string] = ["Gyproc FireLine", "Gyproc FireLine"];
  pb(
    "gyproc",
    "gyproc-fireline",
    fl,
    "TE",
    12.5,
    2400,
    1200,
    16.8,
    "plasterboard-fire",
    "Fire resistant plasterboard with glass fibre in the core for fire-rated partitions and ceilings",
  );
  pb(
    "gyproc",
    "gyproc-fireline",
    fl,
    "TE",
    15,
    2400,
    1200,
    19.6,
    "plasterboard-fire",
    "Fire resistant plasterboard with glass fibre in the core for fire-rated partitions and ceilings",
  );
  const sb: [string, string] = ["Gyproc SoundBloc", "Gyproc SoundBloc"];
  pb(
    "gyproc",
    "gyproc-soundbloc",
    sb,
    "TE",
    12.5,
    2400,
    1200,
    17.9,
    "plasterboard-acoustic",
    "High density acoustic plasterboard for better sound insulation between rooms",
  );
  pb(
    "gyproc",
    "gyproc-soundbloc",
    sb,
    "TE",
    15,
    2400,
    1200,
    20.8,
    "plasterboard-acoustic",
    "High density acoustic plasterboard for better sound insulation between rooms",
  );
  const tl: [string, string] = ["Gyproc ThermaLine PIR", "Gyproc ThermaLine PIR"];
  pb(
    "gyproc",
    "gyproc-thermaline-pir",
    tl,
    "TE",
    42.5,
    2400,
    1200,
    52,
    "plasterboard-thermal",
    "Thermal laminate: plasterboard bonded to PIR insulation for dry-lining external walls",
  );
  pb(
    "gyproc",
    "gyproc-thermaline-pir",
    tl,
    "TE",
    52.5,
    2400,
    1200,
    63,
    "plasterboard-thermal",
    "Thermal laminate: plasterboard bonded to PIR insulation for dry-lining external walls",
  );
}
