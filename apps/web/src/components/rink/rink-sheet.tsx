import { RINK, type RinkPoint } from '@rinkside/domain';
import { useId, type ReactNode } from 'react';
import classes from './rink.module.css';

/** The whole sheet, or the half a team attacks (its net on the right). */
export type RinkView = 'full' | 'offensive';

const MARGIN = 1;
const VIEW_BOX: Record<RinkView, string> = {
  full: `${-RINK.halfLength - MARGIN} ${-RINK.halfWidth - MARGIN} ${2 * (RINK.halfLength + MARGIN)} ${2 * (RINK.halfWidth + MARGIN)}`,
  offensive: `0 ${-RINK.halfWidth - MARGIN} ${RINK.halfLength + MARGIN} ${2 * (RINK.halfWidth + MARGIN)}`,
};

/** A rink point in the drawing's coordinates: feet, +y up the page (SVG counts y downwards). */
export const toSvg = ({ x, y }: RinkPoint): RinkPoint => ({ x, y: -y });

/** Where the point sits across the drawing, in percent, to place HTML over it. */
export function percentOf(point: RinkPoint, view: RinkView): { left: number; top: number } {
  const minX = view === 'full' ? -RINK.halfLength - MARGIN : 0;
  const width = view === 'full' ? 2 * (RINK.halfLength + MARGIN) : RINK.halfLength + MARGIN;
  const height = 2 * (RINK.halfWidth + MARGIN);
  return {
    left: ((point.x - minX) / width) * 100,
    top: ((-point.y + RINK.halfWidth + MARGIN) / height) * 100,
  };
}

// The goal line meets the boards where the corner's arc reaches x = 89.
const CORNER_X = RINK.halfLength - RINK.cornerRadius;
const CORNER_Y = RINK.halfWidth - RINK.cornerRadius;
const GOAL_LINE_HALF = CORNER_Y + Math.sqrt(RINK.cornerRadius ** 2 - (RINK.goalLine - CORNER_X) ** 2);

function End({ side }: { side: 1 | -1 }) {
  const g = side * RINK.goalLine;
  const r = RINK.creaseRadius;
  return (
    <>
      <rect
        className={classes.redLine}
        x={g - 0.1}
        y={-GOAL_LINE_HALF}
        width={0.2}
        height={2 * GOAL_LINE_HALF}
      />
      <path className={classes.crease} d={`M ${g} ${-r} A ${r} ${r} 0 0 ${side === 1 ? 0 : 1} ${g} ${r} Z`} />
      <rect
        className={classes.net}
        x={side === 1 ? g : g - RINK.netDepth}
        y={-RINK.netHalfWidth}
        width={RINK.netDepth}
        height={2 * RINK.netHalfWidth}
        rx={0.8}
      />
      {[1, -1].map((up) => (
        <g key={up}>
          <circle className={classes.redStroke} cx={side * RINK.endDot.x} cy={up * RINK.endDot.y} r={15} />
          <circle className={classes.redDot} cx={side * RINK.endDot.x} cy={up * RINK.endDot.y} r={1} />
          <circle
            className={classes.redDot}
            cx={side * RINK.neutralDot.x}
            cy={up * RINK.neutralDot.y}
            r={1}
          />
        </g>
      ))}
    </>
  );
}

interface RinkSheetProps {
  view?: RinkView;
  /** What the drawing shows, for screen readers. */
  label: string;
  /** 'img' when the drawing is a picture; 'group' when it holds focusable markers. */
  role?: 'img' | 'group';
  /** Drawn on the ice, under the lines (zones, heat). */
  under?: ReactNode;
  children?: ReactNode;
  className?: string;
}

/** An NHL sheet drawn to scale: boards with rounded corners, red and blue lines, circles, creases, nets. */
export function RinkSheet({
  view = 'full',
  label,
  role = 'img',
  under,
  children,
  className,
}: RinkSheetProps) {
  const { halfLength: L, halfWidth: W } = RINK;
  const boards = `rink-boards-${useId()}`;
  return (
    <svg
      viewBox={VIEW_BOX[view]}
      className={className ? `${classes.rink} ${className}` : classes.rink}
      role={role}
      aria-label={label}
    >
      <clipPath id={boards}>
        <rect x={-L} y={-W} width={2 * L} height={2 * W} rx={RINK.cornerRadius} />
      </clipPath>
      <rect className={classes.ice} x={-L} y={-W} width={2 * L} height={2 * W} rx={RINK.cornerRadius} />
      {/* Zones and heat stay inside the boards' rounded corners. */}
      <g clipPath={`url(#${boards})`}>{under}</g>
      <rect className={classes.redLine} x={-0.5} y={-W} width={1} height={2 * W} />
      <rect className={classes.blueLine} x={RINK.blueLine - 0.5} y={-W} width={1} height={2 * W} />
      <rect className={classes.blueLine} x={-RINK.blueLine - 0.5} y={-W} width={1} height={2 * W} />
      <circle className={classes.blueStroke} cx={0} cy={0} r={15} />
      <circle className={classes.blueLine} cx={0} cy={0} r={0.5} />
      <End side={1} />
      <End side={-1} />
      {children}
    </svg>
  );
}
