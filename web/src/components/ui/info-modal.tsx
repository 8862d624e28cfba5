/**
 * Info modal: optional header image, a title, detail text and up to two buttons. Closes on any
 * route change (calls onClose), so it must render inside the router.
 *
 *   <InfoModal
 *     visible={open} onClose={() => setOpen(false)}
 *     headerImage={url} headerImageSize={120}
 *     titleText="..." detailText="..."
 *     confirmText="..." showConfirm onConfirm={...}
 *     cancelText="..." showCancel={false} onCancel={...}
 *     dismissible
 *   />
 *
 * Defaults: confirm shown ('ตกลง' from the ui locale), cancel hidden ('ยกเลิก'), image 120 px,
 * backdrop click closes. A button closes the modal, then runs its callback.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './button';
import { Modal, ModalDescription, ModalTitle } from './modal';
import { useCloseOnRouteChange } from './use-route-change';
import styles from './info-modal.module.css';

export interface InfoModalProps {
  visible: boolean;
  onClose: () => void;
  headerImage?: string;
  /** Width and height of the header image in px. */
  headerImageSize?: number;
  titleText: ReactNode;
  detailText?: string;
  confirmText?: string;
  cancelText?: string;
  showConfirm?: boolean;
  showCancel?: boolean;
  onConfirm?: () => void;
  onCancel?: () => void;
  dismissible?: boolean;
}

export function InfoModal({
  visible,
  onClose,
  headerImage,
  headerImageSize = 120,
  titleText,
  detailText,
  confirmText,
  cancelText,
  showConfirm = true,
  showCancel = false,
  onConfirm,
  onCancel,
  dismissible = true,
}: InfoModalProps) {
  const { t } = useTranslation('ui');
  useCloseOnRouteChange(visible, onClose);
  const press = (callback?: () => void) => () => {
    onClose();
    callback?.();
  };
  return (
    <Modal visible={visible} onClose={onClose} closeOnBackdrop={dismissible} size="sm">
      <div className={styles.body}>
        {headerImage ? (
          <img
            className={styles.image}
            src={headerImage}
            alt=""
            width={headerImageSize}
            height={headerImageSize}
          />
        ) : null}
        <ModalTitle className={styles.title}>{titleText}</ModalTitle>
        {detailText ? (
          <ModalDescription className={styles.detail}>{detailText}</ModalDescription>
        ) : null}
        {showCancel || showConfirm ? (
          <div className={styles.actions}>
            {showCancel ? (
              <Button block variant="secondary" onClick={press(onCancel)}>
                {cancelText ?? t('info.cancel')}
              </Button>
            ) : null}
            {showConfirm ? (
              <Button block onClick={press(onConfirm)}>
                {confirmText ?? t('info.confirm')}
              </Button>
            ) : null}
          </div>
        ) : null}
      </div>
    </Modal>
  );
}
