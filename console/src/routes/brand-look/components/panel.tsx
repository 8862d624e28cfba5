import type { ReactNode } from 'react';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '@crm/contract/envelope';
import { ApiErrorAlert } from '@/common/components/api-error-alert';

/** A titled card of the brand-look screen. */
export function Panel({
  title,
  description,
  children,
  actions,
}: {
  title: string;
  description?: string;
  children: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <Paper withBorder radius="md" p="lg">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Stack gap={2}>
            <Title order={3} size="h5">
              {title}
            </Title>
            {description && (
              <Text size="sm" c="dimmed">
                {description}
              </Text>
            )}
          </Stack>
          {actions}
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}

/** Save and undo under a form, with the API's refusal above them. */
export function SaveBar({
  dirty,
  saving,
  failure,
  onUndo,
  onSave,
  sticky = true,
}: {
  dirty: boolean;
  saving: boolean;
  failure: ApiError | null;
  onUndo: () => void;
  /** Outside a form: what saving does. Inside one, saving submits it. */
  onSave?: () => void;
  /** Stays in view at the bottom while a long form scrolls by. */
  sticky?: boolean;
}) {
  const { t } = useTranslation('brandLook');
  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      shadow={dirty ? 'md' : undefined}
      style={
        sticky ? { position: 'sticky', bottom: 'var(--mantine-spacing-md)', zIndex: 5 } : undefined
      }
    >
      <Stack gap="sm">
        {failure && <ApiErrorAlert error={failure} />}
        <Group justify="space-between">
          <Text size="sm" c={dirty ? 'orange.8' : 'dimmed'}>
            {dirty ? t('save.unsaved') : t('save.whenSeen')}
          </Text>
          <Group gap="sm">
            <Button variant="default" disabled={!dirty || saving} onClick={onUndo}>
              {t('save.undo')}
            </Button>
            <Button
              type={onSave ? 'button' : 'submit'}
              onClick={onSave}
              loading={saving}
              disabled={!dirty}
            >
              {t('save.save')}
            </Button>
          </Group>
        </Group>
      </Stack>
    </Paper>
  );
}
