import { act, render, screen, waitFor } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { StrictMode, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BottomSheet } from './bottom-sheet';
import { Modal } from './modal';

/** The layer marker of the current history entry, if any. */
const layerOnTop = () =>
  (window.history.state as { crmLayer?: { depth: number } } | null)?.crmLayer ?? null;

/** Presses the phone's back button; the popstate it causes comes a moment later. */
function pressBack() {
  void act(() => window.history.back());
}

function Harness() {
  const [modal, setModal] = useState(false);
  const [sheet, setSheet] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setModal(true)}>
        open modal
      </button>
      <Modal visible={modal} onClose={() => setModal(false)} label="Modal" showCloseButton>
        <button type="button" onClick={() => setSheet(true)}>
          open sheet
        </button>
      </Modal>
      <BottomSheet open={sheet} onOpenChange={setSheet} title="Sheet">
        <p>sheet body</p>
      </BottomSheet>
    </>
  );
}

/** Stands for the router: a listener added after the widgets, as createBrowserRouter's is. */
const router = vi.fn();
beforeEach(() => {
  router.mockClear();
  window.addEventListener('popstate', router);
});

afterEach(async () => {
  window.removeEventListener('popstate', router);
  // Leave the shared jsdom history on a plain entry for the next test.
  await waitFor(() => expect(layerOnTop()).toBeNull());
});

describe('history layers of modals and sheets', () => {
  it('back closes the open modal without reaching the router', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'open modal' }));
    expect(screen.getByRole('dialog', { name: 'Modal' })).toBeInTheDocument();
    expect(layerOnTop()?.depth).toBe(1);

    pressBack();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(layerOnTop()).toBeNull();
    expect(router).not.toHaveBeenCalled();
  });

  it('closing by the close button takes the entry back out', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'open modal' }));
    expect(layerOnTop()).not.toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'ปิด' }));
    await waitFor(() => expect(layerOnTop()).toBeNull());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('back closes only the top one of a sheet over a modal', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'open modal' }));
    await userEvent.click(screen.getByRole('button', { name: 'open sheet' }));
    expect(screen.getByRole('dialog', { name: 'Sheet' })).toBeInTheDocument();
    expect(layerOnTop()?.depth).toBe(2);

    pressBack();
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Sheet' })).not.toBeInTheDocument(),
    );
    // The sheet's hiding of the page around it is undone after the next frame.
    expect(await screen.findByRole('dialog', { name: 'Modal' })).toBeInTheDocument();

    pressBack();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('takes one entry under StrictMode, whose effects run twice', async () => {
    render(
      <StrictMode>
        <Harness />
      </StrictMode>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'open modal' }));
    await waitFor(() => expect(layerOnTop()?.depth).toBe(1));
    pressBack();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('a modal that cannot be dismissed takes no entry', async () => {
    const before = window.history.length;
    render(
      <Modal visible onClose={vi.fn()} closeOnBackdrop={false} label="Blocking">
        <p>must answer</p>
      </Modal>,
    );
    expect(screen.getByRole('dialog', { name: 'Blocking' })).toBeInTheDocument();
    expect(window.history.length).toBe(before);
    expect(layerOnTop()).toBeNull();
  });
});
