import { Anchor, Badge, Button, Paper, Stack, Table, Text } from '@mantine/core';
import { formatCapHit, type ReSigningPlayer, type ReSigningResponse } from '@rinkside/domain';
import { Fragment, useState } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../../../lib/http';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useIsPhoneWidth } from '../../../lib/phone';
import { useQualifyingOffer } from '../api/re-signing';
import { MoodMeter } from './mood-meter';
import { OfferForm } from './offer-form';

const nameOf = (p: ReSigningPlayer) => `${p.firstName} ${p.lastName}`;

function QualifyingOfferButton({
  leagueId,
  teamId,
  player,
}: {
  leagueId: number;
  teamId: number;
  player: ReSigningPlayer;
}) {
  const tender = useQualifyingOffer(leagueId, teamId);
  const qo = player.qualifyingOffer;
  if (!qo || player.extension) return null;
  if (qo.tendered)
    return (
      <Badge color="grape" variant="light">
        QO {formatCapHit(qo.amount)} tendered
      </Badge>
    );
  return (
    <Button
      size="xs"
      variant="default"
      loading={tender.isPending}
      aria-label={`Qualifying offer to ${nameOf(player)} (${formatCapHit(qo.amount)})`}
      onClick={() =>
        tender.mutate(player.id, {
          onSuccess: () =>
            notifySuccess(`${nameOf(player)}'s rights stay with your team.`, 'Qualifying offer tendered'),
          onError: (error) =>
            notifyError(
              errorMessage(error, 'The qualifying offer could not be made.'),
              'Qualifying offer refused',
            ),
        })
      }
    >
      Qualifying offer ({formatCapHit(qo.amount)})
    </Button>
  );
}

/** Where the talks stand, in a badge: signed, broken off, a standing counter, or nothing yet. */
function TalksBadge({ player }: { player: ReSigningPlayer }) {
  if (player.extension)
    return (
      <Badge color="green" variant="light">
        Signed: {formatCapHit(player.extension.capHit)} × {player.extension.years}
      </Badge>
    );
  if (player.talks === 'broken')
    return (
      <Badge color="red" variant="light">
        Talks broken off
      </Badge>
    );
  if (player.counter)
    return (
      <Text size="xs">
        Counter: {formatCapHit(player.counter.capHit)} × {player.counter.years}
      </Text>
    );
  return null;
}

// On a phone the offer form keeps to the screen while the table scrolls sideways beneath it.
const PHONE_FORM = { position: 'sticky', left: 12, maxWidth: 'calc(100vw - 56px)' } as const;

/**
 * The expiring players, each with what he asks, his mood, and (for the GM) an offer form below his row.
 * On a phone the talks come right after the name, so 'Negotiate' is in reach without scrolling sideways.
 */
export function ExpiringTable({ leagueId, list }: { leagueId: number; list: ReSigningResponse }) {
  const [open, setOpen] = useState<number | null>(null);
  const phone = useIsPhoneWidth();
  const columns = list.canNegotiate ? 9 : 7;
  return (
    <Paper withBorder radius="md" p={{ base: 0, sm: 'xs' }}>
      <Table.ScrollContainer minWidth={list.canNegotiate ? 900 : 640}>
        <Table fz="sm" verticalSpacing={6} style={{ whiteSpace: 'nowrap' }}>
          <Table.Caption style={{ whiteSpace: 'normal' }}>
            UFA / RFA: unrestricted or restricted free agent when the contract ends. A qualifying offer keeps
            a restricted player&apos;s rights.
          </Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Player</Table.Th>
              {phone && <Table.Th>Talks</Table.Th>}
              <Table.Th>Pos</Table.Th>
              <Table.Th ta="right">Age</Table.Th>
              <Table.Th ta="right">OVR/POT</Table.Th>
              <Table.Th>At expiry</Table.Th>
              <Table.Th ta="right">Cap hit</Table.Th>
              {list.canNegotiate && <Table.Th ta="right">Asks</Table.Th>}
              {list.canNegotiate && <Table.Th>Mood</Table.Th>}
              {!phone && <Table.Th>Talks</Table.Th>}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {list.players.map((player) => {
              const expanded = open === player.id;
              const canOffer = list.canNegotiate && !player.extension && player.talks !== 'broken';
              const talks = (
                <Table.Td>
                  <Stack gap={4} align="flex-start">
                    <TalksBadge player={player} />
                    {canOffer && (
                      <Button
                        size="xs"
                        variant={expanded ? 'filled' : 'light'}
                        aria-expanded={expanded}
                        aria-label={`Negotiate with ${nameOf(player)}`}
                        onClick={() => setOpen(expanded ? null : player.id)}
                      >
                        Negotiate
                      </Button>
                    )}
                    {list.canNegotiate && (
                      <QualifyingOfferButton leagueId={leagueId} teamId={list.teamId} player={player} />
                    )}
                  </Stack>
                </Table.Td>
              );
              return (
                <Fragment key={player.id}>
                  <Table.Tr>
                    <Table.Td>
                      <Anchor component={Link} to={`/league/${leagueId}/player/${player.id}`} size="sm">
                        {nameOf(player)}
                      </Anchor>
                    </Table.Td>
                    {phone && talks}
                    <Table.Td>{player.position}</Table.Td>
                    <Table.Td ta="right">{player.age}</Table.Td>
                    <Table.Td ta="right">
                      {player.overall} / {player.potential ?? player.overall}
                    </Table.Td>
                    <Table.Td>
                      <Text size="xs" fw={700} c={player.expiresAs === 'ufa' ? 'orange' : 'grape'}>
                        {player.expiresAs.toUpperCase()}
                      </Text>
                    </Table.Td>
                    <Table.Td ta="right">{formatCapHit(player.capHit)}</Table.Td>
                    {list.canNegotiate && (
                      <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                        {player.ask ? `${formatCapHit(player.ask.capHit)} × ${player.ask.years}` : ''}
                      </Table.Td>
                    )}
                    {list.canNegotiate && (
                      <Table.Td>
                        {player.mood !== null && <MoodMeter mood={player.mood} name={nameOf(player)} />}
                      </Table.Td>
                    )}
                    {!phone && talks}
                  </Table.Tr>
                  {expanded && list.canNegotiate && (
                    <Table.Tr>
                      <Table.Td colSpan={columns} style={{ whiteSpace: 'normal' }}>
                        <div style={phone ? PHONE_FORM : undefined}>
                          <OfferForm leagueId={leagueId} teamId={list.teamId} player={player} list={list} />
                        </div>
                      </Table.Td>
                    </Table.Tr>
                  )}
                </Fragment>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}
