import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DatePickerInput } from '@mantine/dates';
import { describe, expect, it } from 'vitest';
import { queryClient } from '@/common/api/query-client';
import { formatDate } from '@/common/dates';
import { setLanguage } from '@/common/i18n';
import { ConsoleProviders } from '@/common/providers';

function renderPicker(value: string | [string, string]) {
  render(
    <ConsoleProviders queryClient={queryClient} mantineEnv="test">
      {Array.isArray(value) ? (
        <DatePickerInput type="range" label="ช่วง" defaultValue={value} />
      ) : (
        <DatePickerInput label="วันที่" defaultValue={value} />
      )}
    </ConsoleProviders>,
  );
}

describe('Dates in the console', () => {
  it('read in Buddhist years, in Thai and in English', async () => {
    expect(formatDate('2024-01-05', 'weekday')).toBe('วันศุกร์ที่ 5 มกราคม 2567');
    await setLanguage('en-US');
    expect(formatDate('2024-01-05', 'short')).toBe('5 Jan 2567 BE');
  });

  it("show Buddhist years in the kit's date pickers without any screen asking", async () => {
    renderPicker('2024-01-05');
    const input = screen.getByRole('button', { name: 'วันที่' });
    expect(input).toHaveTextContent('5 ม.ค. 2567');
    await userEvent.click(input);
    expect(await screen.findByRole('button', { name: 'มกราคม 2567' })).toBeVisible();
  });

  it('show a range from one Buddhist date to another', () => {
    renderPicker(['2024-12-30', '2025-01-02']);
    expect(screen.getByRole('button', { name: 'ช่วง' })).toHaveTextContent(
      '30 ธ.ค. 2567 – 2 ม.ค. 2568',
    );
  });
});
