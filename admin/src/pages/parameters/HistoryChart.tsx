import { LineChart } from '@mantine/charts';
import { Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useDateTimeFormat } from '../../lib/format';

/**
 * A parameter's values over time as steps on a time axis: each value holds from its `validFrom` until
 * the next, and the last one until now.
 */
export function HistoryChart({
  title,
  points,
  testId,
}: {
  title: string;
  points: readonly { validFrom: string; value: number }[];
  testId: string;
}) {
  const formatTime = useDateTimeFormat();
  const [nowMs] = useState(() => Date.now());
  const data = points.map((point) => ({ atMs: Date.parse(point.validFrom), value: point.value }));
  const last = data.at(-1);
  if (last && last.atMs < nowMs) data.push({ atMs: nowMs, value: last.value });
  return (
    <Stack gap={4} data-testid={testId} data-points={points.length}>
      <Text size="sm" fw={500}>
        {title}
      </Text>
      <LineChart
        h={220}
        data={data}
        dataKey="atMs"
        series={[{ name: 'value', label: title, color: 'blue.6' }]}
        curveType="stepAfter"
        withDots={false}
        tickLine="y"
        xAxisProps={{
          type: 'number',
          scale: 'time',
          domain: ['dataMin', 'dataMax'],
          minTickGap: 60,
          tickFormatter: (atMs: number) => formatTime(new Date(atMs).toISOString()),
        }}
        tooltipProps={{
          labelFormatter: (atMs) => (typeof atMs === 'number' ? formatTime(new Date(atMs).toISOString()) : atMs),
        }}
      />
    </Stack>
  );
}
