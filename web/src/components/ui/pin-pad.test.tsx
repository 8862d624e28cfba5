import { useState } from 'react';
import { render, screen } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PinPad } from './pin-pad';

function Harness({
  onComplete,
  disabled,
}: {
  onComplete: (pin: string) => void;
  disabled?: boolean;
}) {
  const [pin, setPin] = useState('');
  return (
    <PinPad
      label="กรอกรหัส PIN"
      value={pin}
      onChange={setPin}
      onComplete={onComplete}
      disabled={disabled}
    />
  );
}

const key = (name: string) => screen.getByRole('button', { name });

describe('PinPad', () => {
  it('fills a dot per key and reports the PIN at the sixth digit', async () => {
    const onComplete = vi.fn();
    render(<Harness onComplete={onComplete} />);
    for (const digit of '24681') await userEvent.click(key(digit));
    expect(screen.getByRole('status')).toHaveTextContent('กรอกแล้ว 5 จาก 6 หลัก');
    expect(onComplete).not.toHaveBeenCalled();
    await userEvent.click(key('3'));
    expect(onComplete).toHaveBeenCalledWith('246813');
    await userEvent.click(key('9'));
    expect(screen.getByRole('status')).toHaveTextContent('กรอกแล้ว 6 จาก 6 หลัก');
  });

  it('deletes the last digit', async () => {
    render(<Harness onComplete={() => undefined} />);
    expect(key('ลบ')).toBeDisabled();
    await userEvent.click(key('1'));
    await userEvent.click(key('2'));
    await userEvent.click(key('ลบ'));
    expect(screen.getByRole('status')).toHaveTextContent('กรอกแล้ว 1 จาก 6 หลัก');
  });

  it('takes digits and Backspace from a keyboard', async () => {
    const onComplete = vi.fn();
    render(<Harness onComplete={onComplete} />);
    await userEvent.keyboard('13579x{Backspace}8');
    expect(onComplete).not.toHaveBeenCalled();
    await userEvent.keyboard('0');
    expect(onComplete).toHaveBeenCalledWith('135780');
  });

  it('ignores every key while locked', async () => {
    const onComplete = vi.fn();
    render(<Harness onComplete={onComplete} disabled />);
    expect(key('5')).toBeDisabled();
    await userEvent.keyboard('123456');
    expect(onComplete).not.toHaveBeenCalled();
    expect(screen.getByRole('status')).toHaveTextContent('กรอกแล้ว 0 จาก 6 หลัก');
  });
});
