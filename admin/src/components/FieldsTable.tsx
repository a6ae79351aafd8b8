import { Table } from '@mantine/core';
import type { ReactNode } from 'react';

export interface FieldRow {
  label: string;
  value: ReactNode;
  /** On the value cell, e.g. deposit-status. */
  testId?: string;
}

/** A read-only table of a record's fields, labels on the left (the specification's "details table"). */
export function FieldsTable({ rows, testId }: { rows: readonly FieldRow[]; testId: string }) {
  return (
    <Table withTableBorder variant="vertical" layout="fixed" maw={760} data-testid={testId}>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.label}>
            <Table.Th w={220}>{row.label}</Table.Th>
            <Table.Td style={{ overflowWrap: 'anywhere' }} data-testid={row.testId}>
              {row.value}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
