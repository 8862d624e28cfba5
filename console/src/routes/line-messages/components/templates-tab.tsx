import { useState } from 'react';
import { Badge, Card, Grid, Group, NavLink, Text } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  templateKinds,
  type MessageTemplate,
  type TemplateKind,
} from '@crm/contract/message-templates';
import { templatesQuery } from '../common/api';
import { TemplateEditor } from './template-editor';

/** Every kind of message with its state, and the chosen one's editor and preview. */
export function TemplatesTab({ canManage }: { canManage: boolean }) {
  const { t } = useTranslation('lineMessages');
  const { data } = useSuspenseQuery(templatesQuery);
  const [kind, setKind] = useState<TemplateKind>('points_earned');
  const byKind = new Map(data.items.map((template) => [template.kind, template]));
  const chosen = byKind.get(kind);

  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 3 }}>
        <Card
          withBorder
          radius="md"
          padding="xs"
          component="nav"
          aria-label={t('templates.listLabel')}
        >
          {templateKinds.map((id) => {
            const template = byKind.get(id);
            return (
              <NavLink
                key={id}
                component="button"
                active={id === kind}
                label={t(`kinds.${id}`)}
                onClick={() => setKind(id)}
                variant="light"
                style={{ borderRadius: 'var(--mantine-radius-sm)' }}
                rightSection={template && <States template={template} />}
              />
            );
          })}
        </Card>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 9 }}>
        {chosen ? (
          <TemplateEditor key={kind} template={chosen} kind={kind} canManage={canManage} />
        ) : (
          <Text c="dimmed">{t('templates.empty')}</Text>
        )}
      </Grid.Col>
    </Grid>
  );
}

function States({ template }: { template: MessageTemplate }) {
  const { t } = useTranslation('lineMessages');
  return (
    <Group gap={4} wrap="nowrap">
      {!template.is_enabled && (
        <Badge size="xs" variant="light" color="gray">
          {t('templates.off')}
        </Badge>
      )}
      {template.is_important && template.is_enabled && (
        <Badge size="xs" variant="light" color="orange">
          {t('templates.sms')}
        </Badge>
      )}
      {template.is_custom && (
        <Badge size="xs" variant="dot" color="teal">
          {t('templates.custom')}
        </Badge>
      )}
    </Group>
  );
}
