/**
 * The overlay both date pickers share: a titled modal that closes on any route change (render it
 * inside the router). Its body mounts only while open, so every opening starts from the value.
 *
 *   <PickerOverlay open={open} onClose={close} title="..." showCloseButton>...</PickerOverlay>
 */
import type { ReactNode } from 'react';
import { Modal, ModalTitle } from './modal';
import { useCloseOnRouteChange } from './use-route-change';
import styles from './date-picker.module.css';

export interface PickerOverlayProps {
  open: boolean;
  onClose: () => void;
  title: string;
  showCloseButton?: boolean;
  children: ReactNode;
}

export function PickerOverlay({
  open,
  onClose,
  title,
  showCloseButton = false,
  children,
}: PickerOverlayProps) {
  useCloseOnRouteChange(open, onClose);
  return (
    <Modal visible={open} onClose={onClose} size="sm" showCloseButton={showCloseButton}>
      <ModalTitle className={styles.title}>{title}</ModalTitle>
      {open ? children : null}
    </Modal>
  );
}
