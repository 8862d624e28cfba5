/**
 * Feedback modal state, opened imperatively from anywhere; `<FeedbackModalHost />` (mounted once
 * by the shell) renders it.
 *
 *   feedback.open({ preset: 'danger', title, description, confirm: { onClick: retry } });
 *   feedback.open({ type: 'success', title: 'Saved', confirm: { label: 'OK' } });
 *   feedback.close();                  // closes and clears, no callbacks run
 *   feedback.onRouteChange(pathname);  // the shell calls it on every route: closes unless home
 *
 * Options: type 'success' | 'warning' | 'danger' | 'other'; preset (see below; explicit options
 * win over the preset's); icon (image URL replacing the type icon); title and description (HTML,
 * sanitised); cancel and confirm buttons { label, color, textColor, visible, onClick };
 * dismissible (outside click and Escape close it, default true); onClose (runs when the member
 * closes it by a button, outside click or Escape; not on feedback.close() or route changes).
 *
 * Presets: success-close (close only), success (acknowledge only), warning (close only),
 * warning-two-button, danger, very-danger (back + confirm; very-danger has a red confirm).
 * Defaults: labels 'back'/'confirm' from the ui locale, confirm #67AD5B on white, cancel #EFEFEF
 * with #777777 text. A button click closes the modal first, then runs its onClick, so a callback
 * may open the next modal.
 */
import { routeTable } from '@/lib/routes';
import { createStore, useStore } from './store';

export type FeedbackType = 'success' | 'warning' | 'danger' | 'other';

export type FeedbackPreset =
  'success-close' | 'success' | 'warning' | 'warning-two-button' | 'danger' | 'very-danger';

/** Locale keys (ui namespace) of the built-in button labels. */
export type FeedbackLabel = 'back' | 'confirm' | 'close' | 'acknowledge';

export interface FeedbackButton {
  label?: string;
  color?: string;
  textColor?: string;
  visible?: boolean;
  onClick?: () => void;
}

export interface FeedbackOptions {
  type?: FeedbackType;
  preset?: FeedbackPreset;
  icon?: string;
  title?: string;
  description?: string;
  cancel?: FeedbackButton;
  confirm?: FeedbackButton;
  dismissible?: boolean;
  onClose?: () => void;
}

export interface ResolvedButton {
  /** Explicit label, else `defaultLabel` is translated at render time. */
  label?: string;
  defaultLabel: FeedbackLabel;
  color: string;
  textColor: string;
  visible: boolean;
  onClick?: () => void;
}

export interface ResolvedFeedback {
  type: FeedbackType;
  icon?: string;
  title?: string;
  description?: string;
  cancel: ResolvedButton;
  confirm: ResolvedButton;
  dismissible: boolean;
  onClose?: () => void;
}

export const FEEDBACK_COLORS = {
  confirm: '#67AD5B',
  confirmText: '#FFFFFF',
  cancel: '#EFEFEF',
  cancelText: '#777777',
  danger: '#E5484D',
} as const;

interface PresetShape {
  type: FeedbackType;
  cancel: Partial<ResolvedButton>;
  confirm: Partial<ResolvedButton>;
}

const closeOnly = { cancel: { visible: false }, confirm: { defaultLabel: 'close' } } as const;
const backAndConfirm = { cancel: { visible: true }, confirm: { visible: true } } as const;

export const feedbackPresets: Record<FeedbackPreset, PresetShape> = {
  'success-close': { type: 'success', ...closeOnly },
  success: {
    type: 'success',
    cancel: { visible: false },
    confirm: { defaultLabel: 'acknowledge' },
  },
  warning: { type: 'warning', ...closeOnly },
  'warning-two-button': { type: 'warning', ...backAndConfirm },
  danger: { type: 'danger', ...backAndConfirm },
  'very-danger': {
    type: 'danger',
    cancel: { visible: true },
    confirm: { visible: true, color: FEEDBACK_COLORS.danger },
  },
};

function defined<T extends object>(value: T | undefined): Partial<T> {
  return Object.fromEntries(
    Object.entries(value ?? {}).filter(([, v]) => v !== undefined),
  ) as Partial<T>;
}

/** Merges defaults, the preset, then the caller's explicit options. */
export function resolveFeedback(options: FeedbackOptions): ResolvedFeedback {
  const preset = options.preset ? feedbackPresets[options.preset] : undefined;
  const cancel: ResolvedButton = {
    defaultLabel: 'back',
    color: FEEDBACK_COLORS.cancel,
    textColor: FEEDBACK_COLORS.cancelText,
    visible: true,
    ...preset?.cancel,
    ...defined(options.cancel),
  };
  const confirm: ResolvedButton = {
    defaultLabel: 'confirm',
    color: FEEDBACK_COLORS.confirm,
    textColor: FEEDBACK_COLORS.confirmText,
    visible: true,
    ...preset?.confirm,
    ...defined(options.confirm),
  };
  return {
    type: options.type ?? preset?.type ?? 'other',
    icon: options.icon,
    title: options.title,
    description: options.description,
    cancel,
    confirm,
    dismissible: options.dismissible ?? true,
    onClose: options.onClose,
  };
}

const store = createStore<ResolvedFeedback | null>(null);

/** Paths on which an open feedback modal survives navigation (spec 2.10: home). */
const keepsOpenOn = new Set<string>([routeTable.home.path]);

export const feedback = {
  open: (options: FeedbackOptions): void => {
    store.set(resolveFeedback(options));
  },
  close: (): void => {
    store.set(null);
  },
  /** The member closed it: clear, then tell the caller. */
  dismiss: (): void => {
    const current = store.get();
    store.set(null);
    current?.onClose?.();
  },
  /** Runs a button: close first so its callback may open another modal. */
  press: (which: 'cancel' | 'confirm'): void => {
    const current = store.get();
    if (!current) return;
    feedback.dismiss();
    current[which].onClick?.();
  },
  onRouteChange: (pathname: string): void => {
    const clean = pathname.replace(/\/+$/, '') || '/';
    if (!keepsOpenOn.has(clean)) feedback.close();
  },
  current: (): ResolvedFeedback | null => {
    return store.get();
  },
};

export function useFeedback(): ResolvedFeedback | null {
  return useStore(store);
}
