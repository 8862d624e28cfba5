import { render, screen } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { CHECKBOX_VARIANTS, Checkbox, checkboxColors, checkboxSize, validColor } from './checkbox';

describe('checkbox sizes', () => {
  it.each([
    ['sm', 18],
    ['md', 25],
    ['lg', 30],
    ['xl', 25],
    ['', 25],
    [undefined, 25],
    ['toString', 25],
  ])('%s is %i px', (size, px) => {
    expect(checkboxSize(size)).toBe(px);
  });

  it('renders the box at the chosen size', () => {
    render(<Checkbox size="lg" aria-label="Large" />);
    const root = screen.getByRole('checkbox', { name: 'Large' }).parentElement;
    expect(root).toHaveStyle({ '--cb-size': '30px' });
  });
});

describe('checkbox colours', () => {
  it('accepts only #RRGGBB', () => {
    expect(validColor('#A1b2C3', '#000000')).toBe('#A1b2C3');
    for (const bad of ['#abc', 'red', '#12345G', 'A1B2C3', '#A1B2C3FF', 'rgb(0,0,0)', '']) {
      expect(validColor(bad, '#000000')).toBe('#000000');
    }
    expect(validColor(undefined, '#000000')).toBe('#000000');
  });

  it('defaults to #67AD5B checked, the same at 10% for hover and #E2E2E2 border', () => {
    expect(checkboxColors({})).toEqual({
      checked: '#67AD5B',
      hover: '#67AD5B1A',
      border: '#E2E2E2',
      check: '#FFFFFF',
    });
  });

  it.each(Object.entries(CHECKBOX_VARIANTS))('variant %s uses %s', (variant, colour) => {
    const colors = checkboxColors({ variant: variant as keyof typeof CHECKBOX_VARIANTS });
    expect(colors.checked).toBe(colour);
    expect(colors.hover).toBe(`${colour}1A`);
  });

  it('lets a valid colour override the variant and ignores an invalid one', () => {
    expect(checkboxColors({ variant: 'danger', color: '#112233' }).checked).toBe('#112233');
    expect(checkboxColors({ variant: 'danger', color: 'blue' }).checked).toBe('#DC3545');
    expect(checkboxColors({ borderColor: '#zzzzzz' }).border).toBe('#E2E2E2');
  });
});

describe('Checkbox', () => {
  it('toggles on click and emits the new value through onChange and onClick', async () => {
    const onChange = vi.fn();
    const onClick = vi.fn();
    render(<Checkbox label="ยอมรับ" onChange={onChange} onClick={onClick} />);
    const box = screen.getByRole('checkbox', { name: 'ยอมรับ' });
    expect(box).not.toBeChecked();
    await userEvent.click(box);
    expect(box).toBeChecked();
    expect(onChange).toHaveBeenLastCalledWith(true);
    expect(onClick).toHaveBeenLastCalledWith(true);
    await userEvent.click(screen.getByText('ยอมรับ'));
    expect(box).not.toBeChecked();
    expect(onChange).toHaveBeenLastCalledWith(false);
    expect(onClick).toHaveBeenLastCalledWith(false);
  });

  it('works controlled', async () => {
    function Controlled() {
      const [value, setValue] = useState(true);
      return (
        <>
          <Checkbox checked={value} onChange={setValue} aria-label="Consent" />
          <output>{String(value)}</output>
        </>
      );
    }
    render(<Controlled />);
    expect(screen.getByRole('checkbox')).toBeChecked();
    await userEvent.click(screen.getByRole('checkbox'));
    expect(screen.getByRole('checkbox')).not.toBeChecked();
    expect(screen.getByRole('status')).toHaveTextContent('false');
  });

  it('does not toggle or emit when disabled', async () => {
    const onChange = vi.fn();
    render(<Checkbox label="Locked" defaultChecked disabled onChange={onChange} />);
    const box = screen.getByRole('checkbox', { name: 'Locked' });
    await userEvent.click(box);
    expect(box).toBeChecked();
    expect(box).toBeDisabled();
    expect(onChange).not.toHaveBeenCalled();
    expect(box.closest('[data-disabled]')).not.toBeNull();
  });
});
