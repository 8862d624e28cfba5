import { render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import type { ApiError } from '@crm/contract/envelope';
import { failureOf } from '@/lib/http';
import { i18n } from '@/lib/i18n';
import { FailureAlert } from './failure-alert';

const THAI = /[\u0E00-\u0E7F]/;

const wrongCode: ApiError = {
  http_status: 400,
  code: 'OTP_INVALID',
  title_th: 'รหัส OTP ไม่ถูกต้อง',
  message_th: 'กรุณาตรวจสอบรหัสแล้วลองใหม่ (เหลืออีก 4 ครั้ง)',
  title_en: 'Wrong OTP',
  message_en: 'Please check the code and try again (4 tries left).',
};

afterEach(async () => {
  await i18n.changeLanguage('th');
});

describe('FailureAlert', () => {
  it("shows the API's English title and message in English, and no Thai", async () => {
    await i18n.changeLanguage('en-US');
    render(<FailureAlert failure={wrongCode} />);

    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Wrong OTP');
    expect(alert).toHaveTextContent('Please check the code and try again (4 tries left).');
    expect(alert.textContent).not.toMatch(THAI);
  });

  it("shows the API's Thai words in Thai", () => {
    render(<FailureAlert failure={wrongCode} />);

    expect(screen.getByRole('alert')).toHaveTextContent(
      'รหัส OTP ไม่ถูกต้องกรุณาตรวจสอบรหัสแล้วลองใหม่ (เหลืออีก 4 ครั้ง)',
    );
  });

  it('words an unexpected failure in each language, whichever was shown when it happened', async () => {
    const failure = failureOf(new TypeError('Failed to fetch'));
    await i18n.changeLanguage('en-US');
    render(<FailureAlert failure={failure} />);

    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Something went wrong');
    expect(alert.textContent).not.toMatch(THAI);
  });
});
