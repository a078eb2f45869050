import { useId } from "react";

export type DownloadCount = { id: string; name: string; downloads: number };

type DownloadsChartProps = {
  items: DownloadCount[];
  /** Caption shown above the chart and used as the table's caption. */
  caption?: string;
};

const ROW = 38;
const BAR_Y = 20;
const BAR_HEIGHT = 8;

/** A clean upper bound for the axis: 1, 2, 5, 10, 20, 50… at or above the largest count. */
export function niceMax(value: number): number {
  if (value <= 1) return 1;
  const magnitude = 10 ** Math.floor(Math.log10(value));
  for (const step of [1, 2, 5, 10]) if (step * magnitude >= value) return step * magnitude;
  return 10 * magnitude;
}

/**
 * Downloads per file as a small horizontal bar chart (hand-written SVG: each file's name and count
 * above its bar, sized by percentages so it fits any column). The picture is hidden from assistive technology; a visually hidden table
 * carries the same numbers for screen readers.
 */
export function DownloadsChart({ items, caption = "Downloads per file" }: DownloadsChartProps) {
  const titleId = useId();
  const sorted = [...items].sort((a, b) => b.downloads - a.downloads || a.name.localeCompare(b.name));
  const max = niceMax(Math.max(0, ...sorted.map((i) => i.downloads)));
  const height = sorted.length * ROW;

  return (
    <figure className="m-0">
      <figcaption id={titleId} className="sr-only">
        {caption}
      </figcaption>
      <svg
        aria-hidden
        data-testid="downloads-chart"
        width="100%"
        height={Math.max(0, height - 10)}
        className="block overflow-visible text-xs"
      >
        {sorted.map((item, index) => {
          const y = index * ROW;
          const barWidth = (item.downloads / max) * 100;
          return (
            <g key={item.id}>
              <text x="0" y={y + 12} className="fill-slate-700">
                {item.name.length > 34 ? `${item.name.slice(0, 33)}…` : item.name}
              </text>
              <text
                x="100%"
                y={y + 12}
                textAnchor="end"
                className="fill-slate-900 font-semibold tabular-nums"
              >
                {item.downloads}
              </text>
              <rect x="0" y={y + BAR_Y} width="100%" height={BAR_HEIGHT} rx="4" className="fill-slate-100" />
              <rect
                x="0"
                y={y + BAR_Y}
                width={`${Math.max(barWidth, item.downloads > 0 ? 2 : 0)}%`}
                height={BAR_HEIGHT}
                rx="4"
                className="fill-brand-600"
              />
            </g>
          );
        })}
      </svg>
      <table className="sr-only" aria-labelledby={titleId}>
        <thead>
          <tr>
            <th scope="col">File</th>
            <th scope="col">Downloads</th>
          </tr>
        </thead>
        <tbody>
          {sorted.map((item) => (
            <tr key={item.id}>
              <th scope="row">{item.name}</th>
              <td>{item.downloads}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
