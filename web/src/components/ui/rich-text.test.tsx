import { render } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { RichText } from './rich-text';

const th = i18n.getFixedT('th', 'ui');
const en = i18n.getFixedT('en-US', 'ui');

describe('RichText', () => {
  it('draws a self-closing tag as its element, children and all', () => {
    i18n.addResource('th', 'ui', 'test.balance', 'เหลือ <points/> แต้ม');
    const { container } = render(
      <RichText
        t={th}
        i18nKey="test.balance"
        components={{
          points: (
            <strong>
              <em>1,200</em>
            </strong>
          ),
        }}
      />,
    );
    expect(container.innerHTML).toBe('เหลือ <strong><em>1,200</em></strong> แต้ม');
  });

  it('puts the text of a tag inside its element and shows a tag without one as text', () => {
    i18n.addResource('th', 'ui', 'test.button', '<points/> <unit>แต้ม</unit> <hidden>ดูโค้ด</hidden>');
    const { container } = render(
      <RichText
        t={th}
        i18nKey="test.button"
        components={{ points: <b>5</b>, unit: <span className="unit" /> }}
      />,
    );
    expect(container.innerHTML).toBe('<b>5</b> <span class="unit">แต้ม</span> ดูโค้ด');
  });

  it.each([
    [1, '<b>1</b> point expires 1 Dec'],
    [3, '<b>3</b> points expire 1 Dec'],
  ])('chooses the plural by count (%i) and fills in values', (count, html) => {
    i18n.addResource('en-US', 'ui', 'test.expiry_one', '<points/> point expires {{date}}');
    i18n.addResource('en-US', 'ui', 'test.expiry_other', '<points/> points expire {{date}}');
    const { container } = render(
      <RichText
        t={en}
        i18nKey="test.expiry"
        count={count}
        values={{ date: '1 Dec' }}
        components={{ points: <b>{count}</b> }}
      />,
    );
    expect(container.innerHTML).toBe(html);
  });
});
