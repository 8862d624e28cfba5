import { useEffect, useState } from 'react';
import { Button, Center, Group, Loader, Stack, Text } from '@mantine/core';
import { IconArrowLeft, IconPrinter } from '@tabler/icons-react';
import { useSuspenseQuery } from '@tanstack/react-query';
import QRCode from 'qrcode';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { billCodeLink } from '@crm/contract/earning';
import { operatorMeQuery } from '@/common/api/operator-me';
import { formatDate } from '@/common/dates';
import { localized } from '@/common/i18n';
import { formatNumber } from '@/common/numbers';
import { allBatchCodesQuery, batchQuery } from '../../common/api';
import { billCodePaths } from '../../common/paths';
import classes from './print-sheet.module.css';

export { loader } from './loader';

const PER_PAGE = 12;

/**
 * The QR images of the codes, drawn in the browser as SVG (sharp at any print size): each holds
 * the member app's link for its code.
 */
function useQrImages(links: string[]): string[] | null {
  const [images, setImages] = useState<string[] | null>(null);
  useEffect(() => {
    let current = true;
    void Promise.all(
      links.map(async (link) => {
        const svg = await QRCode.toString(link, {
          type: 'svg',
          errorCorrectionLevel: 'M',
          margin: 1,
        });
        return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
      }),
    ).then((drawn) => {
      if (current) setImages(drawn);
    });
    return () => {
      current = false;
    };
  }, [links]);
  return images;
}

/**
 * The batch as A4 sheets to print and cut: each card a QR code (the member app's link that
 * collects the code's points) with the code as text, its points and last day. Drawn without the
 * console's frame, so the printout is the sheets alone.
 */
export function Component() {
  const { t } = useTranslation('earning');
  const batchId = Number(useParams().batchId);
  const { data: me } = useSuspenseQuery(operatorMeQuery);
  const { data: batch } = useSuspenseQuery(batchQuery(batchId));
  const { data: codes } = useSuspenseQuery(allBatchCodesQuery(batchId));
  const [links] = useState(() =>
    codes.map((code) => billCodeLink(window.location.origin, me.brand_ref, code.code)),
  );
  const images = useQrImages(links);
  const brand = localized(me.brand_name_th, me.brand_name_en);
  const pages = Array.from({ length: Math.ceil(codes.length / PER_PAGE) }, (_, page) =>
    codes.slice(page * PER_PAGE, (page + 1) * PER_PAGE).map((code, i) => ({
      code,
      image: images?.[page * PER_PAGE + i],
    })),
  );

  return (
    <div className={classes.screen}>
      <Group className={classes.toolbar} justify="space-between">
        <Group gap="md">
          <Button
            component={Link}
            to={billCodePaths.campaign(batch.campaign_id)}
            variant="subtle"
            leftSection={<IconArrowLeft size={16} />}
          >
            {t('print.back')}
          </Button>
          <Stack gap={0}>
            <Text fw={700}>{t('print.title', { id: batch.batch_id })}</Text>
            <Text size="sm" c="dimmed">
              {t('print.hint', { perPage: PER_PAGE })}
            </Text>
          </Stack>
        </Group>
        <Button
          leftSection={<IconPrinter size={16} />}
          disabled={!images}
          onClick={() => window.print()}
        >
          {t('print.print')}
        </Button>
      </Group>
      {!images ? (
        <Center mih={300}>
          <Group gap="sm">
            <Loader size="sm" />
            <Text>{t('print.preparing')}</Text>
          </Group>
        </Center>
      ) : (
        <main className={classes.sheets} aria-label={t('print.title', { id: batch.batch_id })}>
          {pages.map((cards, page) => (
            <section
              key={page}
              className={classes.sheet}
              aria-label={t('print.page', { page: page + 1, pages: pages.length })}
            >
              {cards.map(({ code, image }) => (
                <div key={code.code} className={classes.card}>
                  <div className={classes.brand}>{brand}</div>
                  <img
                    className={classes.qr}
                    src={image}
                    alt={t('print.qrOf', { code: code.code })}
                  />
                  <div className={classes.code}>{code.code}</div>
                  <div>{t('print.points', { points: formatNumber(batch.points) })}</div>
                  {batch.expires_on && (
                    <div className={classes.muted}>
                      {t('print.expires', { date: formatDate(batch.expires_on, 'short') })}
                    </div>
                  )}
                  <div className={classes.muted}>{t('print.scan')}</div>
                </div>
              ))}
            </section>
          ))}
        </main>
      )}
    </div>
  );
}
