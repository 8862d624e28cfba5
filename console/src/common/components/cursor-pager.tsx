import { useState } from 'react';
import { Button, Group, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/**
 * Pages of a list the server pages by cursor (contract/src/keyset-page.ts): the cursors of the
 * pages seen so far, so the operator can go back as well as on. Changing the filters starts over.
 */
export function useCursorPages() {
  const [cursors, setCursors] = useState<(string | undefined)[]>([undefined]);
  return {
    cursor: cursors.at(-1),
    page: cursors.length,
    next: (cursor: string) => setCursors((seen) => [...seen, cursor]),
    previous: () => setCursors((seen) => (seen.length > 1 ? seen.slice(0, -1) : seen)),
    reset: () => setCursors([undefined]),
  };
}

export type CursorPages = ReturnType<typeof useCursorPages>;

export function CursorPager({
  pages,
  nextCursor,
}: {
  pages: CursorPages;
  /** The page's next_cursor; null on the last page, undefined while it loads. */
  nextCursor: string | null | undefined;
}) {
  const { t } = useTranslation('common');
  return (
    <Group justify="flex-end" gap="sm">
      <Text size="sm" c="dimmed">
        {t('pager.page', { page: pages.page })}
      </Text>
      <Button
        variant="default"
        size="xs"
        leftSection={<IconChevronLeft size={14} />}
        disabled={pages.page === 1}
        onClick={pages.previous}
      >
        {t('pager.previous')}
      </Button>
      <Button
        variant="default"
        size="xs"
        rightSection={<IconChevronRight size={14} />}
        disabled={!nextCursor}
        onClick={() => nextCursor && pages.next(nextCursor)}
      >
        {t('pager.next')}
      </Button>
    </Group>
  );
}
