import { Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PolicyVersion } from '@crm/contract/privacy-policies';

/** A published version's text: what members read and consented to, never changed. */
export function PublishedPolicy({ version }: { version: PolicyVersion }) {
  const { t } = useTranslation('privacy');
  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
      {(
        [
          ['contentTh', version.content_th],
          ['contentEn', version.content_en],
        ] as const
      ).map(([label, text]) => (
        <Card key={label} withBorder radius="md" padding="lg">
          <Stack gap="sm">
            <Title order={2} size="h5">
              {t(`fields.${label}`)}
            </Title>
            <Text
              size="sm"
              style={{ whiteSpace: 'pre-wrap' }}
              mah={560}
              styles={{ root: { overflowY: 'auto' } }}
            >
              {text}
            </Text>
          </Stack>
        </Card>
      ))}
    </SimpleGrid>
  );
}
