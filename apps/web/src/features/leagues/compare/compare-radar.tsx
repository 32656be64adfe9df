import { useId } from 'react';
import classes from './compare-charts.module.css';

export interface RadarSeries {
  id: number;
  name: string;
  color: string;
  dash: string;
  /** One value a axis, 0-99, in the axes' order. */
  values: readonly number[];
}

// Wider than tall: the axis names beside the web need room at either side.
const WIDTH = 420;
const HEIGHT = 320;
const CX = WIDTH / 2;
const CY = HEIGHT / 2;
const RADIUS = 108;
const RINGS = [25, 50, 75, 99];
const MAX = 99;

/** The point `value` out along axis `i` of `count` (the first straight up, then clockwise). */
function point(i: number, count: number, value: number): [number, number] {
  const angle = (Math.PI * 2 * i) / count - Math.PI / 2;
  const r = (RADIUS * Math.max(0, Math.min(MAX, value))) / MAX;
  return [CX + r * Math.cos(angle), CY + r * Math.sin(angle)];
}

const polygon = (values: readonly number[], count: number) =>
  values
    .map((v, i) =>
      point(i, count, v)
        .map((c) => c.toFixed(1))
        .join(','),
    )
    .join(' ');

/** 'Connor Bedard, Macklin Celebrini and Leo Carlsson'. */
export const namesInWords = (names: readonly string[]): string =>
  names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1) ?? ''}`;

/**
 * A radar of rating groups, one outline a player, drawn as an SVG image whose accessible name lists the
 * players and whose description gives every value (the table below shows them too).
 */
export function CompareRadar({
  title,
  axes,
  series,
}: {
  title: string;
  axes: readonly { key: string; label: string }[];
  series: readonly RadarSeries[];
}) {
  const descId = useId();
  const count = axes.length;
  const name = `${title}: ${namesInWords(series.map((s) => s.name))}`;
  const description = series
    .map((s) => `${s.name}: ${axes.map((a, i) => `${a.label} ${s.values[i] ?? 0}`).join(', ')}`)
    .join('. ');
  return (
    <svg
      className={classes.radar}
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      role="img"
      aria-label={name}
      aria-describedby={descId}
    >
      <desc id={descId}>{description}</desc>
      <g className={classes.grid}>
        {RINGS.map((ring) => (
          <polygon
            key={ring}
            points={polygon(
              axes.map(() => ring),
              count,
            )}
          />
        ))}
        {axes.map((axis, i) => {
          const [x, y] = point(i, count, MAX);
          return <line key={axis.key} x1={CX} y1={CY} x2={x} y2={y} />;
        })}
      </g>
      {series.map((s) => (
        <polygon
          key={s.id}
          data-player={s.id}
          points={polygon(s.values, count)}
          fill={s.color}
          fillOpacity={0.15}
          stroke={s.color}
          strokeWidth={2.5}
          strokeDasharray={s.dash || undefined}
          strokeLinejoin="round"
        />
      ))}
      {axes.map((axis, i) => {
        const [x, y] = point(i, count, MAX + 14);
        const anchor = Math.abs(x - CX) < 4 ? 'middle' : x > CX ? 'start' : 'end';
        return (
          <text
            key={axis.key}
            className={classes.axisLabel}
            x={x}
            y={y}
            textAnchor={anchor}
            dominantBaseline="middle"
          >
            {axis.label}
          </text>
        );
      })}
    </svg>
  );
}
