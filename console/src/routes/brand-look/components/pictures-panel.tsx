import { useState } from 'react';
import {
  ActionIcon,
  Badge,
  Button,
  Center,
  Group,
  Image,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Tooltip,
} from '@mantine/core';
import { IconPhotoOff, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  brandImageSlots,
  maxGalleryImages,
  type BrandImage,
  type BrandImageSlot,
  type BrandLook,
} from '@crm/contract/brand-look';
import type { ThemeSettings } from '@crm/contract/theme';
import { ApiErrorAlert } from '@/common/components/api-error-alert';
import { moveItem, SortableList } from '@/common/components/sortable-list';
import { useSavePart } from '../use-save-part';
import { ImageDrop } from './image-drop';
import { Panel, SaveBar } from './panel';

const slotField: Record<BrandImageSlot, 'login_logo' | 'home_logo' | 'default_privilege_image'> = {
  'login-logo': 'login_logo',
  'home-logo': 'home_logo',
  'default-privilege': 'default_privilege_image',
};

function SlotCard({ slot, image }: { slot: BrandImageSlot; image: BrandImage | null }) {
  const { t } = useTranslation('brandLook');
  const change = useSavePart();
  return (
    <Panel title={t(`pictures.slots.${slot}.title`)} description={t(`pictures.slots.${slot}.hint`)}>
      <Center
        h={132}
        bg="gray.0"
        style={{
          borderRadius: 'var(--mantine-radius-md)',
          border: '1px solid var(--mantine-color-gray-2)',
        }}
      >
        {image ? (
          <Image
            src={image.image_url}
            alt={t(`pictures.slots.${slot}.title`)}
            mah={116}
            maw="90%"
            fit="contain"
          />
        ) : (
          <Stack gap={4} align="center" c="dimmed">
            <IconPhotoOff size={28} stroke={1.5} />
            <Text size="xs">{t('pictures.appDefault')}</Text>
          </Stack>
        )}
      </Center>
      {change.failure && <ApiErrorAlert error={change.failure} />}
      <ImageDrop
        compact
        label={t(image ? 'pictures.replace' : 'pictures.choose')}
        loading={change.pending}
        onFile={(file) => void change.run({ part: 'replace-image', slot, file }, 'pictures.saved')}
      />
      {image && (
        <Button
          variant="subtle"
          color="gray"
          size="compact-sm"
          leftSection={<IconTrash size={14} stroke={1.5} />}
          disabled={change.pending}
          onClick={() => void change.run({ part: 'remove-image', slot }, 'pictures.removed')}
        >
          {t('pictures.useAppDefault')}
        </Button>
      )}
    </Panel>
  );
}

/**
 * The home cover carousel: its pictures in order, and whether and how members see it (drawn
 * anew, from what is saved, whenever that changes).
 */
function CoversCard({ look }: { look: BrandLook }) {
  const { t } = useTranslation('brandLook');
  const change = useSavePart();
  const covers = look.covers;
  const max = maxGalleryImages.cover;
  const saved = look.Setting_Field.Cover_Page;
  const [cover, setCover] = useState<ThemeSettings['Cover_Page']>(saved);
  const dirty = JSON.stringify(cover) !== JSON.stringify(saved);

  const saveDisplay = () =>
    change.run(
      { part: 'settings', body: { Setting_Field: { ...look.Setting_Field, Cover_Page: cover } } },
      'pictures.coverSaved',
    );

  return (
    <Panel
      title={t('pictures.covers.title')}
      description={t('pictures.covers.hint')}
      actions={
        <Badge variant="light" color={covers.length >= max ? 'orange' : 'gray'} tt="none">
          {t('pictures.count', { count: covers.length, max })}
        </Badge>
      }
    >
      {covers.length > 0 ? (
        <SortableList
          label={t('pictures.covers.order')}
          direction="horizontal"
          items={covers}
          itemKey={(image) => String(image.image_id)}
          disabled={change.pending}
          onMove={(from, to) =>
            void change.run(
              {
                part: 'order-pictures',
                gallery: 'cover',
                imageIds: moveItem(covers, from, to).map((image) => image.image_id),
              },
              'pictures.ordered',
            )
          }
          renderItem={(image, handle, index) => (
            <Stack gap={4} w={168}>
              <Image
                src={image.image_url}
                alt={image.name}
                h={94}
                radius="sm"
                fit="cover"
                style={{ border: '1px solid var(--mantine-color-gray-3)' }}
              />
              <Group justify="space-between" gap={4} wrap="nowrap">
                {handle}
                <Text size="xs" c="dimmed">
                  {t('pictures.position', { position: index + 1 })}
                </Text>
                <Tooltip label={t('pictures.remove')}>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    size="sm"
                    aria-label={t('pictures.removeNamed', { name: image.name })}
                    disabled={change.pending}
                    onClick={() =>
                      void change.run(
                        { part: 'remove-picture', gallery: 'cover', imageId: image.image_id },
                        'pictures.removed',
                      )
                    }
                  >
                    <IconTrash size={14} stroke={1.5} />
                  </ActionIcon>
                </Tooltip>
              </Group>
            </Stack>
          )}
        />
      ) : (
        <Text size="sm" c="dimmed">
          {t('pictures.covers.none')}
        </Text>
      )}
      {change.failure && <ApiErrorAlert error={change.failure} />}
      {covers.length < max && (
        <ImageDrop
          label={t('pictures.covers.add')}
          loading={change.pending}
          onFile={(file) =>
            void change.run({ part: 'add-picture', gallery: 'cover', file }, 'pictures.added')
          }
        />
      )}
      <Group gap="xl" align="flex-end">
        <Switch
          label={t('pictures.covers.show')}
          checked={cover.is_display === 'true'}
          onChange={(event) =>
            setCover({ ...cover, is_display: event.currentTarget.checked ? 'true' : 'false' })
          }
        />
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            {t('pictures.covers.width')}
          </Text>
          <SegmentedControl
            value={String(cover.displayType)}
            onChange={(value) => setCover({ ...cover, displayType: value === '2' ? 2 : 1 })}
            data={[
              { value: '1', label: t('pictures.covers.fullWidth') },
              { value: '2', label: t('pictures.covers.contentWidth') },
            ]}
          />
        </Stack>
      </Group>
      <SaveBar
        sticky={false}
        dirty={dirty}
        saving={change.pending}
        failure={null}
        onUndo={() => setCover(saved)}
        onSave={() => void saveDisplay()}
      />
    </Panel>
  );
}

/** Logos, the default privilege picture and the home covers. */
export function PicturesPanel({ look }: { look: BrandLook }) {
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        {brandImageSlots.map((slot) => (
          <SlotCard key={slot} slot={slot} image={look[slotField[slot]]} />
        ))}
      </SimpleGrid>
      <CoversCard key={JSON.stringify(look.Setting_Field.Cover_Page)} look={look} />
    </Stack>
  );
}
