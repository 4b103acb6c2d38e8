// Not the price hook (app/lib/price-display.tsx): this is rendered to markup by the loader, outside the page's
// React tree, and its figures arrive already in the visitor's prices (app/lib/price-history.server.ts).
import { formatPrice } from "../../../shared/money";
import type { PriceChart } from "../../../shared/price-chart";

/**
 * The price history figure: SVG chart, legend and the same figures as a table. Rendered to static markup on the
 * server only (app/lib/price-history.server.tsx), so none of it reaches the browser bundle; keep it free of
 * state and effects. Lines differ by dash pattern as well as colour, so they can be told apart without colour.
 */
export interface PriceHistoryFigure {
  title: string;
  description: string;
  chart: PriceChart;
  columns: string[];
  rows: Array<{ when: string; cells: Array<number | null>; lowest: number | null }>;
}

// Colours keep ≥ 3:1 contrast with white (WCAG non-text contrast). The lowest price is a wide translucent band drawn
// under the merchants' lines, so a merchant's line stays visible where it is the lowest.
const COLOURS = ["#1d4ed8", "#b45309", "#047857", "#7e22ce", "#be123c", "#0e7490", "#4d7c0f", "#57534e"];
const DASHES = ["6 3", "2 3", "10 3 2 3", "1 4", "12 5", "5 2 1 2 1 2"];
const LOWEST = { colour: "#1c1917", dash: undefined, width: 7, opacity: 0.3 };

function lineStyle(index: number): LineStyle {
  return { colour: COLOURS[index % COLOURS.length]!, dash: DASHES[index % DASHES.length], width: 1.75 };
}

interface LineStyle {
  colour: string;
  dash: string | undefined;
  width: number;
  opacity?: number;
}

function Swatch({ colour, dash, width, opacity }: LineStyle) {
  return (
    <svg width="32" height="10" aria-hidden="true" className="shrink-0">
      <line x1="1" y1="5" x2="31" y2="5" stroke={colour} strokeWidth={width} strokeDasharray={dash} opacity={opacity} />
    </svg>
  );
}

export function PriceHistoryChart({ figure }: { figure: PriceHistoryFigure }) {
  const { chart } = figure;
  const { plot } = chart;
  return (
    <figure className="mt-4">
      <svg
        viewBox={`0 0 ${chart.width} ${chart.height}`}
        role="img"
        aria-labelledby="price-history-title price-history-desc"
        className="h-auto w-full max-w-2xl text-stone-600"
      >
        <title id="price-history-title">{figure.title}</title>
        <desc id="price-history-desc">{figure.description}</desc>
        <g fontSize="13" fill="currentColor">
          {chart.yTicks.map((tick) => (
            <g key={`y${tick.at}`}>
              <line x1={plot.left} x2={plot.right} y1={tick.at} y2={tick.at} stroke="#e7e5e4" />
              <text x={plot.left - 6} y={tick.at + 4} textAnchor="end">
                {tick.label}
              </text>
            </g>
          ))}
          {chart.xTicks.map((tick) => (
            <text key={`x${tick.at}`} x={tick.at} y={plot.bottom + 18} textAnchor="middle">
              {tick.label}
            </text>
          ))}
        </g>
        <line x1={plot.left} x2={plot.right} y1={plot.bottom} y2={plot.bottom} stroke="#a8a29e" />
        <path
          d={chart.lowest.path}
          fill="none"
          stroke={LOWEST.colour}
          strokeWidth={LOWEST.width}
          strokeLinejoin="round"
          opacity={LOWEST.opacity}
        />
        {chart.lines.map((line, i) => {
          const style = lineStyle(i);
          return (
            <g key={line.key} stroke={style.colour} fill={style.colour}>
              <path d={line.path} fill="none" strokeWidth={style.width} strokeDasharray={style.dash} />
              {line.markers.map((m) => (
                <circle key={`${m.x},${m.y}`} cx={m.x} cy={m.y} r="2.5" stroke="none" />
              ))}
            </g>
          );
        })}
      </svg>
      <figcaption>
        <ul className="mt-2 flex flex-wrap gap-x-5 gap-y-1 text-sm text-stone-700" aria-label="Legend">
          <li className="flex items-center gap-2 font-semibold">
            <Swatch {...LOWEST} />
            Lowest price
          </li>
          {chart.lines.map((line, i) => (
            <li key={line.key} className="flex items-center gap-2">
              <Swatch {...lineStyle(i)} />
              {line.label}
            </li>
          ))}
        </ul>
      </figcaption>
      <details className="mt-4">
        <summary className="cursor-pointer text-sm font-semibold text-brand-700 underline">Show as table</summary>
        {/* Focusable so a keyboard can scroll a table wider than a phone screen. */}
        <div className="mt-2 overflow-x-auto" tabIndex={0} role="region" aria-label="Price history table">
          <table className="min-w-full text-left text-sm tabular-nums">
            <caption className="sr-only">{figure.title}</caption>
            <thead className="border-b border-stone-300 text-stone-700">
              <tr>
                <th scope="col" className="py-1 pr-4 font-semibold">
                  Date
                </th>
                {figure.columns.map((name, i) => (
                  <th key={`${i}${name}`} scope="col" className="py-1 pr-4 font-semibold">
                    {name}
                  </th>
                ))}
                <th scope="col" className="py-1 pr-4 font-semibold">
                  Lowest
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-stone-200 text-stone-800">
              {figure.rows.map((row, r) => (
                <tr key={r}>
                  <th scope="row" className="py-1 pr-4 font-normal whitespace-nowrap">
                    {row.when}
                  </th>
                  {row.cells.map((cell, c) => (
                    <td key={c} className="py-1 pr-4">
                      {cell === null ? (
                        <>
                          <span aria-hidden="true">–</span>
                          <span className="sr-only">not listed</span>
                        </>
                      ) : (
                        formatPrice(cell)
                      )}
                    </td>
                  ))}
                  <td className="py-1 pr-4 font-semibold">{row.lowest === null ? "–" : formatPrice(row.lowest)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
