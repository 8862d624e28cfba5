import { render, screen, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { PrivilegeListItem } from '@crm/contract/privileges';
import { PrivilegeCard } from './privilege-card';
import { PrivilegeCardList } from './privilege-card-list';
import { privilegeCardState, toPrivilegeCardItem } from './privilege-card-model';
import type { PrivilegeCardItem } from './privilege-card-model';

const apiItem: PrivilegeListItem = {
  privilege_id: 7,
  category_id: 2,
  main_image_url: 'https://cdn.test/coffee.png',
  name_th: 'กาแฟฟรี 1 แก้ว',
  name_en: 'Free coffee',
  desc_th: 'เมนูใดก็ได้',
  desc_en: 'Any drink',
  point_ref: 100,
  point_need: 300,
  missing_point: 200,
  valid_from: null,
  valid_through: '2025-12-31T10:00:00.000Z',
  is_forever: false,
  remaining_limit: 12,
  is_issuable: false,
};

const card = (overrides: Partial<PrivilegeCardItem> = {}): PrivilegeCardItem => ({
  ...toPrivilegeCardItem(apiItem),
  ...overrides,
});

describe('toPrivilegeCardItem', () => {
  it('maps the API list item to the client model', () => {
    expect(toPrivilegeCardItem(apiItem)).toEqual({
      privilegeId: 7,
      privilegeImage: 'https://cdn.test/coffee.png',
      privilegeTitle: 'กาแฟฟรี 1 แก้ว',
      privilegeDesc: 'เมนูใดก็ได้',
      points: 300,
      validDate: '2025-12-31T10:00:00.000Z',
      isForever: false,
      status: false,
      missingPoints: 200,
      overallLimit: 12,
    });
  });

  it('uses English texts in en-US and falls back to Thai when they are empty', () => {
    expect(toPrivilegeCardItem(apiItem, 'en-US')).toMatchObject({
      privilegeTitle: 'Free coffee',
      privilegeDesc: 'Any drink',
    });
    expect(toPrivilegeCardItem({ ...apiItem, name_en: '' }, 'en-US').privilegeTitle).toBe(
      'กาแฟฟรี 1 แก้ว',
    );
  });
});

describe('privilege card states', () => {
  it('fully used when overallLimit is 0, whatever the status', () => {
    expect(privilegeCardState(card({ overallLimit: 0, status: true }))).toBe('fully-used');
    render(<PrivilegeCard item={card({ overallLimit: 0, status: true })} />);
    expect(screen.getByRole('status')).toHaveTextContent('ใช้สิทธิ์ครบแล้ว');
    expect(screen.queryByText('แลกได้')).not.toBeInTheDocument();
  });

  it('redeemable when status is true', () => {
    render(<PrivilegeCard item={card({ status: true, missingPoints: 0 })} />);
    expect(screen.getByText('แลกได้')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('not enough points when status is false, with the missing points', () => {
    render(<PrivilegeCard item={card({ missingPoints: 1500 })} />);
    expect(screen.getByText('ขาดอีก 1,500 แต้ม')).toBeInTheDocument();
  });

  it('unlimited and remaining units', () => {
    const { rerender } = render(<PrivilegeCard item={card({ overallLimit: null })} />);
    expect(screen.getByText('ไม่จำกัดจำนวน')).toBeInTheDocument();
    rerender(<PrivilegeCard item={card({ overallLimit: 3 })} />);
    expect(screen.getByText('เหลือ 3 สิทธิ์')).toBeInTheDocument();
  });
});

describe('privilege card fields', () => {
  it('cuts points beyond 6 digits with an ellipsis; a tap shows them in full', async () => {
    render(<PrivilegeCard item={card({ points: 12_345_678, missingPoints: 2_000_000 })} />);
    expect(screen.getByText('12,345,6…')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '12,345,678' }));
    expect(screen.getByText('12,345,678', { selector: '[aria-hidden]' })).toBeInTheDocument();
    expect(screen.getByText(/^ขาดอีก/)).toHaveTextContent(/^ขาดอีก 2,000,00….*แต้ม$/);
    expect(screen.getByRole('button', { name: '2,000,000' })).toBeInTheDocument();
  });

  it('reads the full points of a clickable card, whose tap opens it', async () => {
    const onClick = vi.fn();
    render(<PrivilegeCard item={card({ points: 1_234_567 })} onClick={onClick} />);
    const opener = screen.getByRole('button', { name: /^กาแฟฟรี 1 แก้ว.*1,234,567/ });
    expect(within(opener).getByText('1,234,56…')).toBeInTheDocument();
    expect(within(opener).getByTitle('1,234,567')).toHaveTextContent('1,234,567');
    expect(within(opener).queryByRole('button')).not.toBeInTheDocument();
    await userEvent.click(within(opener).getByText('1,234,56…'));
    expect(onClick).toHaveBeenCalled();
  });

  it('shows the valid date in the Buddhist year', () => {
    render(<PrivilegeCard item={card({ validDate: '2025-12-31T10:00:00.000Z' })} />);
    expect(screen.getByTestId('privilege-card-valid')).toHaveTextContent('ใช้ได้ถึง 31 ธ.ค. 2568');
  });

  it('shows a dash for the year-544 placeholder and no expiry for forever', () => {
    const { rerender } = render(<PrivilegeCard item={card({ validDate: '0001-01-01' })} />);
    expect(screen.getByTestId('privilege-card-valid')).toHaveTextContent('ใช้ได้ถึง -');
    rerender(<PrivilegeCard item={card({ isForever: true, validDate: null })} />);
    expect(screen.getByTestId('privilege-card-valid')).toHaveTextContent('ไม่มีวันหมดอายุ');
  });

  it('hides each field its display key turns off', () => {
    render(
      <PrivilegeCard
        item={card()}
        display={{
          privilege_name: false,
          description: false,
          points: false,
          valid_date: false,
          redeem_status: false,
          overall_limit: false,
        }}
      />,
    );
    for (const text of ['กาแฟฟรี 1 แก้ว', 'เมนูใดก็ได้', '300', 'เหลือ 12 สิทธิ์', 'ขาดอีก 200 แต้ม']) {
      expect(screen.queryByText(text)).not.toBeInTheDocument();
    }
    expect(screen.queryByTestId('privilege-card-valid')).not.toBeInTheDocument();
  });

  it('shows only the picture when the display flag is off', () => {
    const { container } = render(<PrivilegeCard item={card()} display={{ display: false }} />);
    expect(container).not.toHaveTextContent('กาแฟฟรี');
    expect(container.querySelector('img')).toHaveAttribute('src', 'https://cdn.test/coffee.png');
  });

  it('falls back to a drawing when there is no picture', () => {
    const { container } = render(<PrivilegeCard item={card({ privilegeImage: '' })} />);
    expect(container.querySelector('img')).toBeNull();
  });
});

describe('privilege card layouts and clicks', () => {
  it('renders vertical and horizontal layouts', () => {
    const { container, rerender } = render(<PrivilegeCard item={card()} />);
    expect(container.firstElementChild?.className).toMatch(/vertical/);
    rerender(<PrivilegeCard item={card()} layout="horizontal" />);
    expect(container.firstElementChild?.className).toMatch(/horizontal/);
  });

  it('is a button named by what it shows, the privilege first, that reports the item', async () => {
    const onClick = vi.fn();
    const item = card();
    render(<PrivilegeCard item={item} onClick={onClick} />);
    const opener = screen.getByRole('button', {
      name: /^กาแฟฟรี 1 แก้ว.*เมนูใดก็ได้.*เหลือ 12 สิทธิ์.*ขาดอีก 200 แต้ม$/,
    });
    await userEvent.click(opener);
    expect(onClick).toHaveBeenCalledWith(item);
  });

  it('is not interactive without onClick', () => {
    render(<PrivilegeCard item={card()} />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});

describe('privilege card list', () => {
  it('shows skeletons while loading and the empty title when there is nothing', () => {
    const { rerender } = render(<PrivilegeCardList items={[]} loading />);
    expect(screen.getByRole('status', { name: 'กำลังโหลดข้อมูล' })).toBeInTheDocument();
    rerender(<PrivilegeCardList items={[]} emptyTitle="ยังไม่มีสิทธิพิเศษ" />);
    expect(screen.getByRole('heading', { name: 'ยังไม่มีสิทธิพิเศษ' })).toBeInTheDocument();
  });

  it('lists the cards with their badges and loads the next page on request', async () => {
    const onLoadMore = vi.fn();
    render(
      <PrivilegeCardList
        label="สิทธิพิเศษ"
        items={[card(), card({ privilegeId: 8, privilegeTitle: 'ครัวซองต์' })]}
        badgeOf={(item) => (item.privilegeId === 8 ? '5 ครั้ง' : undefined)}
        loadMore={{ hasMore: true, loading: false, onLoadMore }}
      />,
    );
    const list = screen.getByRole('list', { name: 'สิทธิพิเศษ' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getByText('5 ครั้ง')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'ดูเพิ่มเติม' }));
    expect(onLoadMore).toHaveBeenCalledOnce();
  });

  it('offers no more once the last page is in', () => {
    render(
      <PrivilegeCardList
        items={[card()]}
        loadMore={{ hasMore: false, loading: false, onLoadMore: vi.fn() }}
      />,
    );
    expect(screen.queryByRole('button', { name: 'ดูเพิ่มเติม' })).not.toBeInTheDocument();
  });
});
