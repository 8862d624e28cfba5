import { render, screen } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { PointsValue } from './points-value';
import { RichText } from './rich-text';

describe('PointsValue', () => {
  it('shows up to six digits as they are, with nothing to tap', () => {
    render(<PointsValue value={999999} />);
    expect(screen.getByText('999,999')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('cuts a larger amount with an ellipsis, reads the full amount and shows it on tap', async () => {
    render(<PointsValue value={12345678} />);
    const value = screen.getByRole('button', { name: '12,345,678' });
    expect(value).toHaveAttribute('title', '12,345,678');
    expect(screen.getByText('12,345,6…')).toBeInTheDocument();

    await userEvent.click(value);
    expect(screen.getByText('12,345,678', { selector: '[aria-hidden]' })).toBeInTheDocument();
    expect(screen.queryByText('12,345,6…')).not.toBeInTheDocument();
    await userEvent.click(value);
    expect(screen.getByText('12,345,6…')).toBeInTheDocument();
  });

  it('inside another control gives the full amount to screen readers and the tooltip only', () => {
    render(
      <button type="button">
        <PointsValue value={1234567} inert /> แต้ม
      </button>,
    );
    expect(screen.getByRole('button', { name: '1,234,567 แต้ม' })).toBeInTheDocument();
    expect(screen.getByText('1,234,56…')).toBeInTheDocument();
    expect(screen.getByTitle('1,234,567')).toBeInTheDocument();
  });

  it('takes its place in a translated sentence', () => {
    i18n.addResource('th', 'ui', 'test.sentence', 'ขาดอีก <points/> แต้ม');
    render(
      <p>
        <RichText
          t={i18n.getFixedT('th', 'ui')}
          i18nKey="test.sentence"
          components={{ points: <PointsValue value={2500000} /> }}
        />
      </p>,
    );
    expect(screen.getByRole('paragraph')).toHaveTextContent(/^ขาดอีก 2,500,00….*แต้ม$/);
    expect(screen.getByRole('button', { name: '2,500,000' })).toBeInTheDocument();
  });
});
