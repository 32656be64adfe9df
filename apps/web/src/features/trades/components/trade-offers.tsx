import { Button, Stack, Text, Title } from '@mantine/core';
import type { TradeFinderPackage, TradeFinderResponse } from '@rinkside/domain';
import { IconEdit, IconSend } from '@tabler/icons-react';
import { Link } from 'react-router';
import { builderStartOf } from '../builder-start';
import { FinderPackageCard } from './finder-package-card';

/** The offers of each team together, teams in the order of their best offer. */
function byPartner(packages: readonly TradeFinderPackage[]) {
  const groups = new Map<number, { name: string; offers: { pkg: TradeFinderPackage; rank: number }[] }>();
  packages.forEach((pkg, rank) => {
    const group = groups.get(pkg.partner.id) ?? { name: pkg.partner.name, offers: [] };
    group.offers.push({ pkg, rank });
    groups.set(pkg.partner.id, group);
  });
  return [...groups].map(([id, group]) => ({ id, ...group }));
}

/**
 * The deals AI teams would take, one section a team: what each side gives, how even it is, and "Open in
 * builder" (the builder filled with it) or "Propose" (sent as it stands).
 */
export function TradeOffers({
  leagueId,
  myTeamId,
  answer,
  proposing,
  onPropose,
}: {
  leagueId: number;
  myTeamId: number;
  answer: TradeFinderResponse;
  /** The offer being proposed (its rank), null when none is. */
  proposing: number | null;
  onPropose: (pkg: TradeFinderPackage, rank: number) => void;
}) {
  return (
    <Stack gap="md" component="section" aria-labelledby="trade-offers">
      <Title order={2} fz={{ base: 18, sm: 20 }} id="trade-offers">
        Offers
      </Title>
      {answer.packages.length === 0 ? (
        <Text size="sm" c="dimmed">
          {answer.note ?? 'No AI team would make a deal for that.'}
        </Text>
      ) : (
        <Text size="sm" c="dimmed">
          {answer.packages.length === 1
            ? 'One deal an AI team would accept as it stands.'
            : `${answer.packages.length} deals AI teams would accept as they stand, the best for your team first.`}
        </Text>
      )}
      {byPartner(answer.packages).map((team) => (
        <Stack key={team.id} gap="xs" component="section" aria-labelledby={`offers-${team.id}`}>
          <Title order={3} fz={{ base: 16, sm: 17 }} id={`offers-${team.id}`}>
            {team.name}
          </Title>
          <Stack gap="xs" component="ol" m={0} p={0} style={{ listStyle: 'none' }}>
            {team.offers.map(({ pkg, rank }) => {
              const assetsId = `offer-${rank + 1}`;
              return (
                <FinderPackageCard
                  key={rank}
                  pkg={pkg}
                  myTeamId={myTeamId}
                  verb="give"
                  label={`Offer ${rank + 1} from ${team.name}`}
                  describedBy={assetsId}
                >
                  <Button
                    component={Link}
                    to={`/league/${leagueId}/trades/new?with=${team.id}`}
                    state={builderStartOf(pkg.teams)}
                    size="xs"
                    variant="default"
                    leftSection={<IconEdit size={14} aria-hidden />}
                    aria-describedby={assetsId}
                  >
                    Open in builder
                  </Button>
                  <Button
                    size="xs"
                    leftSection={<IconSend size={14} aria-hidden />}
                    aria-describedby={assetsId}
                    loading={proposing === rank}
                    disabled={proposing !== null && proposing !== rank}
                    onClick={() => onPropose(pkg, rank)}
                  >
                    Propose
                  </Button>
                </FinderPackageCard>
              );
            })}
          </Stack>
        </Stack>
      ))}
      {answer.note && answer.packages.length > 0 && (
        <Text size="xs" c="dimmed">
          {answer.note}
        </Text>
      )}
    </Stack>
  );
}
