import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { OtpInput } from './otp-input';

function Harness({ onComplete }: { onComplete: (code: string) => void }) {
  const [code, setCode] = useState('');
  return (
    <OtpInput
      id="otp"
      label="รหัส OTP 6 หลัก"
      value={code}
      onChange={setCode}
      onComplete={onComplete}
    />
  );
}

const boxes = (container: Element) =>
  [...container.querySelectorAll('[aria-hidden="true"]')].map((box) => box.textContent);

describe('OtpInput', () => {
  it('draws each digit in its own box and reports the whole code once', async () => {
    const onComplete = vi.fn();
    const { container } = render(<Harness onComplete={onComplete} />);
    const input = screen.getByRole('textbox', { name: 'รหัส OTP 6 หลัก' });
    await userEvent.type(input, '12a3');
    expect(boxes(container)).toEqual(['1', '2', '3', '', '', '']);
    expect(onComplete).not.toHaveBeenCalled();
    await userEvent.type(input, '4567');
    expect(input).toHaveValue('123456');
    expect(onComplete).toHaveBeenCalledTimes(1);
    expect(onComplete).toHaveBeenCalledWith('123456');
  });

  it('replaces what was typed with a pasted code', async () => {
    const onComplete = vi.fn();
    render(<Harness onComplete={onComplete} />);
    const input = screen.getByRole('textbox', { name: 'รหัส OTP 6 หลัก' });
    await userEvent.type(input, '99');
    await userEvent.paste('รหัส 654 321');
    expect(input).toHaveValue('654321');
    expect(onComplete).toHaveBeenCalledWith('654321');
  });

  it('takes an SMS autofill that sets the whole value', () => {
    const onComplete = vi.fn();
    render(<Harness onComplete={onComplete} />);
    fireEvent.change(screen.getByRole('textbox'), { target: { value: '246810' } });
    expect(onComplete).toHaveBeenCalledWith('246810');
  });

  it('is marked invalid and can be locked', () => {
    render(<OtpInput id="otp" label="OTP" value="" onChange={() => undefined} invalid disabled />);
    const input = screen.getByRole('textbox', { name: 'OTP' });
    expect(input).toBeDisabled();
    expect(input).toHaveAttribute('aria-invalid', 'true');
  });
});
