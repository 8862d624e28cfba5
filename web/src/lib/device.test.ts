import { act, renderHook } from '@testing-library/preact';
import { describe, expect, it, vi } from 'vitest';
import { deviceClass, isDesktop, useDeviceClass } from './device';

describe('deviceClass', () => {
  it.each([
    [320, 'mobile'],
    [767, 'mobile'],
    [768, 'tablet'],
    [1199, 'tablet'],
    [1200, 'miniDesktop'],
    [1919, 'miniDesktop'],
    [1920, 'bigDesktop'],
    [2560, 'bigDesktop'],
  ])('%i px is %s', (width, expected) => {
    expect(deviceClass(width)).toBe(expected);
  });

  it('counts both desktop classes as desktop', () => {
    expect(isDesktop('miniDesktop')).toBe(true);
    expect(isDesktop('bigDesktop')).toBe(true);
    expect(isDesktop('tablet')).toBe(false);
  });
});

describe('useDeviceClass', () => {
  it('follows window resizes', () => {
    const resize = (width: number) => {
      window.innerWidth = width;
      window.dispatchEvent(new Event('resize'));
    };
    resize(390);
    const { result } = renderHook(() => useDeviceClass());
    expect(result.current).toBe('mobile');
    void act(() => resize(1024));
    expect(result.current).toBe('tablet');
    void act(() => resize(1920));
    expect(result.current).toBe('bigDesktop');
  });

  it('reads the width only when the window is resized, not at every render', () => {
    const width = vi.spyOn(window, 'innerWidth', 'get').mockReturnValue(390);
    window.dispatchEvent(new Event('resize'));
    const { result, rerender } = renderHook(() => useDeviceClass());
    const reads = width.mock.calls.length;
    for (let i = 0; i < 5; i++) rerender();
    expect(width.mock.calls.length).toBe(reads);
    expect(result.current).toBe('mobile');
    width.mockReturnValue(1280);
    void act(() => {
      window.dispatchEvent(new Event('resize'));
    });
    expect(result.current).toBe('miniDesktop');
    width.mockRestore();
  });
});
