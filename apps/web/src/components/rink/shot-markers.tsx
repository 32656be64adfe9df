import type { AttemptKind, RinkPoint, TeamSide } from '@rinkside/domain';
import { useRef, type KeyboardEvent } from 'react';
import rinkClasses from './rink.module.css';
import { ShotShape } from './shot-marker';
import classes from './shot-markers.module.css';
import { toSvg } from './rink-sheet';

export interface MarkerItem {
  key: string | number;
  /** Rink feet, in the drawing's frame (home attacking right). */
  point: RinkPoint;
  kind: AttemptKind;
  team: TeamSide;
  /** The marker's accessible name: the event in words. */
  label: string;
}

interface ShotMarkersProps {
  items: readonly MarkerItem[];
  /** The marker whose event is shown, by key. */
  active: string | number | null;
  /** Hover and focus show (pinned false); a tap pins or unpins; null with pinned true hides. */
  onShow: (key: string | number | null, pinned: boolean) => void;
}

const NEXT_KEYS: Record<string, number> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };

/**
 * Focusable attempt markers: hover, focus or tap shows a marker's event. One tab stop for the lot; the
 * arrow keys go from marker to marker in the game's order, Home and End to the first and last, Escape hides.
 */
export function ShotMarkers({ items, active, onShow }: ShotMarkersProps) {
  const refs = useRef(new Map<string | number, SVGGElement>());
  const activeIndex = items.findIndex((i) => i.key === active);
  const tabStop = activeIndex >= 0 ? activeIndex : 0;

  const focusAt = (index: number) => {
    const item = items[(index + items.length) % items.length];
    if (item) refs.current.get(item.key)?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<SVGGElement>, index: number) => {
    const step = NEXT_KEYS[event.key];
    if (step !== undefined) focusAt(index + step);
    else if (event.key === 'Home') focusAt(0);
    else if (event.key === 'End') focusAt(items.length - 1);
    else if (event.key === 'Escape') onShow(null, true);
    else return;
    event.preventDefault();
  };

  return (
    <g>
      {items.map((item, index) => {
        const { x, y } = toSvg(item.point);
        return (
          <g
            key={item.key}
            ref={(node) => {
              if (node) refs.current.set(item.key, node);
              else refs.current.delete(item.key);
            }}
            role="button"
            tabIndex={index === tabStop ? 0 : -1}
            aria-label={item.label}
            aria-pressed={item.key === active}
            data-kind={item.kind}
            data-team={item.team}
            className={`${classes.marker} ${rinkClasses[item.team]}`}
            onMouseEnter={() => onShow(item.key, false)}
            onMouseLeave={() => onShow(null, false)}
            onFocus={() => onShow(item.key, false)}
            onClick={() => onShow(item.key, true)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            <circle className={classes.hit} cx={x} cy={y} r={3.6} />
            <ShotShape kind={item.kind} cx={x} cy={y} />
            {item.key === active && <circle className={classes.ring} cx={x} cy={y} r={4.6} />}
          </g>
        );
      })}
    </g>
  );
}
