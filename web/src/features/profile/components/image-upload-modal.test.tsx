import { render, screen, waitFor, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type Compressor from 'compressorjs';
import { MAX_PROFILE_IMAGE_BYTES } from '@crm/contract/customer';
import { ImageUploadModal } from './image-upload-modal';

/** Bytes of the JPEG the fake encoder makes, or null when it cannot draw the picture. */
let encodedBytes: number | null = 300 * 1024;

// jsdom has no canvas: compressorjs is replaced at its boundary by an encoder of a fixed size.
vi.mock('compressorjs', () => ({
  default: class {
    constructor(_file: File, options: Compressor.Options) {
      queueMicrotask(() => {
        if (encodedBytes === null) options.error?.(new Error('Failed to load the image.'));
        else options.success?.(new Blob([new Uint8Array(encodedBytes)], { type: 'image/jpeg' }));
      });
    }
  },
}));

const MB = 1024 * 1024;
const picture = (bytes: number, name: string, type: string) =>
  new File([new Uint8Array(bytes)], name, { type });

beforeEach(() => {
  encodedBytes = 300 * 1024;
});

describe('image upload modal', () => {
  it('offers the front camera and the gallery, hands over the shrunk photo and closes', async () => {
    const onPick = vi.fn();
    const onClose = vi.fn();
    render(<ImageUploadModal open onClose={onClose} onPick={onPick} />);
    const dialog = screen.getByRole('dialog', { name: 'อัปโหลดรูปภาพ' });
    expect(within(dialog).getByLabelText('กล้อง')).toHaveAttribute('capture', 'user');
    await userEvent.upload(
      within(dialog).getByLabelText('คลังรูปภาพ'),
      picture(24, 'me.png', 'image/png'),
    );
    await waitFor(() => expect(onPick).toHaveBeenCalledTimes(1));
    const sent = onPick.mock.calls[0]![0] as File;
    expect([sent.name, sent.type, sent.size]).toEqual(['me.jpg', 'image/jpeg', 300 * 1024]);
    expect(onClose).toHaveBeenCalled();
  });

  it('accepts a full-size phone photo over 5 MB by shrinking it first', async () => {
    const onPick = vi.fn();
    render(<ImageUploadModal open onClose={vi.fn()} onPick={onPick} />);
    const camera = picture(12 * MB, 'IMG_4032.jpeg', 'image/jpeg');
    expect(camera.size).toBeGreaterThan(MAX_PROFILE_IMAGE_BYTES);
    await userEvent.upload(screen.getByLabelText('กล้อง'), camera);
    await waitFor(() => expect(onPick).toHaveBeenCalledTimes(1));
    expect((onPick.mock.calls[0]![0] as File).size).toBeLessThanOrEqual(MB);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says the picture is too large when it cannot be shrunk and passes 5 MB', async () => {
    encodedBytes = null;
    const onPick = vi.fn();
    render(<ImageUploadModal open onClose={vi.fn()} onPick={onPick} />);
    await userEvent.upload(
      screen.getByLabelText('คลังรูปภาพ'),
      picture(6 * MB, 'IMG_0002.HEIC', 'image/heic'),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('รูปภาพต้องมีขนาดไม่เกิน 5 MB');
    expect(onPick).not.toHaveBeenCalled();
  });

  it('keeps a picture it cannot shrink when it is within 5 MB (the server reads HEIC)', async () => {
    encodedBytes = null;
    const onPick = vi.fn();
    render(<ImageUploadModal open onClose={vi.fn()} onPick={onPick} />);
    const heic = picture(2 * MB, 'IMG_0003.HEIC', 'image/heic');
    await userEvent.upload(screen.getByLabelText('คลังรูปภาพ'), heic);
    await waitFor(() => expect(onPick).toHaveBeenCalledWith(heic));
  });

  it('says why a file that is not a picture is refused', async () => {
    const onPick = vi.fn();
    render(<ImageUploadModal open onClose={vi.fn()} onPick={onPick} />);
    const text = new File(['hi'], 'note.txt', { type: 'text/plain' });
    await userEvent.upload(screen.getByLabelText('กล้อง'), text, { applyAccept: false });
    expect(screen.getByRole('alert')).toHaveTextContent('กรุณาเลือกไฟล์รูปภาพ');
    expect(onPick).not.toHaveBeenCalled();
  });
});
