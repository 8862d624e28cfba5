import { useState } from 'react';
import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_PROFILE_IMAGE_BYTES } from '@crm/contract/customer';
import { Modal, ModalTitle } from '@/components/ui/modal';
import { shrinkPhoto } from '@/lib/shrink-photo';
import { ProfileIcon } from './profile-icons';
import styles from './image-upload-modal.module.css';

/** The formats UpdateCustomerInfo accepts for a photo. */
const ACCEPTED = ['image/jpeg', 'image/png', 'image/webp', 'image/heic', 'image/heif'];

/**
 * Spec 2.10 image upload modal 'อัปโหลดรูปภาพ': the front camera ('กล้อง') or the gallery
 * ('คลังรูปภาพ'). A picture is shrunk for upload (a full-size phone photo would pass the 5 MB
 * limit), then handed over and the modal closes; a wrong file says why.
 */
export function ImageUploadModal({
  open,
  onClose,
  onPick,
}: {
  open: boolean;
  onClose: () => void;
  onPick: (file: File) => void;
}) {
  const { t } = useTranslation('profile');
  const [problem, setProblem] = useState<string | null>(null);
  const [preparing, setPreparing] = useState(false);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same file chosen again must still fire change.
    event.target.value = '';
    if (!file) return;
    if (!ACCEPTED.includes(file.type)) return setProblem(t('upload.wrongType'));
    setProblem(null);
    setPreparing(true);
    const photo = await shrinkPhoto(file);
    setPreparing(false);
    if (photo.size > MAX_PROFILE_IMAGE_BYTES) return setProblem(t('upload.tooLarge'));
    onPick(photo);
    onClose();
  };

  const close = () => {
    setProblem(null);
    onClose();
  };

  return (
    <Modal visible={open} onClose={close} size="sm" showCloseButton>
      <ModalTitle className={styles.title}>{t('upload.title')}</ModalTitle>
      <div className={styles.options}>
        <label className={styles.option}>
          <span className={styles.icon}>
            <ProfileIcon name="camera" size={28} />
          </span>
          {t('upload.camera')}
          <input
            className={styles.file}
            type="file"
            accept="image/*"
            capture="user"
            disabled={preparing}
            onChange={(event) => void choose(event)}
          />
        </label>
        <label className={styles.option}>
          <span className={styles.icon}>
            <ProfileIcon name="gallery" size={28} />
          </span>
          {t('upload.gallery')}
          <input
            className={styles.file}
            type="file"
            accept={ACCEPTED.join(',')}
            disabled={preparing}
            onChange={(event) => void choose(event)}
          />
        </label>
      </div>
      {preparing ? (
        <p className={styles.preparing} role="status">
          {t('upload.preparing')}
        </p>
      ) : null}
      {problem ? (
        <p className={styles.problem} role="alert">
          {problem}
        </p>
      ) : null}
    </Modal>
  );
}
