import { Alert, Button, Group, Select, SimpleGrid, Stack, Textarea } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { LeagueDetail, TradeFinderPackage } from '@rinkside/domain';
import { IconAlertTriangle, IconSend } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../../lib/http';
import { notifySuccess } from '../../../lib/notify';
import { useSendTrade } from '../api/propose-trade';
import { useTradePreview } from '../api/preview-trade';
import {
  emptySide,
  proposalOf,
  selectionIsEmpty,
  selectionOfTeams,
  type TradeSelection,
} from '../trade-selection';
import { TeamAssets } from './team-assets';
import { TradeFinderPanel } from './trade-finder-panel';
import { TradePreviewPanel } from './trade-preview-panel';

// Long enough that ticking a few boxes in a row asks once, short enough to feel live.
const PREVIEW_DEBOUNCE_MS = 400;

/**
 * The builder's form: the partner, both columns, the note, the live preview and Send. `counterTo`: the
 * trade this answers (sent to …/counter), else a new proposal.
 */
export function TradeBuilder({
  league,
  myTeamId,
  initialPartnerId,
  initialSelection,
  counterTo,
}: {
  league: LeagueDetail;
  myTeamId: number;
  initialPartnerId: number | null;
  initialSelection: TradeSelection;
  counterTo: number | null;
}) {
  const navigate = useNavigate();
  const [partnerId, setPartnerId] = useState(initialPartnerId);
  const [selection, setSelection] = useState(initialSelection);
  const send = useSendTrade(league.id, counterTo);
  const empty = selectionIsEmpty(selection);

  // The note does not change the cap or rosters: the preview is asked without it.
  const forPreview = useMemo(
    () =>
      partnerId === null || empty
        ? null
        : proposalOf({ myTeamId, partnerId, selection: { ...selection, note: '' } }),
    [myTeamId, partnerId, selection, empty],
  );
  const [debounced] = useDebouncedValue(forPreview, PREVIEW_DEBOUNCE_MS);
  const settled = JSON.stringify(debounced) === JSON.stringify(forPreview);
  const preview = useTradePreview(league.id, debounced);
  const problems = preview.data?.problems.length ?? 0;
  const ready = partnerId !== null && !empty && settled && preview.isSuccess && !preview.isPlaceholderData;

  const partners = league.teams
    .filter((t) => t.id !== myTeamId)
    .map((t) => ({
      value: String(t.id),
      label: t.gm ? `${t.name} (${t.username ?? 'GM'})` : `${t.name} (AI)`,
    }));

  // The finder's package replaces the whole selection (the note stays): Send then proposes exactly it.
  const addPackage = (pkg: TradeFinderPackage) => {
    const start = selectionOfTeams(pkg.teams, myTeamId);
    if (!start) return;
    setPartnerId(start.partnerId);
    setSelection((s) => ({ ...start.selection, note: s.note }));
  };
  const partnerName = league.teams.find((t) => t.id === partnerId)?.name ?? null;

  const submit = () => {
    if (partnerId === null) return;
    send.mutate(proposalOf({ myTeamId, partnerId, selection }), {
      onSuccess: (trade) => {
        notifySuccess(
          counterTo === null ? 'Your proposal is sent.' : 'Your counter-proposal is sent.',
          'Trade sent',
        );
        void navigate(`/league/${league.id}/trades/${trade.id}`);
      },
    });
  };

  return (
    <Stack gap="md">
      <Select
        label="Trade with"
        placeholder="Choose a team"
        data={partners}
        value={partnerId === null ? null : String(partnerId)}
        onChange={(v) => {
          setPartnerId(v === null ? null : Number(v));
          setSelection((s) => ({ ...s, theirs: emptySide() }));
        }}
        disabled={counterTo !== null}
        searchable
        maw={360}
      />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <TeamAssets
          league={league}
          teamId={myTeamId}
          role="mine"
          selection={selection.mine}
          onChange={(mine) => setSelection((s) => ({ ...s, mine }))}
        />
        {partnerId !== null ? (
          <TeamAssets
            league={league}
            teamId={partnerId}
            role="theirs"
            selection={selection.theirs}
            onChange={(theirs) => setSelection((s) => ({ ...s, theirs }))}
          />
        ) : (
          <Alert variant="light" title="Choose a team to trade with">
            Their players and picks appear here.
          </Alert>
        )}
      </SimpleGrid>
      <TradeFinderPanel
        leagueId={league.id}
        myTeamId={myTeamId}
        partner={partnerName}
        teams={forPreview?.teams ?? null}
        onAdd={addPackage}
      />
      <TradePreviewPanel preview={preview} empty={forPreview === null} />
      <Textarea
        label="Note to the other GM"
        description="Optional. They see it with the proposal."
        autosize
        minRows={2}
        maxLength={1000}
        value={selection.note}
        onChange={(e) => {
          const note = e.currentTarget.value;
          setSelection((s) => ({ ...s, note }));
        }}
      />
      {send.isError && (
        <Alert color="red" icon={<IconAlertTriangle size={18} />} title="The trade was not sent">
          {errorMessage(send.error, 'The trade could not be sent. Try again in a moment.')}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button
          onClick={submit}
          loading={send.isPending}
          disabled={!ready || problems > 0}
          leftSection={<IconSend size={16} aria-hidden />}
        >
          {counterTo === null ? 'Send proposal' : 'Send counter-proposal'}
        </Button>
      </Group>
    </Stack>
  );
}
