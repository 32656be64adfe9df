import { Paper, SimpleGrid, Text } from '@mantine/core';
import { formatCapHit, type CapSheetResponse } from '@rinkside/domain';

function Figure({
  label,
  value,
  note,
  alert,
}: {
  label: string;
  value: string;
  note: string;
  alert?: boolean;
}) {
  return (
    <Paper withBorder radius="md" p="sm">
      <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
        {label}
      </Text>
      <Text fz="xl" fw={800} c={alert ? 'red' : undefined}>
        {value}
      </Text>
      <Text size="xs" c="dimmed">
        {note}
      </Text>
    </Paper>
  );
}

/** The four numbers a GM checks first: cap space, payroll, roster and contract counts. */
export function CapSummary({ sheet }: { sheet: CapSheetResponse }) {
  const over = sheet.capSpace < 0;
  const { limits } = sheet;
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
      <Figure
        label="Cap space"
        value={over ? `−${formatCapHit(-sheet.capSpace)}` : formatCapHit(sheet.capSpace)}
        note={
          over
            ? `Over the cap of ${formatCapHit(sheet.season.upperLimit)}: no move may add money until under`
            : `of ${formatCapHit(sheet.season.upperLimit)}`
        }
        alert={over}
      />
      <Figure
        label="Payroll"
        value={formatCapHit(sheet.payroll)}
        note={`Floor ${formatCapHit(sheet.season.floor)}`}
        alert={sheet.payroll < sheet.season.floor}
      />
      <Figure
        label="Active roster"
        value={`${sheet.activeRoster} / ${limits.activeRosterMax}`}
        note={`At least ${limits.activeRosterMin}`}
        alert={sheet.activeRoster > limits.activeRosterMax || sheet.activeRoster < limits.activeRosterMin}
      />
      <Figure
        label="Contracts"
        value={`${sheet.contracts} / ${limits.maxContracts}`}
        note="Minor leaguers included"
        alert={sheet.contracts > limits.maxContracts}
      />
    </SimpleGrid>
  );
}
