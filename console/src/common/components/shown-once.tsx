import { Alert, Button, Code, CopyButton, Group, Stack, Text } from '@mantine/core';
import { IconCheck, IconCopy, IconEyeExclamation } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/**
 * Secrets the API answers once (a one-time password, recovery codes): shown here with a copy
 * button and the warning that they will not be shown again.
 */
export function ShownOnce({ label, values }: { label: string; values: string[] }) {
  const { t } = useTranslation('common');
  const text = values.join('\n');
  return (
    <Stack gap="sm">
      <Alert color="orange" variant="light" icon={<IconEyeExclamation size={20} stroke={1.5} />}>
        {t('shownOnce.warning')}
      </Alert>
      <Text size="sm" fw={500}>
        {label}
      </Text>
      <Code block fz="md" data-testid="shown-once">
        {text}
      </Code>
      <Group justify="flex-end">
        <CopyButton value={text}>
          {({ copied, copy }) => (
            <Button
              variant="light"
              size="xs"
              onClick={copy}
              leftSection={copied ? <IconCheck size={14} /> : <IconCopy size={14} />}
            >
              {copied ? t('shownOnce.copied') : t('shownOnce.copy')}
            </Button>
          )}
        </CopyButton>
      </Group>
    </Stack>
  );
}
