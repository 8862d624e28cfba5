import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { Alert, Box, Button, Loader, Modal, Stack, Text } from '@mantine/core';
import { IconCamera, IconCameraOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

type CameraProblem = 'noCamera' | 'denied' | 'failed';

const SCAN_EVERY_MS = 200;

function problemOf(error: unknown): CameraProblem {
  if (!(error instanceof DOMException)) return 'failed';
  if (error.name === 'NotAllowedError' || error.name === 'SecurityError') return 'denied';
  if (error.name === 'NotFoundError' || error.name === 'OverconstrainedError') return 'noCamera';
  return 'failed';
}

/**
 * The back camera reading QR and Code 128 codes until one is read; what it reads goes to
 * `onRead` and the camera stops. Without a camera, or without permission, it says so: typing the
 * code stays available on the screen behind.
 */
function CameraView({ onRead }: { onRead: (value: string) => void }) {
  const { t } = useTranslation('counter');
  const video = useRef<HTMLVideoElement>(null);
  const [problem, setProblem] = useState<CameraProblem | null>(null);
  const [ready, setReady] = useState(false);
  const read = useEffectEvent(onRead);

  useEffect(() => {
    let stream: MediaStream | null = null;
    let timer: number | undefined;
    let stopped = false;

    async function start() {
      if (!navigator.mediaDevices?.getUserMedia) {
        setProblem('noCamera');
        return;
      }
      try {
        const [{ barcodeReader }, media] = await Promise.all([
          import('./detector'),
          navigator.mediaDevices.getUserMedia({
            video: { facingMode: { ideal: 'environment' } },
            audio: false,
          }),
        ]);
        stream = media;
        if (stopped || !video.current) return;
        video.current.srcObject = media;
        await video.current.play();
        setReady(true);
        const reader = barcodeReader();
        const scan = async () => {
          if (stopped || !video.current) return;
          const [code] = await reader.detect(video.current).catch(() => []);
          if (code?.rawValue && !stopped) {
            stopped = true;
            read(code.rawValue);
            return;
          }
          timer = window.setTimeout(() => void scan(), SCAN_EVERY_MS);
        };
        void scan();
      } catch (error) {
        if (!stopped) setProblem(problemOf(error));
      }
    }

    void start();
    return () => {
      stopped = true;
      window.clearTimeout(timer);
      for (const track of stream?.getTracks() ?? []) track.stop();
    };
  }, []);

  if (problem) {
    return (
      <Alert color="orange" variant="light" icon={<IconCameraOff size={22} />} role="alert">
        {t(`scan.${problem}`)}
      </Alert>
    );
  }
  return (
    <Stack gap="sm">
      <Box pos="relative" bg="dark.8" style={{ borderRadius: 12, overflow: 'hidden' }}>
        <video
          ref={video}
          muted
          playsInline
          style={{ display: 'block', width: '100%', aspectRatio: '1 / 1', objectFit: 'cover' }}
        />
        {!ready && (
          <Loader
            color="white"
            pos="absolute"
            top="50%"
            left="50%"
            style={{ translate: '-50% -50%' }}
          />
        )}
      </Box>
      <Text c="dimmed" ta="center">
        {t('scan.aim')}
      </Text>
    </Stack>
  );
}

/** A button that opens the camera; the code it reads is handed on as if typed. */
export function ScanButton({ label, onRead }: { label: string; onRead: (value: string) => void }) {
  const { t } = useTranslation('counter');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        size="xl"
        fullWidth
        leftSection={<IconCamera size={28} stroke={1.6} />}
        onClick={() => setOpen(true)}
      >
        {label}
      </Button>
      <Modal
        opened={open}
        onClose={() => setOpen(false)}
        title={t('scan.title')}
        size="md"
        centered
      >
        {open && (
          <Stack>
            <CameraView
              onRead={(value) => {
                setOpen(false);
                onRead(value);
              }}
            />
            <Button variant="default" onClick={() => setOpen(false)}>
              {t('scan.typeInstead')}
            </Button>
          </Stack>
        )}
      </Modal>
    </>
  );
}
