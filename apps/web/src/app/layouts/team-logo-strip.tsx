import { ActionIcon, UnstyledButton } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import type { TeamSummary } from '@rinkside/domain';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router';
import { TeamLogo } from '../../components/team-logo';
import classes from './team-logo-strip.module.css';
import { useScrollEdges } from './use-scroll-edges';

interface TeamLogoStripProps {
  leagueId: number;
  teams: readonly TeamSummary[];
  /** The operator's licensed-logo host, if any (LOGO_BASE_URL). */
  logoBaseUrl: string | null;
}

// How much of the visible width one arrow press moves: most of it, keeping a logo or two for orientation.
const PAGE = 0.8;

/**
 * SPEC §2: the top strip of team logo buttons; each opens that team's page. It scrolls without a bar:
 * touch on phones; on wider screens arrow buttons as well, and fade edges wherever more logos hide.
 */
export function TeamLogoStrip({ leagueId, teams, logoBaseUrl }: TeamLogoStripProps) {
  const { pathname } = useLocation();
  const currentTeamId = /\/team\/(\d+)/.exec(pathname)?.[1];
  const scroller = useRef<HTMLDivElement>(null);
  const { moreStart, moreEnd } = useScrollEdges(scroller, teams.length);
  const reduceMotion = useReducedMotion();

  // The team being viewed stays in sight, even when it sits far along the strip.
  useEffect(() => {
    scroller.current
      ?.querySelector('[aria-current="page"]')
      ?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [currentTeamId]);

  const scrollPage = (direction: -1 | 1) => {
    const element = scroller.current;
    if (!element) return;
    element.scrollBy({
      left: direction * element.clientWidth * PAGE,
      behavior: reduceMotion ? 'auto' : 'smooth',
    });
  };

  const overflowing = moreStart || moreEnd;
  return (
    <div className={classes.strip}>
      {overflowing && (
        <StripArrow direction={-1} enabled={moreStart} onScroll={scrollPage} label="Scroll teams left" />
      )}
      <div
        ref={scroller}
        className={classes.scroller}
        data-more-start={moreStart || undefined}
        data-more-end={moreEnd || undefined}
      >
        <nav aria-label="Teams" className={classes.row}>
          {teams.map((team) => (
            // The browser's own hint names the team on hover: 32 floating tooltips cost the league's first
            // render more than they gave (docs/decisions/022).
            <UnstyledButton
              key={team.id}
              component={Link}
              to={`/league/${leagueId}/team/${team.id}`}
              aria-label={team.name}
              title={team.name}
              aria-current={String(team.id) === currentTeamId ? 'page' : undefined}
              className={classes.logoButton}
            >
              <TeamLogo
                baseUrl={logoBaseUrl}
                abbreviation={team.abbreviation}
                colors={team.colors}
                size={36}
              />
            </UnstyledButton>
          ))}
        </nav>
      </div>
      {overflowing && (
        <StripArrow direction={1} enabled={moreEnd} onScroll={scrollPage} label="Scroll teams right" />
      )}
    </div>
  );
}

interface StripArrowProps {
  direction: -1 | 1;
  enabled: boolean;
  onScroll: (direction: -1 | 1) => void;
  label: string;
}

/**
 * At the end of the strip the arrow looks disabled but keeps its focus (a disabled button would drop a
 * keyboard user's focus onto the page).
 */
function StripArrow({ direction, enabled, onScroll, label }: StripArrowProps) {
  const Icon = direction < 0 ? IconChevronLeft : IconChevronRight;
  return (
    <ActionIcon
      visibleFrom="sm"
      variant="subtle"
      color="gray"
      size="lg"
      radius="xl"
      className={classes.arrow}
      aria-label={label}
      aria-disabled={!enabled || undefined}
      data-disabled={!enabled || undefined}
      onClick={() => enabled && onScroll(direction)}
    >
      <Icon size={20} aria-hidden />
    </ActionIcon>
  );
}
