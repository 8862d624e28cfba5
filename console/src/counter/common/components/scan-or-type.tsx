import { useState } from 'react';
import { Button, Divider, Paper, Stack, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ScanButton } from '../scanner/camera-scanner';

interface ScanOrTypeProps {
  scanLabel: string;
  fieldLabel: string;
  placeholder: string;
  submitLabel: string;
  /** What the camera read or the cashier typed, trimmed; the screen looks it up. */
  onFind: (value: string) => void;
  busy: boolean;
  inputMode?: 'text' | 'tel';
}

/** The camera first, and typing always beside it: a camera can be missing, refused or slow. */
export function ScanOrType({
  scanLabel,
  fieldLabel,
  placeholder,
  submitLabel,
  onFind,
  busy,
  inputMode = 'text',
}: ScanOrTypeProps) {
  const { t } = useTranslation('counter');
  const [typed, setTyped] = useState('');
  const [empty, setEmpty] = useState(false);

  return (
    <Paper p="lg" radius="lg" withBorder>
      <Stack gap="md">
        <ScanButton label={scanLabel} onRead={(value) => onFind(value.trim())} />
        <Divider label={t('scan.or')} labelPosition="center" />
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            const value = typed.trim();
            setEmpty(!value);
            if (value) onFind(value);
          }}
        >
          <Stack gap="md">
            <TextInput
              label={fieldLabel}
              placeholder={placeholder}
              inputMode={inputMode}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              value={typed}
              error={empty ? t('scan.empty') : undefined}
              onChange={(event) => setTyped(event.currentTarget.value)}
            />
            <Button
              type="submit"
              variant="light"
              leftSection={<IconSearch size={22} />}
              loading={busy}
            >
              {submitLabel}
            </Button>
          </Stack>
        </form>
      </Stack>
    </Paper>
  );
}
