import { useEffect, useRef, useState } from 'react';
import { ActionIcon, Anchor, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconExternalLink, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ThemeFields } from '@crm/contract/theme';
import {
  THEME_PREVIEW_PARAM,
  THEME_PREVIEW_VALUE,
  themePreviewReady,
  type ThemePreviewMessage,
} from '@crm/contract/theme-preview';
import { otherApps } from '@/common/paths';
import classes from './phone-preview.module.css';

/** The member app's phone screen (390x844), drawn at this scale beside the forms. */
const PHONE = { width: 390, height: 844 };
export const PREVIEW_SCALE = 0.6;

/**
 * The member app itself, framed as a phone, in the colours being edited: the framed app says
 * when it listens, and gets every draft from then on (see web/src/lib/theme/theme-preview.ts).
 * Only this origin's frame is heard and spoken to. `version` reloads it, after a save, to show
 * what was saved (logos, sign-in options).
 */
export function PhonePreview({
  brandRef,
  colors,
  version,
}: {
  brandRef: string;
  colors: ThemeFields;
  version: number;
}) {
  const { t } = useTranslation('brandLook');
  const frame = useRef<HTMLIFrameElement>(null);
  const [listening, setListening] = useState(0);
  const [reloads, setReloads] = useState(0);
  const memberApp = otherApps.memberApp(brandRef);
  const src = `${memberApp}&${THEME_PREVIEW_PARAM}=${THEME_PREVIEW_VALUE}`;

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin) return;
      if (!frame.current || event.source !== frame.current.contentWindow) return;
      if (themePreviewReady.safeParse(event.data).success) setListening((n) => n + 1);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);

  useEffect(() => {
    if (listening === 0) return;
    const message: ThemePreviewMessage = { type: 'crm.theme-preview', colors };
    frame.current?.contentWindow?.postMessage(message, window.location.origin);
  }, [listening, colors]);

  return (
    <Stack gap="xs" align="center">
      <div className={classes.phone}>
        <div
          className={classes.screen}
          style={{ width: PHONE.width * PREVIEW_SCALE, height: PHONE.height * PREVIEW_SCALE }}
        >
          <iframe
            key={`${version}-${reloads}`}
            ref={frame}
            className={classes.frame}
            src={src}
            title={t('preview.frameTitle')}
            width={PHONE.width}
            height={PHONE.height}
            tabIndex={-1}
            style={{ transform: `scale(${PREVIEW_SCALE})` }}
            data-testid="member-app-preview"
          />
        </div>
      </div>
      <Group gap={6} justify="center">
        <Text size="xs" c="dimmed">
          {t('preview.caption')}
        </Text>
        <Tooltip label={t('preview.reload')}>
          <ActionIcon
            variant="subtle"
            color="gray"
            size="sm"
            aria-label={t('preview.reload')}
            onClick={() => setReloads((n) => n + 1)}
          >
            <IconRefresh size={16} stroke={1.5} />
          </ActionIcon>
        </Tooltip>
      </Group>
      <Anchor href={memberApp} target="_blank" rel="noopener" size="xs">
        <Group gap={4} component="span">
          {t('preview.open')}
          <IconExternalLink size={14} stroke={1.5} />
        </Group>
      </Anchor>
    </Stack>
  );
}
