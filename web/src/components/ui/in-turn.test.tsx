import { render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { InTurn } from './in-turn';

const firstScreen = vi.hoisted(() => ({ released: false }));
vi.mock('@/lib/first-screen', () => ({ firstScreenReleased: () => firstScreen.released }));

const nextTask = () => new Promise((resolve) => setTimeout(resolve));
const shown = () => screen.queryAllByRole('listitem').map((item) => item.textContent);

afterEach(() => {
  firstScreen.released = false;
  window.scrollY = 0;
});

function Parts({ count, from = 0 }: { count: number; from?: number }) {
  return (
    <ul>
      {Array.from({ length: count - from }, (_, index) => (
        <InTurn key={from + index}>
          <li>{`part ${from + index}`}</li>
        </InTurn>
      ))}
    </ul>
  );
}

describe('InTurn', () => {
  it('draws each part in a task of its own, in order, while the first screen is drawn', async () => {
    render(<Parts count={3} />);
    expect(shown()).toEqual([]);
    await nextTask();
    expect(shown()).toEqual(['part 0']);
    await nextTask();
    expect(shown()).toEqual(['part 0', 'part 1']);
    await nextTask();
    expect(shown()).toEqual(['part 0', 'part 1', 'part 2']);
  });

  it('draws a part marked now at once, the others still in turn', async () => {
    render(
      <ul>
        {[0, 1, 2].map((index) => (
          <InTurn key={index} now={index === 0}>
            <li>{`part ${index}`}</li>
          </InTurn>
        ))}
      </ul>,
    );
    expect(shown()).toEqual(['part 0']);
    await nextTask();
    expect(shown()).toEqual(['part 0', 'part 1']);
  });

  it('draws at once once the first screen is drawn', () => {
    firstScreen.released = true;
    render(<Parts count={3} />);
    expect(shown()).toEqual(['part 0', 'part 1', 'part 2']);
  });

  it('draws at once where the member has scrolled the page already', () => {
    window.scrollY = 400;
    render(<Parts count={2} />);
    expect(shown()).toEqual(['part 0', 'part 1']);
  });

  it('gives the turn of a part gone before it to the next', async () => {
    const { rerender } = render(<Parts count={3} />);
    rerender(<Parts count={3} from={1} />);
    await nextTask();
    expect(shown()).toEqual(['part 1']);
    await nextTask();
    expect(shown()).toEqual(['part 1', 'part 2']);
  });
});
