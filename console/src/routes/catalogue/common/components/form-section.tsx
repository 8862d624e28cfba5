import type { ReactNode } from 'react';
import { Paper, Stack, Text, Title } from '@mantine/core';

/** A titled card of a form: one subject the team thinks of at a time. */
export function FormSection({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <Paper withBorder radius="md" p="lg">
      <Stack gap="md">
        <Stack gap={2}>
          <Title order={2} size="h5">
            {title}
          </Title>
          {description && (
            <Text size="sm" c="dimmed">
              {description}
            </Text>
          )}
        </Stack>
        {children}
      </Stack>
    </Paper>
  );
}
