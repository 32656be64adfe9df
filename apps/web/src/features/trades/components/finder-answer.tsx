import { Alert, Button, Stack, Text } from '@mantine/core';
import type { TradeFinderPackage, TradeFinderResponse } from '@rinkside/domain';
import { IconInfoCircle, IconPlus } from '@tabler/icons-react';
import { FinderPackageCard } from './finder-package-card';

const DECISION_WORDS: Record<NonNullable<TradeFinderResponse['current']>['decision'], string> = {
  accept: 'would accept it',
  counter: 'would ask for more',
  decline: 'would decline it',
};

/** How the partner's model answers the trade in the builder as it stands, with its reason. */
function AsItStands({
  current,
  partner,
  estimate,
}: {
  current: TradeFinderResponse['current'];
  partner: string;
  estimate: boolean;
}) {
  if (!current) return null;
  return (
    <Text size="sm">
      <Text span fw={600}>
        As it stands,
      </Text>{' '}
      {estimate ? `the model estimates ${partner}` : partner} {DECISION_WORDS[current.decision]}
      {current.reason ? `: ${current.reason}` : '.'}
    </Text>
  );
}

/** The words before the list: additions that close the gap, or (accepted already) what more they would give. */
function introOf({ current, packages }: TradeFinderResponse): string {
  const one = packages.length === 1;
  if (current?.decision === 'accept')
    return one
      ? 'They would still accept it with this added:'
      : `They would still accept it with any of these ${packages.length} added, the most valuable first:`;
  return one
    ? 'One addition would make it work:'
    : `${packages.length} ways to make it work, the smallest first:`;
}

/** Said whenever a person runs the partner team: the model speaks for the AI, not for him. */
export function EstimateNote({ partner }: { partner: string }) {
  return (
    <Alert
      color="blue"
      variant="light"
      icon={<IconInfoCircle size={18} />}
      title="An estimate, not their answer"
    >
      A person runs {partner}. What follows is the value model&apos;s estimate of what they would accept;
      their GM decides for himself.
    </Alert>
  );
}

function SuggestionItem({
  pkg,
  index,
  myTeamId,
  onAdd,
}: {
  pkg: TradeFinderPackage;
  index: number;
  myTeamId: number;
  onAdd: (pkg: TradeFinderPackage) => void;
}) {
  const assetsId = `finder-suggestion-${index + 1}`;
  return (
    <FinderPackageCard
      pkg={pkg}
      myTeamId={myTeamId}
      verb="add"
      label={`Suggestion ${index + 1}`}
      describedBy={assetsId}
    >
      <Button
        size="xs"
        variant="light"
        leftSection={<IconPlus size={14} aria-hidden />}
        aria-describedby={assetsId}
        onClick={() => onAdd(pkg)}
      >
        Add to trade
      </Button>
    </FinderPackageCard>
  );
}

/**
 * The finder's answer to "What would make this work?": the partner's answer as it stands, then each
 * package, smallest first, with a button that puts it in the builder.
 */
export function FinderAnswer({
  answer,
  partner,
  myTeamId,
  onAdd,
}: {
  answer: TradeFinderResponse;
  partner: string;
  myTeamId: number;
  onAdd: (pkg: TradeFinderPackage) => void;
}) {
  return (
    <Stack gap="sm">
      {answer.estimate && <EstimateNote partner={partner} />}
      <AsItStands current={answer.current} partner={partner} estimate={answer.estimate} />
      {answer.packages.length === 0 ? (
        <Text size="sm" c="dimmed">
          {answer.note ?? 'Nothing either team holds makes this trade work.'}
        </Text>
      ) : (
        <>
          <Text size="sm" id="finder-suggestions">
            {introOf(answer)}
          </Text>
          <Stack
            gap="xs"
            component="ol"
            m={0}
            p={0}
            style={{ listStyle: 'none' }}
            aria-labelledby="finder-suggestions"
          >
            {answer.packages.map((pkg, i) => (
              <SuggestionItem key={i} pkg={pkg} index={i} myTeamId={myTeamId} onAdd={onAdd} />
            ))}
          </Stack>
          {answer.note && (
            <Text size="xs" c="dimmed">
              {answer.note}
            </Text>
          )}
        </>
      )}
    </Stack>
  );
}
