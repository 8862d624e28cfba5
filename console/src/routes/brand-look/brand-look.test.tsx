import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { BrandLook } from '@crm/contract/brand-look';
import { defaultThemeSettings } from '@crm/contract/theme';
import { startSession } from '@/common/session/session';
import { apiError, fakeApi, type FakeCall } from '@/test/fake-api';
import { operatorMe } from '@/test/operators';
import { renderConsole } from '@/test/render-console';

const image = (id: number, name: string) => ({
  image_id: id,
  image_url: `/api/v1.0/images/demo/${name}`,
  name,
});

const look: BrandLook = {
  Theme_Field: {
    primary: '#6F4E37',
    button: '#6F4E37',
    'button-detail': '#FFFFFF',
    background: '#FBF7F2',
    text: '#2B1D14',
    'navbar-background': '#FFFFFF',
    'navbar-active-background': '#F3E3C8',
    'navbar-active-detail': '#6F4E37',
    'navbar-inactive': '#A89080',
  },
  Setting_Field: { ...defaultThemeSettings, Cover_Page: { displayType: 1, is_display: 'true' } },
  login_logo: image(1, 'logo-login.svg'),
  home_logo: image(2, 'logo-home.svg'),
  default_privilege_image: null,
  covers: [image(3, 'covers/latte.svg'), image(4, 'covers/farm.svg')],
  banners: [image(5, 'banners/double.svg')],
  home_sections: [
    {
      key: 'privilege',
      title: { text: 'แลกสิทธิพิเศษ', text_en: 'Redeem your points', display: true },
      display_type: 1,
      display_align: 'left',
      card_layout_type: 'vertical-two',
      card_layout_limit: 6,
      banner_layout_type: 'content-width',
      layout_type: 1,
      text: '',
      text_en: '',
      banner_image_ids: [],
    },
  ],
  side_menu: [
    {
      nav_key: 'home',
      name_th: 'หน้าหลัก',
      name_en: 'Home',
      active_icon: '/api/v1.0/images/demo/nav/home-active.svg',
      inactive_icon: '/api/v1.0/images/demo/nav/home-inactive.svg',
      is_display: true,
      icon: 'home',
    },
    {
      nav_key: 'shop',
      name_th: 'ร้านค้า',
      name_en: 'Shop',
      active_icon: '/api/v1.0/images/demo/nav/shop-active.svg',
      inactive_icon: '/api/v1.0/images/demo/nav/shop-inactive.svg',
      is_display: false,
      icon: 'shop',
    },
  ],
};

/** The screen has drawn (its first draw loads the kit and the page's code). */
const drawn = () =>
  screen.findByRole('heading', { level: 1, name: 'หน้าตาแบรนด์' }, { timeout: 15_000 });

/** The owner on the brand-look screen; `put` answers the saves. */
async function openScreen(put: (call: FakeCall) => BrandLook = () => look) {
  const answer = (call: FakeCall) => ({ body: { data: put(call) } });
  const api = fakeApi({
    'GET /operator/me': { body: { data: operatorMe('owner') } },
    'GET /operator/brand/look': { body: { data: look } },
    'PUT /operator/brand/look/colors': answer,
    'PUT /operator/brand/look/settings': answer,
    'PUT /operator/brand/look/home-sections': answer,
    'PUT /operator/brand/look/side-menu': answer,
  });
  renderConsole('/brand-look');
  await drawn();
  return { api, user: userEvent.setup() };
}

const saves = (api: { calls: FakeCall[] }) => api.calls.filter((call) => call.method !== 'GET');

beforeEach(() => {
  startSession('operator-token', {
    role: 'owner',
    brand_ref: 'demo',
    branches: [],
    must_change_password: false,
  });
});

// The screen is the console's largest: its tests take longer than the default allows.
describe('Brand look', { timeout: 30_000 }, () => {
  it("shows the brand's colours beside the member app in a phone", async () => {
    await openScreen();
    expect(screen.getByRole('heading', { level: 1, name: 'หน้าตาแบรนด์' })).toBeVisible();
    expect(screen.getByLabelText('สีหลักของแบรนด์')).toHaveValue('#6F4E37');
    const phone = screen.getByTitle('ตัวอย่างแอปสมาชิก');
    expect(phone).toHaveAttribute('src', '/?brandRef=demo&preview=theme');
    for (const tab of ['สี', 'โลโก้และรูปภาพ', 'การเข้าสู่ระบบและเมนู', 'หน้าแรก', 'เมนูด้านข้าง']) {
      expect(screen.getByRole('tab', { name: tab })).toBeVisible();
    }
  });

  it('posts the colours to the framed member app as they are typed, only once it listens', async () => {
    const { user } = await openScreen();
    const phone = await screen.findByTitle<HTMLIFrameElement>('ตัวอย่างแอปสมาชิก');
    const framed = phone.contentWindow!;
    const posted = vi.spyOn(framed, 'postMessage');

    // A stranger's message is not the app saying it listens.
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', {
          data: { type: 'crm.theme-preview.ready' },
          origin: 'https://evil.example',
          source: framed,
        }),
      );
    });
    expect(posted).not.toHaveBeenCalled();

    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', {
          data: { type: 'crm.theme-preview.ready' },
          origin: window.location.origin,
          source: framed,
        }),
      );
    });
    await waitFor(() =>
      expect(posted).toHaveBeenLastCalledWith(
        { type: 'crm.theme-preview', colors: look.Theme_Field },
        window.location.origin,
      ),
    );

    const primary = screen.getByLabelText('สีหลักของแบรนด์');
    await user.clear(primary);
    await user.type(primary, '#0A7C59');
    await waitFor(() =>
      expect(posted).toHaveBeenLastCalledWith(
        { type: 'crm.theme-preview', colors: { ...look.Theme_Field, primary: '#0A7C59' } },
        window.location.origin,
      ),
    );
  });

  it('refuses a colour that is not #RRGGBB before sending, then saves a good one', async () => {
    const { api, user } = await openScreen((call) => ({
      ...look,
      Theme_Field: (call.body as BrandLook).Theme_Field,
    }));
    const primary = await screen.findByLabelText('สีหลักของแบรนด์');
    await user.clear(primary);
    await user.type(primary, 'brown');
    await user.click(screen.getByRole('button', { name: 'บันทึก' }));
    expect(await screen.findByText('ใช้รหัสสีแบบ #RRGGBB เช่น #6F4E37')).toBeVisible();
    expect(saves(api)).toEqual([]);

    await user.clear(primary);
    await user.type(primary, '#0A7C59');
    await user.click(screen.getByRole('button', { name: 'บันทึก' }));
    await waitFor(() => expect(saves(api)).toHaveLength(1));
    expect(saves(api)[0]).toMatchObject({
      method: 'PUT',
      path: '/operator/brand/look/colors',
      body: { Theme_Field: { ...look.Theme_Field, primary: '#0A7C59' } },
    });
    expect(await screen.findByText(/บันทึกสีแล้ว/)).toBeVisible();
  });

  it("keeps a way to sign in, and saves the sign-in choices and menus in the API's words", async () => {
    const { api, user } = await openScreen();
    await user.click(await screen.findByRole('tab', { name: 'การเข้าสู่ระบบและเมนู' }));
    const signIn = screen
      .getByText('การเข้าสู่ระบบ', { selector: 'h3' })
      .closest('div.mantine-Paper-root');
    const login = within(signIn as HTMLElement);
    await user.click(login.getByRole('switch', { name: 'เบอร์โทรศัพท์' }));
    await user.click(login.getByRole('switch', { name: 'LINE' }));
    await user.click(screen.getByRole('button', { name: 'บันทึก' }));
    expect(await login.findByRole('alert')).toHaveTextContent('ต้องเปิดไว้อย่างน้อยหนึ่งช่องทาง');
    expect(saves(api)).toEqual([]);

    await user.click(login.getByRole('switch', { name: 'LINE' }));
    await user.click(screen.getByRole('switch', { name: 'เมนูแพ็กเกจ' }));
    await user.click(screen.getByRole('button', { name: 'บันทึก' }));
    await waitFor(() => expect(saves(api)).toHaveLength(1));
    expect(saves(api)[0]!.body).toEqual({
      Setting_Field: {
        ...look.Setting_Field,
        Login: { is_login_by_phone: 'false', is_login_by_line: 'true', order_login_type: 'phone' },
        Navbar_Menu: { is_privilege_active: 'true', is_package_active: 'false' },
      },
    });
  });

  it('refuses a home section limit out of range, and saves a section added from the menu', async () => {
    const { api, user } = await openScreen();
    await user.click(await screen.findByRole('tab', { name: 'หน้าแรก' }));
    const section = screen.getByTestId('section-0');
    await user.click(within(section).getByRole('button', { name: 'แก้ไข' }));
    const limit = within(section).getByLabelText(/จำนวนที่แสดง/);
    await user.clear(limit);
    await user.type(limit, '0');
    await user.click(screen.getByRole('button', { name: 'บันทึก' }));
    expect(await within(section).findByText('ใส่จำนวนเต็มตั้งแต่ 1 ถึง 50')).toBeVisible();
    expect(saves(api)).toEqual([]);

    await user.clear(limit);
    await user.type(limit, '8');
    await user.click(screen.getByRole('button', { name: 'เพิ่มส่วน' }));
    await user.click(await screen.findByRole('menuitem', { name: 'สิทธิพิเศษสำหรับคุณ' }));
    await user.click(screen.getByRole('button', { name: 'บันทึก' }));
    await waitFor(() => expect(saves(api)).toHaveLength(1));
    const sent = (saves(api)[0]!.body as { sections: BrandLook['home_sections'] }).sections;
    expect(sent.map((entry) => [entry.key, entry.card_layout_limit])).toEqual([
      ['privilege', 8],
      ['privilege-foryou', 10],
    ]);
  });

  it('asks for a picture for a new banner before saving', async () => {
    const { api, user } = await openScreen();
    await user.click(await screen.findByRole('tab', { name: 'หน้าแรก' }));
    await user.click(screen.getByRole('button', { name: 'เพิ่มส่วน' }));
    await user.click(await screen.findByRole('menuitem', { name: 'แบนเนอร์' }));
    await user.click(screen.getByRole('button', { name: 'บันทึก' }));
    expect(await screen.findByText('เพิ่มรูปให้แบนเนอร์อย่างน้อยหนึ่งรูป')).toBeVisible();
    expect(saves(api)).toEqual([]);
  });

  it('shows and renames side-menu entries', async () => {
    const { api, user } = await openScreen();
    await user.click(await screen.findByRole('tab', { name: 'เมนูด้านข้าง' }));
    const shop = screen.getByTestId('menu-shop');
    await user.click(within(shop).getByRole('switch', { name: 'แสดงเมนู ร้านค้า' }));
    const name = within(shop).getByRole('textbox', { name: 'ชื่อภาษาไทย' });
    await user.clear(name);
    await user.type(name, 'ร้านออนไลน์');
    await user.click(screen.getByRole('button', { name: 'บันทึก' }));
    await waitFor(() => expect(saves(api)).toHaveLength(1));
    expect(saves(api)[0]!.body).toEqual({
      entries: [
        { nav_key: 'home', name_th: 'หน้าหลัก', name_en: 'Home', is_display: true, icon: 'home' },
        { nav_key: 'shop', name_th: 'ร้านออนไลน์', name_en: 'Shop', is_display: true, icon: 'shop' },
      ],
    });
  });

  it("shows the API's refusal in Thai", async () => {
    const api = fakeApi({
      'GET /operator/me': { body: { data: operatorMe('owner') } },
      'GET /operator/brand/look': { body: { data: look } },
      'PUT /operator/brand/look/side-menu': apiError(
        409,
        'SIDE_MENU_MISMATCH',
        'รายการเมนูมีการเปลี่ยนแปลงระหว่างนี้ กรุณาโหลดหน้าใหม่แล้วลองอีกครั้ง',
        'The menu entries changed meanwhile; please reload and try again.',
      ),
    });
    renderConsole('/brand-look');
    await drawn();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: 'เมนูด้านข้าง' }));
    await user.click(screen.getByRole('switch', { name: 'แสดงเมนู ร้านค้า' }));
    await user.click(screen.getByRole('button', { name: 'บันทึก' }));
    // The fake words the title and the message alike.
    const [shown] = await screen.findAllByText(/รายการเมนูมีการเปลี่ยนแปลงระหว่างนี้/);
    expect(shown).toBeVisible();
    expect(api.calls.some((call) => call.method === 'PUT')).toBe(true);
  });

  it('is not open to a manager', async () => {
    fakeApi({
      'GET /operator/me': { body: { data: operatorMe('manager') } },
      'GET /Theme/GetLogo': { body: { data: { resp: { imagelist: [] } } } },
    });
    const { router } = renderConsole('/brand-look');
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/console\/?$/));
    expect(screen.queryByRole('heading', { name: 'หน้าตาแบรนด์', level: 1 })).toBeNull();
  });
});
