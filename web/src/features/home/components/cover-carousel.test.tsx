import { render } from '@testing-library/preact';
import { expect, it } from 'vitest';
import { CoverCarousel } from './cover-carousel';

it('asks for the first cover before anything else on the page, and the others after', () => {
  const { container } = render(
    <CoverCarousel images={['/covers/a.jpg', '/covers/b.jpg', '/covers/c.jpg']} displayType={1} />,
  );
  const pictures = [...container.querySelectorAll('img')];
  expect(pictures.map((picture) => picture.getAttribute('fetchpriority'))).toEqual([
    'high',
    'low',
    'low',
  ]);
  expect(pictures[0]).toHaveAttribute('width', '1200');
  expect(pictures[0]).toHaveAttribute('height', '600');
});
