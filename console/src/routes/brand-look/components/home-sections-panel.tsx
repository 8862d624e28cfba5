import { useEffect, useState } from 'react';
import {
  ActionIcon,
  Badge,
  Button,
  Collapse,
  Group,
  Image,
  Menu,
  NumberInput,
  Paper,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
  Tooltip,
} from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { IconChevronDown, IconChevronUp, IconPlus, IconTrash, IconX } from '@tabler/icons-react';
import { Controller, useFieldArray, useForm, useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { LayoutSectionKey } from '@crm/contract/app-config';
import { layoutSectionKeys } from '@crm/contract/app-config';
import {
  homeSectionsRequest,
  type BrandImage,
  type HomeSection,
  type HomeSectionsRequest,
} from '@crm/contract/brand-look';
import { ApiErrorAlert } from '@/common/components/api-error-alert';
import { SortableList } from '@/common/components/sortable-list';
import { useSavePart } from '../use-save-part';
import { ImageDrop } from './image-drop';
import { Panel, SaveBar } from './panel';

/** A new section of the kind, as the brand would most often want it. */
export function newSection(key: LayoutSectionKey, t: (key: string) => string): HomeSection {
  const banner = key === 'banner';
  return {
    key,
    title: {
      text: t(`sections.defaults.${key}.th`),
      text_en: t(`sections.defaults.${key}.en`),
      display: !banner,
    },
    display_type: banner ? 2 : 1,
    display_align: 'left',
    card_layout_type: 'vertical-two',
    card_layout_limit: 10,
    banner_layout_type: 'content-width',
    layout_type: null,
    text: '',
    text_en: '',
    banner_image_ids: [],
  };
}

type SectionsForm = HomeSectionsRequest;

/** The slides of one banner section: in order, added from the brand's banner pictures. */
function BannerSlides({
  control,
  index,
  banners,
  problem,
}: {
  control: Control<SectionsForm>;
  index: number;
  banners: BrandImage[];
  problem?: string;
}) {
  const { t } = useTranslation('brandLook');
  const upload = useSavePart();
  return (
    <Controller
      control={control}
      name={`sections.${index}.banner_image_ids`}
      render={({ field }) => {
        const ids = field.value;
        const slides = ids.flatMap((id) => banners.filter((image) => image.image_id === id));
        const unused = banners.filter((image) => !ids.includes(image.image_id));
        const add = async (file: File) => {
          const look = await upload.run(
            { part: 'add-picture', gallery: 'banner', file },
            'pictures.added',
          );
          const known = new Set(banners.map((image) => image.image_id));
          const added = look?.banners.find((image) => !known.has(image.image_id));
          if (added) field.onChange([...ids, added.image_id]);
        };
        return (
          <Stack gap="sm">
            <Text size="sm" fw={500}>
              {t('sections.slides')}
            </Text>
            {slides.length > 0 ? (
              <SortableList
                label={t('sections.slidesOrder')}
                direction="horizontal"
                items={slides}
                itemKey={(image) => String(image.image_id)}
                onMove={(from, to) => {
                  const next = [...ids];
                  const [moved] = next.splice(from, 1);
                  if (moved !== undefined) next.splice(to, 0, moved);
                  field.onChange(next);
                }}
                renderItem={(image, handle) => (
                  <Stack gap={4} w={150}>
                    <Image src={image.image_url} alt={image.name} h={72} radius="sm" fit="cover" />
                    <Group justify="space-between" wrap="nowrap" gap={4}>
                      {handle}
                      <ActionIcon
                        variant="subtle"
                        color="gray"
                        size="sm"
                        aria-label={t('sections.removeSlide', { name: image.name })}
                        onClick={() => field.onChange(ids.filter((id) => id !== image.image_id))}
                      >
                        <IconX size={14} stroke={1.5} />
                      </ActionIcon>
                    </Group>
                  </Stack>
                )}
              />
            ) : (
              <Text size="sm" c={problem ? 'red' : 'dimmed'} role={problem ? 'alert' : undefined}>
                {problem ?? t('sections.noSlides')}
              </Text>
            )}
            {unused.length > 0 && (
              <Group gap="xs">
                <Text size="xs" c="dimmed">
                  {t('sections.unusedSlides')}
                </Text>
                {unused.map((image) => (
                  <Button
                    key={image.image_id}
                    variant="default"
                    size="compact-xs"
                    leftSection={<IconPlus size={12} />}
                    onClick={() => field.onChange([...ids, image.image_id])}
                  >
                    {image.name}
                  </Button>
                ))}
              </Group>
            )}
            {upload.failure && <ApiErrorAlert error={upload.failure} />}
            <ImageDrop
              compact
              label={t('sections.addSlide')}
              loading={upload.pending}
              onFile={(file) => void add(file)}
            />
          </Stack>
        );
      }}
    />
  );
}

function SectionSummary({ section }: { section: HomeSection }) {
  const { t } = useTranslation('brandLook');
  const parts =
    section.key === 'banner'
      ? [t('sections.slidesCount', { count: section.banner_image_ids.length })]
      : [
          section.display_type === 2 ? t('sections.show.banner') : t('sections.show.cards'),
          t('sections.limitSummary', { count: section.card_layout_limit }),
          section.layout_type === null
            ? t('sections.layout.brand')
            : t(section.layout_type === 2 ? 'sections.layout.horizontal' : 'sections.layout.grid'),
        ];
  return (
    <Text size="xs" c="dimmed">
      {parts.join(' · ')}
    </Text>
  );
}

/** The home screen's sections (LayoutDisplay), in the order members scroll through them. */
export function HomeSectionsPanel({
  saved,
  banners,
}: {
  saved: HomeSection[];
  banners: BrandImage[];
}) {
  const { t } = useTranslation('brandLook');
  const save = useSavePart();
  const [open, setOpen] = useState<Set<string>>(new Set());
  const form = useForm<SectionsForm>({
    resolver: zodResolver(homeSectionsRequest),
    defaultValues: { sections: saved },
  });
  const sections = useFieldArray({ control: form.control, name: 'sections', keyName: 'rowKey' });
  const values = useWatch({ control: form.control, name: 'sections' });
  const savedKey = JSON.stringify(saved);
  useEffect(() => {
    form.reset({ sections: JSON.parse(savedKey) as HomeSection[] });
  }, [savedKey, form]);

  const errors = form.formState.errors.sections;
  const problem = (index: number, field: keyof HomeSection) => {
    const message = errors?.[index]?.[field]?.message;
    if (!message) return undefined;
    return message === 'BANNER_SLIDES_REQUIRED'
      ? t('errors.BANNER_SLIDES_REQUIRED')
      : t(field === 'card_layout_limit' ? 'errors.limit' : 'errors.invalid');
  };
  const toggle = (key: string) => {
    const next = new Set(open);
    if (next.has(key)) next.delete(key);
    else next.add(key);
    setOpen(next);
  };

  const submit = form.handleSubmit(
    (body) => save.run({ part: 'home-sections', body }, 'sections.saved'),
    // A section with a problem opens, so the message beside the field is seen.
    (invalid) => {
      const withProblems = sections.fields.filter((_, index) => invalid.sections?.[index]);
      setOpen(new Set([...open, ...withProblems.map((field) => field.rowKey)]));
    },
  );

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="lg">
        <Panel
          title={t('sections.title')}
          description={t('sections.hint')}
          actions={
            <Menu position="bottom-end">
              <Menu.Target>
                <Button variant="light" leftSection={<IconPlus size={16} />}>
                  {t('sections.add')}
                </Button>
              </Menu.Target>
              <Menu.Dropdown>
                {layoutSectionKeys.map((key) => (
                  <Menu.Item key={key} onClick={() => sections.append(newSection(key, t))}>
                    {t(`sections.kinds.${key}`)}
                  </Menu.Item>
                ))}
              </Menu.Dropdown>
            </Menu>
          }
        >
          {sections.fields.length === 0 && (
            <Text size="sm" c="dimmed">
              {t('sections.none')}
            </Text>
          )}
          <SortableList
            label={t('sections.order')}
            items={sections.fields}
            itemKey={(field) => field.rowKey}
            onMove={(from, to) => sections.move(from, to)}
            renderItem={(field, handle, index) => {
              const section = values[index] ?? field;
              const isOpen = open.has(field.rowKey);
              const banner = section.key === 'banner';
              const path = `sections.${index}` as const;
              return (
                <Paper withBorder radius="md" p="sm" data-testid={`section-${index}`}>
                  <Group justify="space-between" wrap="nowrap">
                    <Group gap="sm" wrap="nowrap" miw={0}>
                      {handle}
                      <Badge variant="light" tt="none" miw={120}>
                        {t(`sections.kinds.${section.key}`)}
                      </Badge>
                      <Stack gap={0} miw={0}>
                        <Text size="sm" fw={500} lineClamp={1}>
                          {section.title.text || t('sections.untitled')}
                        </Text>
                        <SectionSummary section={section} />
                      </Stack>
                    </Group>
                    <Group gap={4} wrap="nowrap">
                      <Button
                        variant="subtle"
                        size="compact-sm"
                        rightSection={
                          isOpen ? <IconChevronUp size={14} /> : <IconChevronDown size={14} />
                        }
                        onClick={() => toggle(field.rowKey)}
                        aria-expanded={isOpen}
                      >
                        {isOpen ? t('sections.close') : t('sections.edit')}
                      </Button>
                      <Tooltip label={t('sections.remove')}>
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          aria-label={t('sections.removeNamed', {
                            name: section.title.text || t(`sections.kinds.${section.key}`),
                          })}
                          onClick={() => sections.remove(index)}
                        >
                          <IconTrash size={16} stroke={1.5} />
                        </ActionIcon>
                      </Tooltip>
                    </Group>
                  </Group>
                  <Collapse expanded={isOpen}>
                    <Stack gap="md" pt="md">
                      <SimpleGrid cols={2} spacing="sm">
                        <TextInput
                          label={t('sections.titleTh')}
                          error={problem(index, 'title')}
                          {...form.register(`${path}.title.text`)}
                        />
                        <TextInput
                          label={t('sections.titleEn')}
                          {...form.register(`${path}.title.text_en`)}
                        />
                        <TextInput
                          label={t('sections.textTh')}
                          {...form.register(`${path}.text`)}
                        />
                        <TextInput
                          label={t('sections.textEn')}
                          {...form.register(`${path}.text_en`)}
                        />
                      </SimpleGrid>
                      <Group gap="xl" align="flex-end">
                        <Controller
                          control={form.control}
                          name={`${path}.title.display`}
                          render={({ field: display }) => (
                            <Switch
                              label={t('sections.showTitle')}
                              checked={display.value}
                              onChange={(event) => display.onChange(event.currentTarget.checked)}
                            />
                          )}
                        />
                        <Controller
                          control={form.control}
                          name={`${path}.display_align`}
                          render={({ field: align }) => (
                            <Stack gap={4}>
                              <Text size="sm" fw={500}>
                                {t('sections.align')}
                              </Text>
                              <SegmentedControl
                                size="xs"
                                value={align.value}
                                onChange={align.onChange}
                                data={(['left', 'center', 'right'] as const).map((value) => ({
                                  value,
                                  label: t(`sections.aligns.${value}`),
                                }))}
                              />
                            </Stack>
                          )}
                        />
                      </Group>
                      {!banner && (
                        <Group gap="xl" align="flex-start">
                          <Controller
                            control={form.control}
                            name={`${path}.display_type`}
                            render={({ field: show }) => (
                              <Stack gap={4}>
                                <Text size="sm" fw={500}>
                                  {t('sections.showAs')}
                                </Text>
                                <SegmentedControl
                                  size="xs"
                                  value={String(show.value)}
                                  onChange={(value) => show.onChange(value === '2' ? 2 : 1)}
                                  data={[
                                    { value: '1', label: t('sections.show.cards') },
                                    { value: '2', label: t('sections.show.banner') },
                                  ]}
                                />
                              </Stack>
                            )}
                          />
                          <Controller
                            control={form.control}
                            name={`${path}.card_layout_type`}
                            render={({ field: columns }) => (
                              <Stack gap={4}>
                                <Text size="sm" fw={500}>
                                  {t('sections.perRow')}
                                </Text>
                                <SegmentedControl
                                  size="xs"
                                  value={columns.value}
                                  onChange={columns.onChange}
                                  data={[
                                    { value: 'vertical-two', label: t('sections.two') },
                                    { value: 'vertical-three', label: t('sections.three') },
                                  ]}
                                />
                              </Stack>
                            )}
                          />
                          <Controller
                            control={form.control}
                            name={`${path}.card_layout_limit`}
                            render={({ field: limit }) => (
                              <NumberInput
                                label={t('sections.limit')}
                                description={t('sections.limitHint')}
                                min={1}
                                max={50}
                                allowDecimal={false}
                                clampBehavior="none"
                                w={160}
                                value={limit.value}
                                onChange={(value) =>
                                  limit.onChange(typeof value === 'number' ? value : Number(value))
                                }
                                error={problem(index, 'card_layout_limit')}
                              />
                            )}
                          />
                          <Controller
                            control={form.control}
                            name={`${path}.layout_type`}
                            render={({ field: layout }) => (
                              <Stack gap={4}>
                                <Text size="sm" fw={500}>
                                  {t('sections.arrange')}
                                </Text>
                                <SegmentedControl
                                  size="xs"
                                  value={String(layout.value ?? 'brand')}
                                  onChange={(value) =>
                                    layout.onChange(
                                      value === 'brand' ? null : value === '2' ? 2 : 1,
                                    )
                                  }
                                  data={[
                                    { value: 'brand', label: t('sections.layout.brand') },
                                    { value: '1', label: t('sections.layout.grid') },
                                    { value: '2', label: t('sections.layout.horizontal') },
                                  ]}
                                />
                              </Stack>
                            )}
                          />
                        </Group>
                      )}
                      {(banner || section.display_type === 2) && (
                        <Controller
                          control={form.control}
                          name={`${path}.banner_layout_type`}
                          render={({ field: width }) => (
                            <Stack gap={4}>
                              <Text size="sm" fw={500}>
                                {t('sections.bannerWidth')}
                              </Text>
                              <SegmentedControl
                                size="xs"
                                w="fit-content"
                                value={width.value}
                                onChange={width.onChange}
                                data={[
                                  { value: 'full-width', label: t('sections.fullWidth') },
                                  { value: 'content-width', label: t('sections.contentWidth') },
                                ]}
                              />
                            </Stack>
                          )}
                        />
                      )}
                      {banner && (
                        <BannerSlides
                          control={form.control}
                          index={index}
                          banners={banners}
                          problem={problem(index, 'banner_image_ids')}
                        />
                      )}
                    </Stack>
                  </Collapse>
                </Paper>
              );
            }}
          />
        </Panel>
        <SaveBar
          dirty={form.formState.isDirty}
          saving={save.pending}
          failure={save.failure}
          onUndo={() => form.reset({ sections: saved })}
        />
      </Stack>
    </form>
  );
}
