import { Paper, Title } from '@mantine/core';
import type { ComponentType } from 'react';
import type { Customer } from './queries';
import { UserScreen } from './UserScreen';

interface CustomerFormScreenProps {
  /** The sub-screen's name: the breadcrumb, the page title and the heading. */
  title: string;
  testId: string;
  Form: ComponentType<{ customer: Customer }>;
}

/** A customer's sub-screen that is one form on a card under its heading (e-mail, message). */
export function CustomerFormScreen({ title, testId, Form }: CustomerFormScreenProps) {
  return (
    <UserScreen screen={title} testId={testId}>
      {(customer) => (
        <>
          <Title order={2}>{title}</Title>
          <Paper withBorder p="md" radius="md" maw={560}>
            <Form customer={customer} />
          </Paper>
        </>
      )}
    </UserScreen>
  );
}
