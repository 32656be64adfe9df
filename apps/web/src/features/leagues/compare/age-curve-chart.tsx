import type { AgeCurvePoint } from '@rinkside/domain';
import { useId } from 'react';
import classes from './compare-charts.module.css';
import { namesInWords } from './compare-radar';

export interface CurveSeries {
  id: number;
  name: string;
  color: string;
  dash: string;
  points: readonly AgeCurvePoint[];
}

// Narrow enough that its 12px labels still read at phone width, where it is drawn about 330px wide.
const WIDTH = 380;
const HEIGHT = 200;
const PAD = { left: 30, right: 30, top: 12, bottom: 28 };

/**
 * Each player's overall by season: the seasons the league stored as solid points, the age curve's
 * projection faded with hollow points. An SVG image; its description reads every point.
 */
export function AgeCurveChart({ series }: { series: readonly CurveSeries[] }) {
  const descId = useId();
  const seasons = [...new Set(series.flatMap((s) => s.points.map((p) => p.seasonLabel)))].sort();
  const values = series.flatMap((s) => s.points.map((p) => p.overall));
  if (seasons.length === 0 || values.length === 0) return null;
  const low = Math.max(0, Math.floor((Math.min(...values) - 3) / 5) * 5);
  const high = Math.min(99, Math.ceil((Math.max(...values) + 3) / 5) * 5);
  const x = (label: string) =>
    PAD.left +
    (seasons.length === 1
      ? (WIDTH - PAD.left - PAD.right) / 2
      : (seasons.indexOf(label) * (WIDTH - PAD.left - PAD.right)) / (seasons.length - 1));
  const y = (overall: number) =>
    PAD.top + ((high - overall) * (HEIGHT - PAD.top - PAD.bottom)) / Math.max(1, high - low);
  const ticks = [low, Math.round((low + high) / 2), high];
  const description = series
    .map(
      (s) =>
        `${s.name}: ${s.points
          .map((p) => `${p.seasonLabel} ${p.overall}${p.projected ? ' (projected)' : ''}`)
          .join(', ')}`,
    )
    .join('. ');

  return (
    <svg
      className={classes.curve}
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      role="img"
      aria-label={`Overall by season: ${namesInWords(series.map((s) => s.name))}`}
      aria-describedby={descId}
    >
      <desc id={descId}>{description}</desc>
      {ticks.map((tick) => (
        <g key={tick}>
          <line
            className={classes.curveAxis}
            x1={PAD.left}
            x2={WIDTH - PAD.right}
            y1={y(tick)}
            y2={y(tick)}
          />
          <text
            className={classes.curveLabel}
            x={PAD.left - 6}
            y={y(tick)}
            textAnchor="end"
            dominantBaseline="middle"
          >
            {tick}
          </text>
        </g>
      ))}
      {seasons.map((label, i) =>
        // Every other season's name when there are many: they would overlap at phone width.
        seasons.length > 6 && i % 2 === 1 ? null : (
          <text key={label} className={classes.curveLabel} x={x(label)} y={HEIGHT - 8} textAnchor="middle">
            {label}
          </text>
        ),
      )}
      {series.map((s) => {
        const stored = s.points.filter((p) => !p.projected);
        const lastStored = stored.at(-1);
        const projected = [...(lastStored ? [lastStored] : []), ...s.points.filter((p) => p.projected)];
        const path = (points: readonly AgeCurvePoint[]) =>
          points.map((p) => `${x(p.seasonLabel).toFixed(1)},${y(p.overall).toFixed(1)}`).join(' ');
        return (
          <g key={s.id} data-player={s.id}>
            <polyline
              points={path(stored)}
              fill="none"
              stroke={s.color}
              strokeWidth={2.5}
              strokeDasharray={s.dash || undefined}
            />
            <polyline
              points={path(projected)}
              fill="none"
              stroke={s.color}
              strokeWidth={2}
              strokeOpacity={0.5}
              strokeDasharray="3 4"
            />
            {s.points.map((p) => (
              <circle
                key={p.seasonLabel}
                cx={x(p.seasonLabel)}
                cy={y(p.overall)}
                r={3.5}
                fill={p.projected ? 'var(--mantine-color-body)' : s.color}
                stroke={s.color}
                strokeWidth={1.5}
              />
            ))}
          </g>
        );
      })}
    </svg>
  );
}
