import { render, screen } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { Carousel, autoplayDelay, bulletWindow, carouselOptions } from './carousel';

describe('carouselOptions', () => {
  it('aligns to start without looping by default, with a 40 px drag threshold', () => {
    expect(carouselOptions({})).toMatchObject({
      align: 'start',
      loop: false,
      dragThreshold: 40,
      skipSnaps: false,
    });
    expect(carouselOptions({ loop: true }).loop).toBe(true);
  });

  it.each([{ autoplay: true }, { autoplay: 3000 }, { pagination: true }, { navigation: true }])(
    '%j forces centred alignment and looping',
    (features) => {
      expect(carouselOptions(features)).toMatchObject({ align: 'center', loop: true });
    },
  );
});

describe('autoplayDelay', () => {
  it('is off unless asked, 2000 ms by default, or the given delay', () => {
    expect(autoplayDelay(undefined)).toBeNull();
    expect(autoplayDelay(false)).toBeNull();
    expect(autoplayDelay(true)).toBe(2000);
    expect(autoplayDelay(0)).toBe(2000);
    expect(autoplayDelay(3000)).toBe(3000);
  });
});

describe('bulletWindow', () => {
  it('shows every bullet when there are five or fewer', () => {
    expect(bulletWindow(3, 1)).toEqual([0, 1, 2]);
    expect(bulletWindow(5, 4)).toEqual([0, 1, 2, 3, 4]);
  });

  it('shows five bullets around the current slide, clamped to the ends', () => {
    expect(bulletWindow(10, 0)).toEqual([0, 1, 2, 3, 4]);
    expect(bulletWindow(10, 5)).toEqual([3, 4, 5, 6, 7]);
    expect(bulletWindow(10, 9)).toEqual([5, 6, 7, 8, 9]);
  });
});

describe('Carousel', () => {
  it('renders labelled slides, arrows and min height 100 px', () => {
    render(
      <Carousel
        label="ภาพปก"
        navigation
        slides={['a', 'b', 'c'].map((name) => (
          <img key={name} src={`/${name}.png`} alt={name} />
        ))}
      />,
    );
    const region = screen.getByRole('region', { name: 'ภาพปก' });
    expect(region).toHaveAttribute('aria-roledescription', 'carousel');
    expect(screen.getAllByRole('group').map((g) => g.getAttribute('aria-label'))).toEqual([
      'ภาพที่ 1 จาก 3',
      'ภาพที่ 2 จาก 3',
      'ภาพที่ 3 จาก 3',
    ]);
    expect(screen.getByRole('button', { name: 'ภาพก่อนหน้า' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ภาพถัดไป' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'a' }).closest('[style]')).toHaveStyle({
      minHeight: '100px',
    });
  });

  it('uses a fixed pixel height when given', () => {
    render(<Carousel height={180} slides={[<span key="x">x</span>]} />);
    expect(screen.getByText('x').closest('[style*="height"]')).toHaveStyle({ height: '180px' });
  });
});
