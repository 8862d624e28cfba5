import { render, screen } from '@testing-library/preact';
import { describe, expect, it, vi } from 'vitest';
import { SafeHtml } from './safe-html';

const sanitiserLoads = vi.hoisted(() => ({ count: 0 }));
vi.mock('./sanitised-html', async (importOriginal) => {
  sanitiserLoads.count += 1;
  return importOriginal();
});

describe('SafeHtml', () => {
  it('shows a text without markup as it is, without loading the sanitiser', () => {
    const { container } = render(<SafeHtml as="h2" className="title" html={'ข้อ 1 > ข้อ 2'} />);
    expect(container.innerHTML).toBe('<h2 class="title">ข้อ 1 &gt; ข้อ 2</h2>');
    expect(sanitiserLoads.count).toBe(0);
  });

  it('loads the sanitiser for markup, and keeps nothing that could run', async () => {
    const { container } = render(
      <SafeHtml
        id="policy"
        html={
          '<p onclick="steal()">ข้อ &amp; 1</p><script>steal()</script><img src="x" onerror="steal()">'
        }
      />,
    );
    // Its frame is there while the sanitiser comes: what points at it by id still finds it.
    expect(container.querySelector('#policy')).not.toBeNull();
    expect(await screen.findByText('ข้อ & 1')).toBeInTheDocument();
    expect(sanitiserLoads.count).toBe(1);
    expect(container.querySelector('#policy > p')).not.toBeNull();
    expect(container.querySelector('script, [onclick], [onerror]')).toBeNull();
  });
});
