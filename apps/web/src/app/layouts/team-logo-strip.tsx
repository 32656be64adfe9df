import { ScrollArea, Tooltip, UnstyledButton } from '@mantine/core';
import type { TeamSummary } from '@rinkside/domain';
import { Link, useLocation } from 'react-router';
import { TeamLogo } from '../../components/team-logo';
import classes from './league-layout.module.css';

interface TeamLogoStripProps {
  leagueId: number;
  teams: readonly TeamSummary[];
  logoBaseUrl: string;
}

/** SPEC §2: the top strip of team logo buttons; each opens that team's page. */
export function TeamLogoStrip({ leagueId, teams, logoBaseUrl }: TeamLogoStripProps) {
  const { pathname } = useLocation();
  const currentTeamId = /\/team\/(\d+)/.exec(pathname)?.[1];

  return (
    <ScrollArea type="auto" scrollbarSize={6} offsetScrollbars="x" className={classes.strip}>
      <nav aria-label="Teams" className={classes.stripRow}>
        {teams.map((team) => (
          <Tooltip key={team.id} label={team.name} openDelay={250}>
            <UnstyledButton
              component={Link}
              to={`/league/${leagueId}/team/${team.id}`}
              aria-label={team.name}
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
          </Tooltip>
        ))}
      </nav>
    </ScrollArea>
  );
}
