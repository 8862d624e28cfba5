import { useTranslation } from 'react-i18next';
import { ImageDropzone } from '@/common/components/image-dropzone';

/** Drop or choose a picture of the brand; it is sent at once (`onFile`). */
export function ImageDrop({
  label,
  ...props
}: {
  label: string;
  onFile: (file: File) => void;
  loading?: boolean;
  compact?: boolean;
}) {
  const { t } = useTranslation('brandLook');
  return (
    <ImageDropzone
      texts={{
        label,
        hint: t('pictures.rules'),
        tooLarge: t('pictures.tooLarge'),
        notImage: t('pictures.notImage'),
      }}
      {...props}
    />
  );
}
