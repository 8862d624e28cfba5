import { useState } from 'react';
import { render, screen, waitFor } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { feedback } from '@/components/ui/feedback';
import { loadPointMemberError } from '@/lib/point-member-error';
import { storage } from '@/lib/storage';
import { afterPaint } from '@/test/clock';
import { fakeApi, type FakeRoute } from '@/test/fake-api';
import { PointsFlows } from './points-flows';

const MOBILE = '0812345678';

const apiError = (http_status: number, code: string, message_en: string, message_th: string) => ({
  status: http_status,
  body: {
    error: {
      http_status,
      code,
      title_th: 'ทำรายการไม่สำเร็จ',
      message_th,
      title_en: code,
      message_en,
    },
  },
});

const verified = { body: { data: { customer_id: 'M0001' } } };
const redeemed = (point: number) => ({ body: { data: { point, point_balance: 500 + point } } });

function Home({ onPointsChanged }: { onPointsChanged: () => void }) {
  const [codeOpen, setCodeOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setCodeOpen(true)}>
        open code sheet
      </button>
      <PointsFlows
        mobile={MOBILE}
        codeSheetOpen={codeOpen}
        onCodeSheetOpenChange={setCodeOpen}
        onPointsChanged={onPointsChanged}
        onBusyChange={() => undefined}
      />
    </>
  );
}

function renderFlows(routes: Record<string, FakeRoute>) {
  const api = fakeApi(routes);
  const onPointsChanged = vi.fn();
  render(
    <MemoryRouter initialEntries={['/home']}>
      <Routes>
        <Route path="/home" element={<Home onPointsChanged={onPointsChanged} />} />
        <Route path="/authentication/error-point-member" element={<p>error page</p>} />
      </Routes>
    </MemoryRouter>,
  );
  return { api, onPointsChanged };
}

beforeAll(() => {
  // jsdom has no pointer capture; the sheet's drag handling asks for it on every tap.
  for (const name of ['setPointerCapture', 'releasePointerCapture'] as const) {
    if (!(name in Element.prototype)) {
      Object.defineProperty(Element.prototype, name, {
        value: () => undefined,
        configurable: true,
      });
    }
  }
});

beforeEach(() => {
  storage.setSession('brand', 'demo');
});

afterEach(() => {
  vi.unstubAllGlobals();
  feedback.close();
});

describe('welcome flow', () => {
  it("shows 'Welcome Point' with the points earned and 'รับทราบ'", async () => {
    storage.set('lineAction', 'welcome');
    const { onPointsChanged } = renderFlows({
      'GET /WelcomeCampaign/Issue': { body: { data: { point_earn: 50 } } },
    });
    const sheet = await screen.findByRole('dialog', { name: 'Welcome Point' });
    await waitFor(() => expect(sheet).toHaveTextContent('+50'));
    expect(storage.get('lineAction')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'รับทราบ' }));
    expect(onPointsChanged).toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Welcome Point' })).toBeNull());
  });

  it('redeems a stored bill code when no welcome points came', async () => {
    storage.set('lineAction', 'welcome');
    storage.set('qrCode', 'ABCD2345EFGH');
    const { api, onPointsChanged } = renderFlows({
      'GET /WelcomeCampaign/Issue': { body: { data: { point_earn: 0 } } },
      'GET /UniversalScanCode/VerifyCustomer': verified,
      'GET /UniversalScanCode/RedeemQrCode': redeemed(40),
    });
    const modal = await screen.findByRole('dialog', { name: 'คุณได้รับแต้มจากบิล + 40 คะแนน' });
    const verify = api.calls.find((c) => c.path === '/UniversalScanCode/VerifyCustomer');
    expect(Object.fromEntries(verify!.query)).toEqual({
      brandRef: 'demo',
      customerMobileNo: MOBILE,
      code: 'ABCD2345EFGH',
    });
    const redeem = api.calls.find((c) => c.path === '/UniversalScanCode/RedeemQrCode');
    expect(Object.fromEntries(redeem!.query)).toEqual({
      customerId: 'M0001',
      qrCode: 'ABCD2345EFGH',
    });
    expect(storage.get('qrCode')).toBeNull();

    expect(onPointsChanged).not.toHaveBeenCalled();
    await afterPaint();
    await userEvent.click(screen.getByRole('button', { name: 'รับทราบ' }));
    expect(onPointsChanged).toHaveBeenCalled();
    await waitFor(() => expect(modal).not.toBeInTheDocument());
  });
});

describe('bill code from a link', () => {
  beforeEach(() => {
    storage.set('qrCode', 'ABCD2345EFGH');
  });

  it('closes without a modal when the bill gave no points', async () => {
    const { api } = renderFlows({
      'GET /UniversalScanCode/VerifyCustomer': verified,
      'GET /UniversalScanCode/RedeemQrCode': redeemed(0),
    });
    await waitFor(() => expect(storage.get('qrCode')).toBeNull());
    expect(api.calls.map((c) => c.path)).toContain('/UniversalScanCode/RedeemQrCode');
    expect(screen.queryByRole('dialog', { name: /คุณได้รับแต้มจากบิล/ })).toBeNull();
  });

  it("sends 'invalid customer' to the error page with its reason stored", async () => {
    renderFlows({
      'GET /UniversalScanCode/VerifyCustomer': apiError(
        404,
        'INVALID_CUSTOMER',
        'invalid customer',
        'ไม่พบข้อมูลสมาชิก',
      ),
    });
    expect(await screen.findByText('error page')).toBeInTheDocument();
    expect(loadPointMemberError()).toEqual({ reason: 'invalidCustomer' });
    expect(feedback.current()).toBeNull();
  });

  it("sends a 422 to the error page, with a reason only for 'Point campaign is expired'", async () => {
    renderFlows({
      'GET /UniversalScanCode/VerifyCustomer': verified,
      'GET /UniversalScanCode/RedeemQrCode': apiError(
        422,
        'POINT_CAMPAIGN_EXPIRED',
        'Point campaign is expired',
        'แคมเปญสะสมแต้มหมดอายุแล้ว',
      ),
    });
    expect(await screen.findByText('error page')).toBeInTheDocument();
    expect(loadPointMemberError()).toEqual({ reason: 'campaignExpired' });
  });

  it('drops the code, closes the sheet and opens the default error modal otherwise', async () => {
    renderFlows({
      'GET /UniversalScanCode/VerifyCustomer': apiError(
        409,
        'QR_ALREADY_USED',
        'This code was already used',
        'รหัสนี้ถูกใช้แล้ว',
      ),
    });
    await waitFor(() => expect(feedback.current()).not.toBeNull());
    expect(feedback.current()).toMatchObject({
      type: 'danger',
      title: 'ทำรายการไม่สำเร็จ',
      description: 'รหัสนี้ถูกใช้แล้ว',
    });
    expect(storage.get('qrCode')).toBeNull();
    expect(screen.queryByRole('dialog', { name: 'สะสมแต้มจากใบเสร็จ' })).toBeNull();
  });
  it('leaves a refusal for withdrawn consent to the shell, with no error modal of its own', async () => {
    storage.set('userToken', 'token');
    renderFlows({
      'GET /UniversalScanCode/VerifyCustomer': verified,
      'GET /UniversalScanCode/RedeemQrCode': apiError(
        403,
        'CONSENT_WITHDRAWN',
        'Consent withdrawn',
        'คุณได้ถอนความยินยอมแล้ว',
      ),
    });
    await waitFor(() => expect(storage.get('qrCode')).toBeNull());
    expect(feedback.current()).toBeNull();
  });
});

describe('typed bill code', () => {
  it('checks the format, then redeems the code in capitals', async () => {
    const { api } = renderFlows({
      'GET /UniversalScanCode/VerifyCustomer': verified,
      'GET /UniversalScanCode/RedeemQrCode': redeemed(25),
    });
    await userEvent.click(screen.getByRole('button', { name: 'open code sheet' }));
    const input = await screen.findByLabelText('รหัสใบเสร็จ');
    await userEvent.type(input, 'ab!');
    await userEvent.click(screen.getByRole('button', { name: 'รับแต้ม' }));
    expect(screen.getByRole('alert')).toHaveTextContent('6 ถึง 32 ตัว');
    expect(api.calls).toHaveLength(0);

    await userEvent.clear(input);
    await userEvent.type(input, 'wxyz2345abcd');
    await userEvent.click(screen.getByRole('button', { name: 'รับแต้ม' }));
    expect(
      await screen.findByRole('dialog', { name: 'คุณได้รับแต้มจากบิล + 25 คะแนน' }),
    ).toBeInTheDocument();
    expect(api.calls[0]?.query.get('code')).toBe('WXYZ2345ABCD');
  });
});
