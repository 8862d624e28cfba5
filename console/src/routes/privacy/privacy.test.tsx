import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { PolicyVersion } from '@crm/contract/privacy-policies';
import { startSession } from '@/common/session/session';
import { apiError, fakeApi, type FakeRoute } from '@/test/fake-api';
import { operatorMe } from '@/test/operators';
import { renderConsole } from '@/test/render-console';

const published: PolicyVersion = {
  policy_id: 11,
  version: 1,
  reference: 'PDPA-DEMO-1',
  content_th: 'นโยบายฉบับแรก',
  content_en: 'The first policy',
  status: 'published',
  current: true,
  created_at: '2025-01-01T03:00:00.000Z',
  updated_at: '2025-01-01T03:00:00.000Z',
  published_at: '2025-01-01T03:00:00.000Z',
  consent: { consented: 1200, withdrawn: 34, not_yet: 66 },
};

const draft: PolicyVersion = {
  ...published,
  policy_id: 12,
  version: 2,
  reference: 'PDPA-DEMO-2',
  content_th: 'นโยบายฉบับร่าง',
  content_en: 'The draft policy',
  status: 'draft',
  current: false,
  published_at: null,
  consent: null,
};

/** The first draw loads the kit and the screen's code. */
const slow = { timeout: 15_000 };

const page = (items: PolicyVersion[]) => ({ body: { data: { items, next_cursor: null } } });

function openAt(path: string, routes: Record<string, FakeRoute>) {
  const api = fakeApi({ 'GET /operator/me': { body: { data: operatorMe('owner') } }, ...routes });
  renderConsole(path);
  return { api, user: userEvent.setup() };
}

beforeEach(() => {
  startSession('operator-token', {
    role: 'owner',
    brand_ref: 'demo',
    branches: [],
    must_change_password: false,
  });
});

describe('Privacy policy versions', { timeout: 30_000 }, () => {
  it('lists versions with where members stand on each, the current one first', async () => {
    openAt('/privacy', { 'GET /operator/privacy/policies': page([published]) });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'นโยบายความเป็นส่วนตัว' }, slow),
    ).toBeVisible();
    expect(screen.getByText('ฉบับที่สมาชิกให้ความยินยอมในปัจจุบัน')).toBeVisible();
    expect(screen.getByTestId('consent-consented')).toHaveTextContent('ให้ความยินยอม 1,200');
    expect(screen.getByTestId('consent-withdrawn')).toHaveTextContent('ถอนความยินยอม 34');
    expect(screen.getByTestId('consent-not_yet')).toHaveTextContent('ยังไม่ให้ความยินยอม 66');
    const table = screen.getByRole('table', { name: 'ฉบับของนโยบาย' });
    const row = within(table).getAllByRole('row')[1]!;
    expect(row).toHaveTextContent('ฉบับที่ 1');
    expect(row).toHaveTextContent('PDPA-DEMO-1');
    expect(row).toHaveTextContent('ฉบับปัจจุบัน');
    expect(row).toHaveTextContent('1 ม.ค. 2568');
    expect(screen.getByRole('link', { name: 'เขียนฉบับใหม่' })).toBeVisible();
  });

  it('writes a new version from the current text and saves it as a draft', async () => {
    let saved: unknown;
    const { api, user } = openAt('/privacy/new', {
      'GET /operator/privacy/policies': page([published]),
      'POST /operator/privacy/policies': (call) => {
        saved = call.body;
        return { body: { data: { ...draft, content_th: 'ข้อความใหม่' } } };
      },
      'GET /operator/privacy/policies/12': {
        body: { data: { ...draft, content_th: 'ข้อความใหม่' } },
      },
    });
    expect(await screen.findByRole('heading', { name: 'เขียนฉบับที่ 2' }, slow)).toBeVisible();
    const thai = screen.getByLabelText('ข้อความภาษาไทย');
    expect(thai).toHaveValue('นโยบายฉบับแรก');
    expect(screen.getByLabelText('รหัสอ้างอิง')).toHaveAttribute('placeholder', 'PDPA-DEMO-2');

    await user.clear(thai);
    await user.click(screen.getByRole('button', { name: 'บันทึกฉบับร่าง' }));
    expect(await screen.findByText(/กรุณากรอกข้อความภาษาไทย/)).toBeVisible();
    expect(api.calls.filter((call) => call.method === 'POST')).toEqual([]);

    await user.type(thai, 'ข้อความใหม่');
    await user.click(screen.getByRole('button', { name: 'บันทึกฉบับร่าง' }));
    expect(await screen.findByRole('heading', { name: 'ฉบับที่ 2' }, slow)).toBeVisible();
    expect(saved).toEqual({ content_th: 'ข้อความใหม่', content_en: 'The first policy' });
    expect(screen.getByText(/ฉบับร่างยังไม่แสดงให้สมาชิกเห็น/)).toBeVisible();
  });

  it('publishes a draft after saying every member will be asked again', async () => {
    let publishedDraft = false;
    const { user } = openAt('/privacy/12', {
      'GET /operator/privacy/policies': page([draft, published]),
      'GET /operator/privacy/policies/12': { body: { data: draft } },
      'POST /operator/privacy/policies/12/publish': () => {
        publishedDraft = true;
        return { body: { data: { ...draft, status: 'published', current: true } } };
      },
    });
    const publish = await screen.findByRole('button', { name: 'เผยแพร่ฉบับนี้' }, slow);
    // Unsaved edits are saved before publishing.
    await user.type(screen.getByLabelText('ข้อความภาษาอังกฤษ'), ' more');
    expect(publish).toBeDisabled();
    await user.clear(screen.getByLabelText('ข้อความภาษาอังกฤษ'));
    await user.type(screen.getByLabelText('ข้อความภาษาอังกฤษ'), 'The draft policy');
    await waitFor(() => expect(publish).toBeEnabled());

    await user.click(publish);
    const dialog = await screen.findByRole('dialog', { name: 'เผยแพร่ฉบับที่ 2' });
    expect(dialog).toHaveTextContent('สมาชิกทั้ง 1,300 คนจะถูกขอความยินยอมอีกครั้งเมื่อเปิดแอปครั้งถัดไป');
    await user.click(within(dialog).getByRole('button', { name: 'เผยแพร่' }));
    await waitFor(() => expect(publishedDraft).toBe(true));
    expect((await screen.findAllByText('เผยแพร่ฉบับที่ 2 แล้ว'))[0]).toBeVisible();
  });

  it('shows a published version as it is, with no way to change it', async () => {
    const { user } = openAt('/privacy/11', {
      'GET /operator/privacy/policies': page([published]),
      'GET /operator/privacy/policies/11': { body: { data: published } },
    });
    expect(await screen.findByText('ฉบับที่เผยแพร่แล้วแก้ไขไม่ได้', {}, slow)).toBeVisible();
    expect(screen.getByText('นโยบายฉบับแรก')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'บันทึกฉบับร่าง' })).toBeNull();
    await user.click(screen.getByRole('radio', { name: 'English' }));
    expect(await screen.findByText('Published versions do not change')).toBeVisible();
    expect(screen.getByTestId('consent-consented')).toHaveTextContent('Consented 1,200');
  });

  it("shows the API's refusal of a draft in both languages", async () => {
    const { user } = openAt('/privacy/12', {
      'GET /operator/privacy/policies': page([draft, published]),
      'GET /operator/privacy/policies/12': { body: { data: draft } },
      'PUT /operator/privacy/policies/12': apiError(
        409,
        'PDPA_REFERENCE_TAKEN',
        'รหัสอ้างอิงนี้ใช้กับนโยบายฉบับอื่นแล้ว',
        'Another version already has this reference.',
      ),
    });
    const reference = await screen.findByLabelText('รหัสอ้างอิง', {}, slow);
    await user.clear(reference);
    await user.type(reference, 'PDPA-DEMO-1');
    await user.click(screen.getByRole('button', { name: 'บันทึกฉบับร่าง' }));
    // The draft's own notice is an alert too; the refusal comes after it.
    const refusal = () => screen.getAllByRole('alert').at(-1)!;
    await waitFor(() => expect(refusal()).toHaveTextContent('รหัสอ้างอิงนี้ใช้กับนโยบายฉบับอื่นแล้ว'));
    await user.click(screen.getByRole('radio', { name: 'English' }));
    expect(refusal()).toHaveTextContent('Another version already has this reference.');
  });
});
