import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CustomFieldForm } from '@crm/contract/custom-fields';
import type { Profile } from '@crm/contract/customer';
import type { MessagePreferences, MessagePreferencesRequest } from '@crm/contract/messages';
import { EMPTY_RANGE } from '@/components/ui/calendar-model';
import { feedback } from '@/components/ui/feedback';
import { FeedbackModalHost } from '@/components/ui/feedback-modal';
import { addMonths, formatThaiDate, toIsoDate } from '@/lib/dates';
import { i18n, storedLanguage } from '@/lib/i18n';
import { storage } from '@/lib/storage';
import { memberProfile } from '@/test/member-profile';
import { CustomfieldInfoPage } from './components/customfield-info-page';
import { EditProfilePage } from './components/edit-profile-page';
import { PackageHistoryPage } from './components/package-history-page';
import { PinPage } from './components/pin-page';
import { ProfilePage } from './components/profile-page';
import { ProfilePdpaPage } from './components/profile-pdpa-page';
import { PrivilegeHistoryPage } from './components/privilege-history-page';
import { historyFilters, historyRequest } from './history-request';

const profile: Profile = memberProfile({
  point: 1234,
  point_exp_date_approaching: '2025-12-31',
  point_exp_points_approaching: 200,
  registration_step: 'custom_fields',
});

const policy = {
  pdpa_id: 1,
  version: 1,
  content_th: 'นโยบายของแบรนด์',
  content_en: 'Brand policy',
  pdpa_article_alt_reference: 'PDPA-1',
  pdpa_article_group_key: 'member',
  published_at: '2025-01-01T00:00:00.000Z',
};

interface Call {
  path: string;
  body: unknown;
}
let calls: Call[] = [];
let answers: Record<string, (body: unknown) => { status?: number; data?: unknown }> = {};

function error(status: number, message: string) {
  return {
    error: {
      http_status: status,
      code: 'FAILED',
      title_th: 'ผิดพลาด',
      message_th: message,
      title_en: 'Failed',
      message_en: message,
    },
  };
}

beforeEach(() => {
  storage.set('userToken', 'token');
  storage.setSession('brand', 'demo');
  calls = [];
  answers = {
    '/Customer/info': () => ({ data: profile }),
    '/pdpa/info': () => ({ data: policy }),
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const path = new URL(input, 'http://app').pathname.replace('/api/v1.0', '');
      const body: unknown =
        typeof init?.body === 'string'
          ? JSON.parse(init.body)
          : init?.body instanceof FormData
            ? Object.fromEntries(init.body)
            : undefined;
      calls.push({ path, body });
      const answer = answers[path]?.(body) ?? { status: 404 };
      const status = answer.status ?? 200;
      const payload = status === 200 ? { data: answer.data } : error(status, String(answer.data));
      return new Response(JSON.stringify(payload), { status });
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  feedback.close();
});

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname + location.search}</output>;
}

function renderAt(path: string, element: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={path.split('?')[0]} element={element} />
          <Route path="*" element={<p>elsewhere</p>} />
        </Routes>
        <Where />
      </MemoryRouter>
      <FeedbackModalHost />
    </QueryClientProvider>,
  );
}

describe('history filters', () => {
  it("sends the Total value 999 for the 'all' tab and page 1 with 99 a page", () => {
    expect(historyRequest(historyFilters({ status: 'all', range: EMPTY_RANGE }), 1, 99)).toEqual({
      Filters: {
        Filters: [{ Seq: 1, Key: 'status', Value: 999 }],
        Ordering: [],
        Page: 1,
        Limit: 99,
      },
    });
    expect(
      historyRequest(historyFilters({ status: 'used', range: EMPTY_RANGE }), 2, 99).Filters,
    ).toMatchObject({ Filters: [{ Seq: 1, Key: 'status', Value: 'used' }], Page: 2 });
  });

  it('sends the chosen days as date_from and date_to in local yyyy-MM-dd', () => {
    const range = { start: new Date(2025, 0, 10), end: new Date(2025, 0, 12, 23, 30) };
    expect(historyFilters({ status: 'all', range })).toEqual([
      { Seq: 1, Key: 'status', Value: 999 },
      { Seq: 2, Key: 'date_from', Value: '2025-01-10' },
      { Seq: 3, Key: 'date_to', Value: '2025-01-12' },
    ]);
  });
});

/** A dozen clicks through the picker overlay can pass the default 5 s on a busy machine. */
const PICKER_TEST_TIMEOUT = 15_000;

describe.each([
  {
    screen: 'privilege history',
    path: '/profile/privilege-history',
    api: '/Customer/History/Privilege',
    element: <PrivilegeHistoryPage />,
    otherTab: { label: 'ใช้แล้ว', value: 'used' },
    entry: (name: string, at: string) => ({
      transaction_id: `PV-${name}`,
      privilege_id: 1,
      name_th: name,
      name_en: '',
      main_image_url: '',
      amount: 1,
      point_spent: 10,
      issued_at: at,
      expires_at: null,
      used_at: null,
      status: 'active',
    }),
  },
  {
    screen: 'package history',
    path: '/profile/package-history',
    api: '/Customer/History/Package',
    element: <PackageHistoryPage />,
    otherTab: { label: 'ใช้ครบแล้ว', value: 'used_up' },
    entry: (name: string, at: string) => ({
      transaction_id: `PK-${name}`,
      package_id: 1,
      name_th: name,
      name_en: '',
      main_image_url: '',
      amount: 1,
      uses_total: 3,
      uses_remaining: 3,
      point_spent: 100,
      purchased_at: at,
      expires_at: null,
      status: 'active',
    }),
  },
])('$screen date range', ({ path, api, element, otherTab, entry }) => {
  const page = (payload: unknown[]) => ({
    data: { payload, page: 1, limit: 99, total_record: payload.length, total_page: 1 },
  });
  const filtersSent = () =>
    calls
      .filter((call) => call.path === api)
      .map((call) => (call.body as { Filters: { Filters: unknown[] } }).Filters.Filters);

  it(
    'asks the server for the chosen days and shows what it answers',
    async () => {
      const month = addMonths(new Date(), -1);
      const first = new Date(month.getFullYear(), month.getMonth(), 10);
      const last = new Date(month.getFullYear(), month.getMonth(), 20);
      // The server alone decides what falls on the days: its answer is shown as it is, even a
      // record the browser would have placed outside them.
      answers[api] = (body) =>
        JSON.stringify(body).includes('date_from')
          ? page([entry('ชาเขียว', '2020-01-01T03:00:00.000Z')])
          : page([
              entry('กาแฟ', new Date().toISOString()),
              entry('เค้ก', '2020-01-01T03:00:00.000Z'),
            ]);
      renderAt(path, element);
      expect(await screen.findByText('กาแฟ')).toBeInTheDocument();
      expect(screen.getByText('เค้ก')).toBeInTheDocument();
      expect(filtersSent()).toEqual([[{ Seq: 1, Key: 'status', Value: 999 }]]);

      await userEvent.click(screen.getByRole('button', { name: 'ช่วงวันที่: ทุกช่วงเวลา' }));
      await userEvent.click(screen.getByRole('button', { name: 'เดือนก่อนหน้า' }));
      await userEvent.click(screen.getByRole('button', { name: formatThaiDate(first, 'full') }));
      await userEvent.click(screen.getByRole('button', { name: formatThaiDate(last, 'full') }));
      await userEvent.click(screen.getByRole('button', { name: 'ตกลง' }));

      expect(await screen.findByText('ชาเขียว')).toBeInTheDocument();
      expect(screen.queryByText('กาแฟ')).not.toBeInTheDocument();
      const days = [
        { Seq: 2, Key: 'date_from', Value: toIsoDate(first) },
        { Seq: 3, Key: 'date_to', Value: toIsoDate(last) },
      ];
      expect(filtersSent().at(-1)).toEqual([{ Seq: 1, Key: 'status', Value: 999 }, ...days]);

      await userEvent.click(screen.getByRole('button', { name: otherTab.label }));
      await waitFor(() =>
        expect(filtersSent().at(-1)).toEqual([
          { Seq: 1, Key: 'status', Value: otherTab.value },
          ...days,
        ]),
      );

      await userEvent.click(screen.getByRole('button', { name: 'ล้างช่วงวันที่' }));
      await waitFor(() =>
        expect(filtersSent().at(-1)).toEqual([{ Seq: 1, Key: 'status', Value: otherTab.value }]),
      );
      expect(await screen.findByText('กาแฟ')).toBeInTheDocument();
    },
    PICKER_TEST_TIMEOUT,
  );

  it(
    'asks for one whole day when a single day is picked',
    async () => {
      answers[api] = () => page([entry('กาแฟ', new Date().toISOString())]);
      renderAt(path, element);
      expect(await screen.findByText('กาแฟ')).toBeInTheDocument();
      const today = new Date();

      await userEvent.click(screen.getByRole('button', { name: 'ช่วงวันที่: ทุกช่วงเวลา' }));
      await userEvent.click(screen.getByRole('button', { name: formatThaiDate(today, 'full') }));
      await userEvent.click(screen.getByRole('button', { name: 'ตกลง' }));

      await waitFor(() =>
        expect(filtersSent().at(-1)).toEqual([
          { Seq: 1, Key: 'status', Value: 999 },
          { Seq: 2, Key: 'date_from', Value: toIsoDate(today) },
          { Seq: 3, Key: 'date_to', Value: toIsoDate(today) },
        ]),
      );
      expect(
        screen.getByRole('button', { name: `ช่วงวันที่: ${formatThaiDate(today, 'short')}` }),
      ).toBeInTheDocument();
    },
    PICKER_TEST_TIMEOUT,
  );
});

describe('privilege history codes', () => {
  const used = (branch: { th: string | null; en: string | null }) => ({
    transaction_id: 'PV-1',
    privilege_id: 1,
    name_th: 'กาแฟ',
    name_en: 'Coffee',
    main_image_url: '',
    amount: 1,
    point_spent: 10,
    issued_at: '2025-01-05T10:00:00',
    expires_at: null,
    used_at: '2025-01-05T14:07:00',
    used_branch_name_th: branch.th,
    used_branch_name_en: branch.en,
    status: 'used',
  });
  const answerWith = (entry: unknown) => {
    answers['/Customer/History/Privilege'] = () => ({
      data: { payload: [entry], page: 1, limit: 99, total_record: 1, total_page: 1 },
    });
  };

  afterEach(async () => {
    await i18n.changeLanguage('th');
  });

  it('names the branch and the time the store used a code, in Thai and in English', async () => {
    answerWith(used({ th: 'สาขาสยาม', en: 'Siam' }));
    renderAt('/profile/privilege-history', <PrivilegeHistoryPage />);
    expect(await screen.findByText('ใช้แล้วที่สาขาสยาม เมื่อ 5 ม.ค. 2568 14:07')).toBeInTheDocument();

    await i18n.changeLanguage('en-US');
    expect(await screen.findByText('Used at Siam on 5 Jan 2568 BE 14:07')).toBeInTheDocument();
  });

  it('keeps the used tag alone when the store did not say which branch', async () => {
    answerWith(used({ th: null, en: null }));
    renderAt('/profile/privilege-history', <PrivilegeHistoryPage />);
    expect(await screen.findByText('กาแฟ')).toBeInTheDocument();
    expect(screen.queryByText(/ใช้แล้วที่/)).not.toBeInTheDocument();
  });
});

describe('edit profile', () => {
  const address = {
    detail: '99/1',
    provinceId: 45,
    province: 'เชียงราย',
    districtId: 657,
    district: 'เมืองเชียงราย',
    subDistrictId: 570101,
    subDistrict: 'เวียง',
    postal: '57000',
  };

  beforeEach(() => {
    answers['/Customer/info'] = () => ({ data: { ...profile, address } });
    answers['/Address/Province'] = () => ({
      data: [
        { province_id: 1, name_th: 'กรุงเทพมหานคร' },
        { province_id: 45, name_th: 'เชียงราย' },
      ],
    });
    answers['/Address/District'] = () => ({
      data: [{ district_id: 657, province_id: 45, name_th: 'เมืองเชียงราย' }],
    });
    answers['/Address/SubDistrict'] = () => ({
      data: [
        { sub_district_id: 570101, district_id: 657, name_th: 'เวียง', postal_code: '57000' },
        { sub_district_id: 570102, district_id: 657, name_th: 'รอบเวียง', postal_code: '57100' },
      ],
    });
    answers['/Address/PostalCode'] = () => ({
      data: [
        { postal_code: '57000', sub_district_id: 570101 },
        { postal_code: '57100', sub_district_id: 570102 },
      ],
    });
    answers['/Customer/UpdateCustomerInfo'] = () => ({ data: { ...profile, address } });
  });

  it('starts from the address on file and saves the changed one with the profile', async () => {
    renderAt('/profile/edit-profile', <EditProfilePage />);
    const subDistrict = await screen.findByRole('combobox', { name: 'ตำบล / แขวง' });
    await waitFor(() => expect(subDistrict).toHaveValue('570101'));
    expect(screen.getByRole('textbox', { name: 'บ้านเลขที่ อาคาร ซอย ถนน' })).toHaveValue('99/1');
    expect(screen.getByRole('combobox', { name: 'จังหวัด' })).toHaveValue('45');
    expect(screen.getByRole('combobox', { name: 'อำเภอ / เขต' })).toHaveValue('657');
    const postal = screen.getByRole('combobox', { name: 'รหัสไปรษณีย์' });
    expect(postal).toHaveValue('57000');

    await userEvent.selectOptions(subDistrict, '570102');
    expect(postal).toHaveValue('57100');
    const detail = screen.getByRole('textbox', { name: 'บ้านเลขที่ อาคาร ซอย ถนน' });
    await userEvent.clear(detail);
    await userEvent.type(detail, '12 ซอยรอบเวียง 3');
    await userEvent.click(screen.getByRole('button', { name: 'บันทึก' }));

    expect(await screen.findByRole('dialog', { name: 'บันทึกข้อมูลเรียบร้อยแล้ว' })).toBeInTheDocument();
    expect(calls.find((call) => call.path === '/Customer/UpdateCustomerInfo')?.body).toEqual({
      first_name: 'มะลิ',
      last_name: 'ทดสอบ',
      gender: 'unspecified',
      birthdate: '',
      email: '',
      detail: '12 ซอยรอบเวียง 3',
      provinceId: '45',
      districtId: '657',
      subDistrictId: '570102',
      postal: '57100',
    });
  });

  it('reaches birth years before 1970, in Buddhist years, and no future day', async () => {
    renderAt('/profile/edit-profile', <EditProfilePage />);
    await userEvent.click(await screen.findByRole('button', { name: /^วันเกิด/ }));
    const picker = screen.getByRole('dialog', { name: 'วันเกิด' });
    const today = new Date();
    expect(within(picker).getByRole('button', { name: 'เดือนถัดไป' })).toBeDisabled();

    await userEvent.click(within(picker).getByRole('button', { name: /^เลือกปี/ }));
    const years = within(picker)
      .getAllByRole('button')
      .filter((button) => /^\d{4}$/.test(button.textContent ?? ''))
      .map((button) => Number(button.textContent));
    expect(years[0]).toBe(today.getFullYear() - 120 + 543);
    expect(years.at(-1)).toBe(today.getFullYear() + 543);

    await userEvent.click(within(picker).getByRole('button', { name: '2498' }));
    await userEvent.click(within(picker).getByRole('button', { name: /^15 .* 2498$/ }));
    await userEvent.click(screen.getByRole('button', { name: 'บันทึก' }));
    await waitFor(() =>
      expect(
        calls.find((call) => call.path === '/Customer/UpdateCustomerInfo')?.body,
      ).toMatchObject({ birthdate: `1955-${String(today.getMonth() + 1).padStart(2, '0')}-15` }),
    );
  });

  it('clears the lower levels when the province changes and wants them before saving', async () => {
    renderAt('/profile/edit-profile', <EditProfilePage />);
    const province = await screen.findByRole('combobox', { name: 'จังหวัด' });
    await waitFor(() => expect(province).toHaveValue('45'));
    await userEvent.selectOptions(province, '1');
    expect(screen.getByRole('combobox', { name: 'อำเภอ / เขต' })).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'รหัสไปรษณีย์' })).toHaveValue('');

    await userEvent.click(screen.getByRole('button', { name: 'บันทึก' }));
    expect(await screen.findByText('กรุณาเลือกอำเภอ / เขต')).toBeInTheDocument();
    expect(screen.getByText('กรุณาเลือกรหัสไปรษณีย์')).toBeInTheDocument();
    expect(calls.some((call) => call.path === '/Customer/UpdateCustomerInfo')).toBe(false);
  });
});

describe('custom fields', () => {
  const form: CustomFieldForm = {
    form_id: 1,
    form_name: 'coffee',
    title_th: 'กาแฟ',
    title_en: 'Coffee',
    process: 3,
    is_completed: false,
    primary_key: 'Customer_S_Ref',
    primary_key_value: 'M0001',
    fields: [
      {
        field_id: 1,
        column_name: 'menu',
        label_th: 'เมนู',
        label_en: 'Menu',
        field_type: 'text',
        options: [],
        is_required: true,
        min_value: null,
        max_value: null,
        integer_only: false,
        value: null,
      },
      {
        field_id: 2,
        column_name: 'cups',
        label_th: 'แก้ว',
        label_en: 'Cups',
        field_type: 'number',
        options: [],
        is_required: false,
        min_value: null,
        max_value: null,
        integer_only: false,
        value: 3,
      },
      {
        field_id: 3,
        column_name: 'roast',
        label_th: 'คั่ว',
        label_en: 'Roast',
        field_type: 'single',
        options: [{ value: 'dark', label_th: 'เข้ม', label_en: 'Dark' }],
        is_required: false,
        min_value: null,
        max_value: null,
        integer_only: false,
        value: 'dark',
      },
      {
        field_id: 4,
        column_name: 'likes',
        label_th: 'ชอบ',
        label_en: 'Likes',
        field_type: 'multiple',
        options: ['a', 'b'].map((value) => ({ value, label_th: value, label_en: value })),
        is_required: false,
        min_value: null,
        max_value: null,
        integer_only: false,
        value: ['a', 'b'],
      },
    ],
  };

  it('shows the answers, then checks and saves the edited ones as typed values', async () => {
    answers['/Customer/DynamicInfoConfig'] = () => ({ data: { forms: [form] } });
    answers['/customercustomfields/management'] = () => ({ data: { forms: [form] } });
    renderAt('/profile/customfield-info', <CustomfieldInfoPage />);
    expect(await screen.findByText('เข้ม')).toBeInTheDocument();
    expect(screen.getByText('a, b')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'แก้ไขข้อมูล' }));
    const cups = screen.getByRole('spinbutton', { name: /แก้ว/ });
    await userEvent.clear(cups);
    // A number the browser takes but the answer rule does not: no exponents.
    await userEvent.type(cups, '1e3');
    await userEvent.click(screen.getByRole('button', { name: 'บันทึก' }));
    expect(screen.getByText('กรุณากรอกข้อมูลนี้')).toBeInTheDocument();
    expect(screen.getByText('กรุณากรอกเป็นตัวเลข')).toBeInTheDocument();
    expect(calls.some((call) => call.path === '/customercustomfields/management')).toBe(false);

    await userEvent.type(screen.getByRole('textbox', { name: /เมนู/ }), ' Latte ');
    await userEvent.clear(cups);
    await userEvent.type(cups, '2.5');
    await userEvent.click(screen.getByRole('radio', { name: 'เข้ม' }));
    await userEvent.click(screen.getByRole('button', { name: 'บันทึก' }));
    expect(await screen.findByRole('dialog', { name: 'บันทึกข้อมูลเรียบร้อยแล้ว' })).toBeInTheDocument();
    expect(calls.find((call) => call.path === '/customercustomfields/management')?.body).toEqual({
      management: [
        {
          Form_Name: 'coffee',
          Primary_Key: 'Customer_S_Ref',
          Primary_Key_Value: 'M0001',
          Insert_Data: [
            { Column_Name: 'menu', Column_Value: 'Latte' },
            { Column_Name: 'cups', Column_Value: 2.5 },
            { Column_Name: 'roast', Column_Value: null },
            { Column_Name: 'likes', Column_Value: ['a', 'b'] },
          ],
        },
      ],
    });
  });
});

describe('profile menu', () => {
  it('shows the member, their points and a row for every profile screen', async () => {
    renderAt('/profile', <ProfilePage />);
    expect(await screen.findByText('มะลิ ทดสอบ')).toBeInTheDocument();
    expect(screen.getByText('รหัสสมาชิก M0001')).toBeInTheDocument();
    expect(screen.getByText('081 234 5678')).toBeInTheDocument();
    expect(screen.getByText('1,234')).toBeInTheDocument();
    expect(screen.getByText('200 แต้มจะหมดอายุวันที่ 31 ธันวาคม 2568')).toBeInTheDocument();
    for (const label of [
      'แก้ไขข้อมูลส่วนตัว',
      'ข้อมูลเพิ่มเติม',
      'ข้อมูลสมาชิก',
      'ประวัติแต้ม',
      'แต้มที่ใกล้หมดอายุ',
      'ประวัติการแลกสิทธิ์',
      'แพ็กเกจของฉัน',
      'สิทธิพิเศษสำหรับคุณ',
      'เปลี่ยนรหัส PIN',
      'ลืมรหัส PIN',
      'ความเป็นส่วนตัว',
    ]) {
      expect(screen.getAllByRole('button', { name: label }).length).toBeGreaterThan(0);
    }
    await userEvent.click(screen.getByRole('button', { name: 'ประวัติการแลกสิทธิ์' }));
    expect(screen.getByTestId('where')).toHaveTextContent(
      '/profile/privilege-history?brandRef=demo&isGlobal=false',
    );
  });

  it('logs out: clears the storage but the brand, then goes to LINE login', async () => {
    answers['/authentication/Logout'] = () => ({ data: { is_logged_out: true } });
    storage.set('checkIssueCP', 'true');
    renderAt('/profile', <ProfilePage />);
    await userEvent.click(await screen.findByRole('button', { name: 'ออกจากระบบ' }));
    await waitFor(() =>
      expect(screen.getByTestId('where')).toHaveTextContent(
        '/authentication/line-login?landing=true&brandRef=demo&isGlobal=false',
      ),
    );
    expect(calls.find((call) => call.path === '/authentication/Logout')?.body).toEqual({
      AccessToken: 'token',
    });
    expect(storage.get('userToken')).toBeNull();
    expect(storage.get('checkIssueCP')).toBeNull();
    expect(storage.brandRef()).toBe('demo');
  });
});

describe('language', () => {
  /** The member's message settings as the API keeps them: a GET has no body, a PUT replaces. */
  let messages: MessagePreferences;
  beforeEach(() => {
    messages = {
      language: 'th',
      kinds: [
        { kind: 'points_earned', is_enabled: true },
        { kind: 'broadcast', is_enabled: false },
      ],
    };
    answers['/Customer/MessagePreferences'] = (body) => {
      if (body) {
        const { language, opted_out: off } = body as MessagePreferencesRequest;
        messages = {
          language,
          kinds: messages.kinds.map((k) => ({ ...k, is_enabled: !off.includes(k.kind) })),
        };
      }
      return { data: messages };
    };
  });
  afterEach(async () => {
    await i18n.changeLanguage('th');
  });
  const messageSaves = () =>
    calls.filter((call) => call.path === '/Customer/MessagePreferences' && call.body);

  it('moves messages to the language the member switches the app to, kinds kept', async () => {
    renderAt('/profile', <ProfilePage />);
    await userEvent.click(await screen.findByRole('button', { name: 'English' }));
    await waitFor(() =>
      expect(messageSaves().map((call) => call.body)).toEqual([
        { language: 'en', opted_out: ['broadcast'] },
      ]),
    );
    // Pressing the language already chosen saves nothing more.
    await userEvent.click(screen.getByRole('button', { name: 'English' }));
    await userEvent.click(screen.getByRole('button', { name: 'ไทย' }));
    await waitFor(() =>
      expect(messageSaves().map((call) => call.body)).toEqual([
        { language: 'en', opted_out: ['broadcast'] },
        { language: 'th', opted_out: ['broadcast'] },
      ]),
    );
    expect(messages.language).toBe('th');
  });

  it('keeps a message language picked on the notifications screen until the app language is switched', async () => {
    await i18n.changeLanguage('en-US');
    messages.language = 'th';
    renderAt('/profile', <ProfilePage />);
    await userEvent.click(await screen.findByRole('button', { name: 'English' }));
    expect(screen.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
    expect(messageSaves()).toEqual([]);
    // Switching to Thai finds messages already in Thai: nothing to save.
    await userEvent.click(screen.getByRole('button', { name: 'ไทย' }));
    expect(await screen.findByRole('heading', { name: 'โปรไฟล์' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'English' }));
    await waitFor(() =>
      expect(messageSaves().map((call) => call.body)).toEqual([
        { language: 'en', opted_out: ['broadcast'] },
      ]),
    );
  });

  it('switches the app to English, remembers it and sets <html lang>', async () => {
    renderAt('/profile', <ProfilePage />);
    const thai = await screen.findByRole('button', { name: 'ไทย' });
    expect(thai).toHaveAttribute('aria-pressed', 'true');
    expect(document.documentElement.lang).toBe('th');

    await userEvent.click(screen.getByRole('button', { name: 'English' }));

    expect(await screen.findByRole('heading', { name: 'Profile' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Points history' })).toBeInTheDocument();
    expect(screen.getByText('200 points expire on 31 December 2568 BE')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
    expect(document.documentElement.lang).toBe('en-US');
    expect(storedLanguage()).toBe('en-US');

    await userEvent.click(screen.getByRole('button', { name: 'ไทย' }));
    expect(await screen.findByRole('heading', { name: 'โปรไฟล์' })).toBeInTheDocument();
    expect(storedLanguage()).toBe('th');
  });
});

describe('privacy consent', () => {
  it('withdraws in one confirmed step and flags home to warn', async () => {
    answers['/CustomerAccount/UpdatePDPA'] = () => ({
      data: {
        is_consent_pdpa: false,
        is_withdraw_pdpa: true,
        pdpa_action: 4,
        pdpa_id: 1,
        version: 1,
        recorded_at: '2025-01-01T00:00:00.000Z',
      },
    });
    renderAt('/profile/profile-pdpa', <ProfilePdpaPage />);
    expect(await screen.findByText('นโยบายของแบรนด์')).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'ถอนความยินยอม' }));
    const dialog = await screen.findByRole('dialog', { name: 'ถอนความยินยอม' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'ถอนความยินยอม' }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/home'));
    expect(calls.find((call) => call.path === '/CustomerAccount/UpdatePDPA')?.body).toEqual({
      Pdpa_Article_Alt_Reference: 'PDPA-1',
      Pdpa_Article_Group_Key: 'member',
      Pdpa_Action: '4',
    });
    expect(storage.get('withdrawPdpa')).toBe('true');
  });

  it('gives consent with the box ticked by default; unticked, the button is off', async () => {
    answers['/Customer/info'] = () => ({
      data: { ...profile, is_consent_pdpa: false, is_withdraw_pdpa: true },
    });
    answers['/CustomerAccount/UpdatePDPA'] = () => ({
      data: {
        is_consent_pdpa: true,
        is_withdraw_pdpa: false,
        pdpa_action: 1,
        pdpa_id: 1,
        version: 1,
        recorded_at: '2025-01-01T00:00:00.000Z',
      },
    });
    storage.set('withdrawPdpa', 'true');
    renderAt('/profile/profile-pdpa', <ProfilePdpaPage />);
    const box = await screen.findByRole('checkbox', {
      name: 'รับทราบ และให้ความยินยอมตามนโยบายความเป็นส่วนตัว',
    });
    expect(box).toBeChecked();
    await userEvent.click(box);
    expect(screen.getByRole('button', { name: 'ให้ความยินยอม' })).toBeDisabled();
    await userEvent.click(box);
    await userEvent.click(screen.getByRole('button', { name: 'ให้ความยินยอม' }));
    await waitFor(() => expect(storage.get('withdrawPdpa')).toBe('false'));
    expect(calls.find((call) => call.path === '/CustomerAccount/UpdatePDPA')?.body).toMatchObject({
      Pdpa_Action: '1',
    });
  });
});

describe('PIN form', () => {
  const typePin = (pin: string) => userEvent.keyboard(pin);

  it('reset: checks the current PIN, refuses weak and mismatched PINs, then changes it', async () => {
    answers['/CustomerAccount/ValidatePassword'] = (body) =>
      (body as { Pin: string }).Pin === '102938'
        ? { data: { is_valid: true } }
        : { status: 400, data: 'รหัส PIN ไม่ถูกต้อง' };
    answers['/CustomerAccount/ResetPassword'] = () => ({ data: { is_changed: true } });
    renderAt('/profile/reset-pin', <PinPage />);

    expect(await screen.findByRole('heading', { name: 'กรอกรหัส PIN ปัจจุบัน' })).toBeInTheDocument();
    await typePin('111222');
    expect(await screen.findByText('รหัส PIN ไม่ถูกต้อง')).toBeInTheDocument();
    await typePin('102938');
    expect(await screen.findByRole('heading', { name: 'ตั้งรหัส PIN ใหม่' })).toBeInTheDocument();
    await typePin('123456');
    expect(screen.getByText('รหัส PIN ง่ายเกินไป กรุณาตั้งใหม่')).toBeInTheDocument();
    await typePin('470185');
    expect(screen.getByRole('heading', { name: 'ยืนยันรหัส PIN ใหม่' })).toBeInTheDocument();
    await typePin('470186');
    expect(screen.getByText('รหัส PIN ทั้งสองครั้งไม่ตรงกัน กรุณาตั้งรหัส PIN ใหม่อีกครั้ง')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'ตั้งรหัส PIN ใหม่' })).toBeInTheDocument();
    await typePin('470185');
    await typePin('470185');
    expect(await screen.findByRole('dialog', { name: 'เปลี่ยนรหัส PIN สำเร็จ' })).toBeInTheDocument();
    expect(calls.find((call) => call.path === '/CustomerAccount/ResetPassword')?.body).toEqual({
      Old_Pin: '102938',
      New_Pin: '470185',
    });
  });

  it('forgot: OTP to the member mobile, then a new PIN and the new session', async () => {
    answers['/CustomerAccount/RequestOTP'] = () => ({
      data: {
        otp_ref: 'ABCD',
        mobile_no: '0812345678',
        purpose: 'reset_pin',
        expires_in_seconds: 300,
        resend_in_seconds: 60,
        max_attempts: 5,
      },
    });
    answers['/CustomerAccount/VerifyOTP'] = () => ({
      data: { next: 'reset_pin', auth_token: 'AUTH', expires_in: 600 },
    });
    answers['/CustomerAccount/ResetPasswordByOTP'] = () => ({
      data: { access_token: 'NEW-TOKEN' },
    });
    renderAt('/profile/forgot-pin', <PinPage />);
    expect(await screen.findByText('เราจะส่งรหัส OTP ไปที่เบอร์ 081 234 5678')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'ขอรหัส OTP' }));
    expect(await screen.findByText('ส่งไปที่ 081 234 5678 (Ref: ABCD)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^ส่งรหัสอีกครั้งได้ใน (01:00|00:5\d)$/ })).toBeDisabled();
    await typePin('654321');
    expect(await screen.findByRole('heading', { name: 'ตั้งรหัส PIN ใหม่' })).toBeInTheDocument();
    await typePin('470185');
    await typePin('470185');
    expect(await screen.findByRole('dialog', { name: 'เปลี่ยนรหัส PIN สำเร็จ' })).toBeInTheDocument();
    expect(calls.find((call) => call.path === '/CustomerAccount/VerifyOTP')?.body).toEqual({
      Brand_Ref: 'demo',
      Mobile_No: '0812345678',
      Otp_Ref: 'ABCD',
      Otp_Code: '654321',
    });
    expect(calls.find((call) => call.path === '/CustomerAccount/ResetPasswordByOTP')?.body).toEqual(
      { Auth_Token: 'AUTH', New_Pin: '470185' },
    );
    expect(storage.get('userToken')).toBe('NEW-TOKEN');
  });
});
