/**
 * Generic modal on Radix Dialog: focus trapped, body scroll locked while open, Escape, backdrop
 * click and the phone's back button (see history-layer.ts) close it unless `closeOnBackdrop` is
 * false.
 *
 *   <Modal visible={open} onClose={() => setOpen(false)} label="Accessible name">
 *     ...content...
 *   </Modal>
 *
 * Props: visible, onClose, label (hidden dialog title; omit it only when the content renders its
 * own <ModalTitle>), closeOnBackdrop = true, showCloseButton = false, size 'sm' | 'md' | 'lg'
 * (max widths 360 / 440 / 560 px), className (content box), zIndex.
 * Also exported: ModalTitle and ModalDescription (Radix Title/Description, for named content).
 */
import type { ReactNode } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { useTranslation } from 'react-i18next';
import { useHistoryLayer } from './history-layer';
import { CloseIcon } from './icons';
import styles from './modal.module.css';
import shared from './shared.module.css';

export interface ModalProps {
  visible: boolean;
  onClose: () => void;
  label?: string;
  closeOnBackdrop?: boolean;
  showCloseButton?: boolean;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
  /** Stacking order: modals opened over other overlays (feedback over a sheet) pass a higher one. */
  zIndex?: number;
  children: ReactNode;
}

export const ModalTitle = Dialog.Title;
export const ModalDescription = Dialog.Description;

export function Modal({
  visible,
  onClose,
  label,
  closeOnBackdrop = true,
  showCloseButton = false,
  size = 'md',
  className,
  zIndex = 1000,
  children,
}: ModalProps) {
  const { t } = useTranslation('ui');
  useHistoryLayer(visible && closeOnBackdrop, onClose);
  const block = (event: Event) => {
    if (!closeOnBackdrop) event.preventDefault();
  };
  return (
    <Dialog.Root
      open={visible}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} style={{ zIndex }} />
        <Dialog.Content
          className={[styles.content, styles[size], className ?? ''].filter(Boolean).join(' ')}
          style={{ zIndex: zIndex + 1 }}
          aria-describedby={undefined}
          onPointerDownOutside={block}
          onInteractOutside={block}
          onEscapeKeyDown={block}
        >
          {label ? <Dialog.Title className={shared.visuallyHidden}>{label}</Dialog.Title> : null}
          {showCloseButton ? (
            <Dialog.Close className={styles.close} aria-label={t('modal.close')}>
              <CloseIcon size={20} />
            </Dialog.Close>
          ) : null}
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
