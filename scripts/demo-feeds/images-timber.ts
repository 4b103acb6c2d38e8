import { box, length, svg } from "./svg-shapes.ts";

export function timberImages(): Record<string, string> {
  const im: Record<string, string> = {};
  im["timber-treated"] = svg(
    length("#a7a56b", "#bfbd84", "#8e8c55", "#7a7845") +
      length("#a3a066", "#bcb97f", "#8a884f", "#77743f", 60, 120, 290, 36, 44),
    "Lengths of treated sawn timber",
  );
  im["timber-cls"] = svg(
    length("#efdcab", "#f6e8c4", "#dcc38a", "#d1b57a") +
      length("#ecd7a2", "#f5e6bf", "#d8be84", "#cdb077", 60, 120, 290, 30, 44),
    "Lengths of CLS studwork timber",
  );
  im["timber-planed"] = svg(
    length("#e4b27c", "#efc796", "#cc9764", "#c58a55", 40, 150, 300, 30, 30),
    "Planed redwood length",
  );
  im["timber-batten"] = svg(
    length("#b8a772", "#cbbb88", "#a08f5c", "#8d7d4d", 30, 170, 320, 18, 24) +
      length("#b3a26d", "#c7b683", "#9b8a57", "#8d7d4d", 50, 130, 320, 18, 24),
    "Timber battens",
  );
  im["decking"] = svg(
    length(
      "#a99a62",
      "#bdae75",
      "#8f8250",
      "#7b6f43",
      40,
      170,
      300,
      18,
      70,
      `<path d="M40 170l70 -38.5M60 170l70 -38.5M80 170l70 -38.5M100 170l70 -38.5" stroke="#00000022"/>`,
    ) + `<path d="M60 152h280M75 144h280M90 136h280" stroke="#8f8250" stroke-width="2"/>`,
    "Grooved decking board",
  );
  im["fence-post"] = svg(
    box(
      170,
      60,
      60,
      190,
      36,
      "#9c9a5e",
      "#b3b176",
      "#84824b",
      `<path d="M178 70v170M190 80v160M215 70v170" stroke="#7a7845" opacity=".5"/>`,
    ),
    "Square treated fence post",
  );
  im["scaffold-board"] = svg(
    length(
      "#d8b46a",
      "#e6c98a",
      "#c29c52",
      "#b38c46",
      30,
      170,
      320,
      22,
      80,
      `<rect x="36" y="170" width="12" height="22" fill="#9aa3ab"/><rect x="332" y="170" width="12" height="22" fill="#9aa3ab"/>`,
    ),
    "Scaffold board with banded ends",
  );
  return im;
}
