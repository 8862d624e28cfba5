import { useState } from 'react';
import { Alert, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle, IconPlus } from '@tabler/icons-react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useSuspenseQuery } from '@tanstack/react-query';
import { FormProvider, useFieldArray, useForm, useWatch, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '@crm/contract/envelope';
import {
  ladderProblems,
  tierLadderRequest,
  type LadderProblem,
  type TierLadderRequest,
  type TierPreview,
} from '@crm/contract/tier-setup';
import { failureOf } from '@/common/api/http';
import { ApiErrorAlert } from '@/common/components/api-error-alert';
import { PageHeader } from '@/common/components/page-header';
import { localized } from '@/common/i18n';
import { tierLadderQuery, usePreviewLadder, useSaveLadder } from '../common/api';
import { PreviewModal } from './components/preview-modal';
import { TierCard } from './components/tier-card';
import { TierEditor } from './components/tier-editor';
import {
  formValuesOf,
  ladderRequestOf,
  newTier,
  problemsByTier,
  type LadderValues,
} from './ladder-form';

export { loader } from './loader';

/**
 * The brand's tiers as a ladder, entry tier first: edited in place (a drawer per tier, moves,
 * new and removed tiers), checked against the ladder's rules as the API checks them, previewed
 * as members per tier under the new criteria, and saved at once.
 */
export function Component() {
  const { t } = useTranslation(['tiers', 'nav']);
  const { data: ladder } = useSuspenseQuery(tierLadderQuery);
  const form = useForm<LadderValues, unknown, TierLadderRequest>({
    resolver: zodResolver(tierLadderRequest) as unknown as Resolver<
      LadderValues,
      unknown,
      TierLadderRequest
    >,
    defaultValues: formValuesOf(ladder),
  });
  const { fields, append, move, remove } = useFieldArray({
    control: form.control,
    name: 'tiers',
    keyName: 'key',
  });
  const [editing, setEditing] = useState<number | null>(null);
  const [problems, setProblems] = useState<LadderProblem[]>([]);
  const [preview, setPreview] = useState<{ body: TierLadderRequest; result: TierPreview } | null>(
    null,
  );
  const [failure, setFailure] = useState<ApiError | null>(null);
  const previewLadder = usePreviewLadder();
  const save = useSaveLadder();
  const tiers = useWatch({ control: form.control, name: 'tiers' });
  const tierErrors = form.formState.errors.tiers;

  const describe = (problem: LadderProblem) => {
    const name = (index: number | undefined) => {
      const tier = index === undefined ? undefined : tiers[index];
      return tier ? localized(tier.name_th, tier.name_en) || t('untitled') : '';
    };
    return t(`problems.${problem.code}`, {
      tier: name(problem.index),
      lower: name(problem.lowerIndex),
      kind: problem.kind ? t(`condition.${problem.kind}`) : '',
    });
  };
  const byTier = problemsByTier(problems);

  const check = form.handleSubmit(async () => {
    setFailure(null);
    const body = ladderRequestOf(form.getValues());
    const found = ladderProblems(body.tiers);
    setProblems(found);
    if (found.length > 0) return;
    try {
      setPreview({ body, result: await previewLadder.mutateAsync(body) });
    } catch (error) {
      setFailure(failureOf(error));
    }
  });

  const confirm = async () => {
    if (!preview) return;
    setFailure(null);
    try {
      const saved = await save.mutateAsync(preview.body);
      form.reset(formValuesOf(saved));
      setPreview(null);
      notifications.show({ color: 'teal', message: t('saved') });
    } catch (error) {
      setFailure(failureOf(error));
    }
  };

  const held = (tierId: number | null) =>
    ladder.tiers.find((tier) => tier.tier_id === tierId)?.members ?? 0;

  return (
    <FormProvider {...form}>
      <Stack gap="lg" maw={1120} mx="auto" pb={96}>
        <PageHeader
          crumbs={[{ label: t('nav:groups.tiers') }]}
          title={t('nav:sections.tiers')}
          lead={t('lead')}
          actions={
            <Button
              variant="default"
              leftSection={<IconPlus size={16} />}
              onClick={() => {
                append(newTier(form.getValues('tiers')));
                setEditing(fields.length);
              }}
            >
              {t('actions.add')}
            </Button>
          }
        />
        {problems.length > 0 && (
          <Alert
            color="red"
            variant="light"
            title={t('problems.title')}
            role="alert"
            icon={<IconAlertCircle size={20} />}
          >
            <Stack gap={2}>
              {problems.map((problem) => (
                <Text key={`${problem.code}-${problem.index}-${problem.kind ?? ''}`} size="sm">
                  {describe(problem)}
                </Text>
              ))}
            </Stack>
          </Alert>
        )}
        {failure && !preview && <ApiErrorAlert error={failure} />}
        <Stack gap="sm">
          {fields.map((field, index) => (
            <TierCard
              key={field.key}
              tier={tiers[index] ?? field}
              index={index}
              last={index === fields.length - 1}
              count={held(field.tier_id)}
              saved={ladder.tiers.find((tier) => tier.tier_id === field.tier_id)}
              problems={(byTier.get(index) ?? []).map(describe)}
              invalid={Boolean(tierErrors?.[index])}
              onEdit={() => setEditing(index)}
              onMove={(to) => {
                move(index, to);
                setProblems([]);
              }}
              onRemove={() => {
                remove(index);
                setProblems([]);
              }}
            />
          ))}
        </Stack>
        <Paper
          withBorder
          shadow="sm"
          p="sm"
          pos="sticky"
          bottom={16}
          radius="md"
          style={{ zIndex: 2 }}
        >
          <Group justify="space-between">
            <Text size="sm" c="dimmed">
              {form.formState.isDirty ? t('unsaved') : ''}
            </Text>
            <Group gap="sm">
              <Button
                variant="default"
                disabled={!form.formState.isDirty}
                onClick={() => {
                  form.reset(formValuesOf(ladder));
                  setProblems([]);
                  setFailure(null);
                }}
              >
                {t('actions.discard')}
              </Button>
              <Button onClick={() => void check()} loading={previewLadder.isPending}>
                {t('actions.preview')}
              </Button>
            </Group>
          </Group>
        </Paper>
      </Stack>
      <TierEditor
        index={editing}
        saved={
          editing === null
            ? undefined
            : ladder.tiers.find((tier) => tier.tier_id === tiers[editing]?.tier_id)
        }
        onClose={() => setEditing(null)}
      />
      <PreviewModal
        preview={preview?.result ?? null}
        saving={save.isPending}
        error={preview ? failure : null}
        onSave={() => void confirm()}
        onClose={() => setPreview(null)}
      />
    </FormProvider>
  );
}
