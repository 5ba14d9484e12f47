import { useTranslation } from 'react-i18next';

export type TLoadingProps = {
  /** What is loading, read by screen readers; defaults to the catalog's "Loading…". */
  label?: string;
  /** Show the text next to the spinner instead of only to screen readers. */
  showLabel?: boolean;
  size?: 'small' | 'medium' | 'large';
  className?: string;
};

/** Spinner with a status role, so screen readers hear that something is on its way. */
export function Loading({ label, showLabel = false, size = 'medium', className }: TLoadingProps) {
  const { t } = useTranslation('ui');
  return (
    <div role="status" className={['ui-loading', `ui-loading--${size}`, className ?? ''].filter(Boolean).join(' ')}>
      <span className="ui-loading__spinner" aria-hidden="true" />
      <span className={showLabel ? 'ui-loading__label' : 'ui-visually-hidden'}>{label ?? t('loading')}</span>
    </div>
  );
}

export type TLoadingOverlayProps = {
  visible: boolean;
  label?: string;
};

/**
 * Covers the page while a request runs. It fades in after a short delay (in CSS) so quick requests
 * do not flash; the text stays visible because with reduced motion the spinner does not turn.
 */
export function LoadingOverlay({ visible, label }: TLoadingOverlayProps) {
  if (!visible) return null;
  return (
    <div className="ui-loading-overlay">
      <Loading label={label} showLabel size="large" />
    </div>
  );
}
