import { screen } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { savePointMemberError } from '@/lib/point-member-error';
import { storage } from '@/lib/storage';
import { renderPage } from '@/test/render-page';
import { ErrorPointMemberPage } from './error-point-member-page';

const THAI = /[\u0E00-\u0E7F]/;

afterEach(async () => {
  await i18n.changeLanguage('th');
});

describe('error-point-member', () => {
  it.each([
    [
      { reason: 'invalidCustomer' } as const,
      'Member not found',
      'This mobile number is not a member of the brand.',
    ],
    [{ reason: 'campaignExpired' } as const, 'Campaign ended', 'This points campaign has ended.'],
    [
      { reason: 'newNumber', mobile: '0812345678' } as const,
      'Member not found',
      '081 234 5678 is not a member of this brand yet.',
    ],
  ])('words %j in English, with no Thai', async (error, title, lead) => {
    savePointMemberError(error);
    await i18n.changeLanguage('en-US');
    renderPage(<ErrorPointMemberPage />);

    expect(screen.getByRole('heading', { name: title, level: 1 })).toBeInTheDocument();
    expect(screen.getByText(lead)).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(THAI);
  });

  it('words the same reason in Thai', () => {
    savePointMemberError({ reason: 'newNumber', mobile: '0812345678' });
    renderPage(<ErrorPointMemberPage />);

    expect(screen.getByRole('heading', { name: 'ไม่พบข้อมูลสมาชิก', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('หมายเลข 081 234 5678 ยังไม่ได้เป็นสมาชิกของแบรนด์นี้')).toBeInTheDocument();
  });

  it('says its own words for text an earlier version stored, and forgets the reason on leaving', async () => {
    storage.set('invalidCustomer', 'หมายเลขโทรศัพท์นี้ไม่ได้เป็นสมาชิกของแบรนด์');
    await i18n.changeLanguage('en-US');
    renderPage(<ErrorPointMemberPage />);

    expect(
      screen.getByText('Points could not be collected for this number. Please ask our staff.'),
    ).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(THAI);

    await userEvent.click(screen.getByRole('button', { name: 'Go to sign-in' }));
    expect(storage.get('invalidCustomer')).toBeNull();
  });
});
