import { render, screen } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ConsentForm } from './consent-form';
import { PolicyText } from './policy-text';

const agree = () =>
  screen.getByRole('checkbox', { name: 'รับทราบ และให้ความยินยอมตามนโยบายความเป็นส่วนตัว' });

describe('ConsentForm', () => {
  it('starts ticked, and the button waits for the tick', async () => {
    const onConsent = vi.fn();
    render(<ConsentForm route="authentication.pdpa" consented={false} onConsent={onConsent} />);
    const button = screen.getByRole('button', { name: 'ดำเนินการต่อ' });
    expect(agree()).toBeChecked();
    await userEvent.click(agree());
    expect(button).toBeDisabled();
    await userEvent.click(button);
    expect(onConsent).not.toHaveBeenCalled();
    await userEvent.click(agree());
    await userEvent.click(button);
    expect(onConsent).toHaveBeenCalledTimes(1);
  });

  it('names the button after the route', () => {
    const { rerender } = render(
      <ConsentForm route="home.pdpa" consented={false} onConsent={() => undefined} />,
    );
    expect(screen.getByRole('button', { name: 'ยืนยัน' })).toBeEnabled();
    rerender(
      <ConsentForm route="authentication.sms-pdpa" consented={false} onConsent={() => undefined} />,
    );
    expect(screen.getByRole('button', { name: 'ยอมรับ' })).toBeEnabled();
  });

  it('shows nothing to a member who already consented', () => {
    const { container } = render(
      <ConsentForm route="home.pdpa" consented onConsent={() => undefined} />,
    );
    expect(container).toBeEmptyDOMElement();
  });

  it('cannot be pressed twice while the consent is on its way', () => {
    render(<ConsentForm route="home.pdpa" consented={false} busy onConsent={() => undefined} />);
    expect(screen.getByRole('button', { name: 'ยืนยัน' })).toBeDisabled();
  });
});

describe('PolicyText', () => {
  it('keeps the lines of a plain-text policy', () => {
    render(<PolicyText content={'ข้อ 1\nข้อ 2 <ไม่ใช่แท็ก'} />);
    expect(screen.getByText(/ข้อ 1\s+ข้อ 2 <ไม่ใช่แท็ก/)).toBeInTheDocument();
  });

  it('renders an HTML policy without anything that could run', async () => {
    const { container } = render(
      <PolicyText
        content={
          '<h2>นโยบาย</h2><p onclick="steal()">ข้อ 1</p><script>steal()</script><img src="x" onerror="steal()">'
        }
      />,
    );
    expect(await screen.findByRole('heading', { name: 'นโยบาย' })).toBeInTheDocument();
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('[onclick]')).toBeNull();
    expect(container.querySelector('[onerror]')).toBeNull();
  });
});
