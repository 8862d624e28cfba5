/**
 * Feedback modal view and its host. Open it through `feedback.open(...)` (see feedback.ts);
 * the shell mounts `<FeedbackModalHost />` once, inside the i18n provider.
 *
 *   <FeedbackModal feedback={resolved | null} onDismiss={...} onPress={(which) => ...} />
 *   <FeedbackModalHost />
 *
 * Title and description may hold HTML from the server; SafeHtml sanitises it before render.
 */
import { useTranslation } from 'react-i18next';
import { Button } from './button';
import { feedback as feedbackApi, useFeedback } from './feedback';
import type { FeedbackType, ResolvedButton, ResolvedFeedback } from './feedback';
import { DangerIcon, InfoIcon, SuccessIcon, WarningIcon } from './icons';
import { Modal, ModalDescription, ModalTitle } from './modal';
import { SafeHtml } from './safe-html';
import styles from './feedback-modal.module.css';

/** Above sheets and other modals: feedback answers whatever is on screen. */
const FEEDBACK_LAYER = 1100;

const typeIcons: Record<FeedbackType, typeof SuccessIcon> = {
  success: SuccessIcon,
  warning: WarningIcon,
  danger: DangerIcon,
  other: InfoIcon,
};

export interface FeedbackModalProps {
  feedback: ResolvedFeedback | null;
  onDismiss: () => void;
  onPress: (which: 'cancel' | 'confirm') => void;
}

function FeedbackButtonView({ button, onClick }: { button: ResolvedButton; onClick: () => void }) {
  const { t } = useTranslation('ui');
  if (!button.visible) return null;
  return (
    <Button block color={button.color} textColor={button.textColor} onClick={onClick}>
      {button.label ?? t(`feedback.${button.defaultLabel}`)}
    </Button>
  );
}

export function FeedbackModal({ feedback, onDismiss, onPress }: FeedbackModalProps) {
  const { t } = useTranslation('ui');
  const Icon = typeIcons[feedback?.type ?? 'other'];
  return (
    <Modal
      visible={feedback !== null}
      onClose={onDismiss}
      closeOnBackdrop={feedback?.dismissible ?? true}
      size="sm"
      zIndex={FEEDBACK_LAYER}
    >
      {feedback ? (
        <div className={styles.body} data-type={feedback.type}>
          <div className={styles.icon}>
            {feedback.icon ? <img src={feedback.icon} alt="" /> : <Icon size={56} />}
          </div>
          {feedback.title ? (
            <ModalTitle asChild>
              <SafeHtml as="h2" className={styles.title} html={feedback.title} />
            </ModalTitle>
          ) : (
            <ModalTitle className={styles.srOnlyTitle}>
              {t(`feedback.types.${feedback.type}`)}
            </ModalTitle>
          )}
          {feedback.description ? (
            <ModalDescription asChild>
              <SafeHtml className={styles.description} html={feedback.description} />
            </ModalDescription>
          ) : null}
          <div className={styles.actions}>
            <FeedbackButtonView button={feedback.cancel} onClick={() => onPress('cancel')} />
            <FeedbackButtonView button={feedback.confirm} onClick={() => onPress('confirm')} />
          </div>
        </div>
      ) : null}
    </Modal>
  );
}

export function FeedbackModalHost() {
  const current = useFeedback();
  return (
    <FeedbackModal feedback={current} onDismiss={feedbackApi.dismiss} onPress={feedbackApi.press} />
  );
}
