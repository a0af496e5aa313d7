export interface LoadingScreenProps {
  /** What is loading, read out by screen readers and shown under the spinner. */
  label: string;
  /** `page` fills the viewport; `section` fills the content area of a shell. */
  variant?: 'page' | 'section';
}

/**
 * A loading state (role="status", so assistive technology announces it). Plain HTML with the
 * shell's static CSS (ui/shell.css): it shows before Chakra has loaded.
 */
export function LoadingScreen({ label, variant = 'page' }: LoadingScreenProps) {
  return (
    <div
      className={`shell-center ${variant === 'page' ? 'shell-screen' : 'shell-section'}`}
      role="status"
      aria-live="polite"
    >
      <div className="shell-column">
        <span className="shell-spinner shell-spinner-xl" aria-hidden="true" />
        <p className="shell-lead">{label}</p>
      </div>
    </div>
  );
}
