import { Button, Center, EmptyState } from '@mantine/core';
import { IconCash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { otherApps } from '@/common/paths';

/** What the console shows an operator without a section to open: cashiers work at the counter. */
export function CounterNotice() {
  const { t } = useTranslation('shell');
  return (
    <Center mih="70vh">
      <EmptyState
        maw={520}
        variant="light"
        size="lg"
        icon={<IconCash size={32} stroke={1.5} />}
        title={t('cashier.title')}
        description={t('cashier.message')}
      >
        <EmptyState.Actions>
          <Button component="a" href={otherApps.counter}>
            {t('cashier.open')}
          </Button>
        </EmptyState.Actions>
      </EmptyState>
    </Center>
  );
}
