import '@mantine/charts/styles.css';
import { RadarChart } from '@mantine/charts';
import { Paper, Title } from '@mantine/core';
import type { AttributeGroup } from './attribute-groups';

/** The attribute groups' averages on a radar chart. */
export function AttributeChart({ groups }: { groups: readonly AttributeGroup[] }) {
  const data = groups.map((g) => ({ group: g.label, rating: g.average }));
  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="attribute-chart-title">
      <Title order={2} fz="lg" id="attribute-chart-title">
        Attribute profile
      </Title>
      <RadarChart
        h={280}
        data={data}
        dataKey="group"
        withPolarRadiusAxis={false}
        series={[{ name: 'rating', color: 'ice.6', opacity: 0.35 }]}
        aria-label={data.map((d) => `${d.group} ${d.rating}`).join(', ')}
        role="img"
      />
    </Paper>
  );
}
