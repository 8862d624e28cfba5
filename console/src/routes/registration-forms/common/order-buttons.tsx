import { ActionIcon, Group } from '@mantine/core';
import { IconArrowDown, IconArrowUp } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** Moves an entry of an ordered list one place up or down. */
export function OrderButtons({
  name,
  first,
  last,
  busy,
  onMove,
}: {
  /** What moves, for the buttons' names. */
  name: string;
  first: boolean;
  last: boolean;
  busy: boolean;
  onMove: (by: -1 | 1) => void;
}) {
  const { t } = useTranslation('forms');
  return (
    <Group gap={2} wrap="nowrap">
      <ActionIcon
        variant="subtle"
        color="gray"
        disabled={first || busy}
        aria-label={t('moveUp', { name })}
        onClick={() => onMove(-1)}
      >
        <IconArrowUp size={16} />
      </ActionIcon>
      <ActionIcon
        variant="subtle"
        color="gray"
        disabled={last || busy}
        aria-label={t('moveDown', { name })}
        onClick={() => onMove(1)}
      >
        <IconArrowDown size={16} />
      </ActionIcon>
    </Group>
  );
}
