import { useState } from 'react';
import { render, screen } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mobileDigits, mobileProblem } from '@/lib/mobile';
import { MobileInput } from './mobile-input';

function Harness({ initial = '' }: { initial?: string }) {
  const [digits, setDigits] = useState(initial);
  return (
    <>
      <MobileInput id="mobile" label="เบอร์โทรศัพท์มือถือ" value={digits} onChange={setDigits} />
      <output data-testid="digits">{digits}</output>
    </>
  );
}

describe('MobileInput', () => {
  it("shows the number as 'xxx xxx xxxx' while keeping digits only", async () => {
    render(<Harness />);
    const input = screen.getByRole('textbox', { name: 'เบอร์โทรศัพท์มือถือ' });
    await userEvent.type(input, '0812345678');
    expect(input).toHaveValue('081 234 5678');
    expect(screen.getByTestId('digits')).toHaveTextContent(/^0812345678$/);
  });

  it('drops letters and anything past ten digits', async () => {
    render(<Harness />);
    const input = screen.getByRole('textbox', { name: 'เบอร์โทรศัพท์มือถือ' });
    await userEvent.type(input, '08a1-2345678999');
    expect(input).toHaveValue('081 234 5678');
  });

  it('keeps the caret by the digit being edited as the spaces move', async () => {
    render(<Harness initial="0812345678" />);
    const input = screen.getByRole<HTMLInputElement>('textbox', { name: 'เบอร์โทรศัพท์มือถือ' });
    const at = (position: number) => ({
      initialSelectionStart: position,
      initialSelectionEnd: position,
    });
    // Caret after '081 2': delete the '2', then the '1' before it, then type a '9' there.
    await userEvent.type(input, '{backspace}', at(5));
    expect(input).toHaveValue('081 345 678');
    expect(input.selectionStart).toBe(3);
    await userEvent.type(input, '{backspace}', at(3));
    expect(input).toHaveValue('083 456 78');
    expect(input.selectionStart).toBe(2);
    await userEvent.type(input, '9', at(2));
    expect(input).toHaveValue('089 345 678');
    expect(input.selectionStart).toBe(3);
  });

  it('announces a problem with the number', () => {
    render(
      <MobileInput id="m" label="เบอร์" value="0812" onChange={() => undefined} error="ไม่ครบ" />,
    );
    expect(screen.getByRole('textbox', { name: 'เบอร์' })).toHaveAccessibleDescription('ไม่ครบ');
    expect(screen.getByRole('alert')).toHaveTextContent('ไม่ครบ');
  });
});

describe('mobile numbers', () => {
  it('takes pasted local and international forms', () => {
    expect(mobileDigits('081-234-5678')).toBe('0812345678');
    expect(mobileDigits('+66 81 234 5678')).toBe('0812345678');
  });

  it('says whether the number is incomplete or not a mobile number', () => {
    expect(mobileProblem('081234')).toBe('incomplete');
    expect(mobileProblem('0212345678')).toBe('prefix');
    expect(mobileProblem('0912345678')).toBeNull();
    expect(mobileProblem('0612345678')).toBeNull();
  });
});
