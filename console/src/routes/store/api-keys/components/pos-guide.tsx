import { Anchor, Card, Code, List, Stack, Text, Title } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { Trans, useTranslation } from 'react-i18next';

/** The Store API paths a POS calls with its key, as the API names them. */
const storePaths = [
  'GET /api/v1.0/store/members/lookup',
  'POST /api/v1.0/store/earn',
  'POST /api/v1.0/store/earn/{transactionId}/void',
  'GET /api/v1.0/store/codes/{code}',
  'POST /api/v1.0/store/redeem',
];

/** How a brand's POS uses a key, for whoever connects it. */
export function PosGuide() {
  const { t } = useTranslation('store');
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('keys.guide.title')}
        </Title>
        <Text size="sm">
          <Trans
            t={t}
            i18nKey="keys.guide.header"
            values={{ header: 'X-Api-Key' }}
            components={{ code: <Code /> }}
          />
        </Text>
        <Text size="sm">{t('keys.guide.paths')}</Text>
        <List size="sm" spacing={4}>
          {storePaths.map((path) => (
            <List.Item key={path}>
              <Code>{path}</Code>
            </List.Item>
          ))}
        </List>
        <Anchor href="/api/docs" target="_blank" rel="noopener" size="sm">
          <IconExternalLink size={14} style={{ verticalAlign: 'middle' }} /> {t('keys.guide.docs')}
        </Anchor>
      </Stack>
    </Card>
  );
}
