import { Paper, Text, Timeline, Title } from '@mantine/core';
import type { TradeEvent } from '@rinkside/domain';
import { LeagueTime } from '../../../components/league-time';
import { TRADE_EVENT_WORDS } from '../trade-words';

// Steps with no one behind them read as a sentence of their own.
const IMPERSONAL = new Set(['expired', 'invalid', 'completed']);

/** Who did what when on the league's clock, oldest first, with the notes and reasons they gave. */
export function TradeThread({ thread, timeZone }: { thread: readonly TradeEvent[]; timeZone: string }) {
  return (
    <Paper withBorder radius="md" p="sm" component="section" aria-labelledby="trade-thread">
      <Title order={2} fz="md" mb="sm" id="trade-thread">
        Thread
      </Title>
      {thread.length === 0 ? (
        <Text size="sm" c="dimmed">
          Nothing has happened yet.
        </Text>
      ) : (
        <Timeline bulletSize={14} lineWidth={2} active={thread.length - 1}>
          {thread.map((event, i) => {
            const who = event.team?.name ?? event.by;
            const words = TRADE_EVENT_WORDS[event.kind];
            const title =
              IMPERSONAL.has(event.kind) || !who
                ? words.charAt(0).toUpperCase() + words.slice(1)
                : `${who} ${words}${event.by && event.team ? ` (${event.by})` : ''}`;
            return (
              <Timeline.Item
                key={`${event.at}-${i}`}
                title={
                  <Text size="sm" fw={600}>
                    {title}
                  </Text>
                }
              >
                <Text size="xs" c="dimmed">
                  <LeagueTime at={event.at} timeZone={timeZone} style="dateTime" />
                </Text>
                {event.text && (
                  <Text size="sm" mt={4} style={{ whiteSpace: 'pre-wrap' }}>
                    “{event.text}”
                  </Text>
                )}
              </Timeline.Item>
            );
          })}
        </Timeline>
      )}
    </Paper>
  );
}
