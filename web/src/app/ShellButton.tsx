import type { ButtonHTMLAttributes } from 'react';

export type ShellButtonStyle = { variant?: 'solid' | 'outline' | 'ghost'; size?: 'sm' | 'md' };

/** The classes of Chakra's button recipe in the shell's static CSS (ui/shell.css), for a button or a link. */
export function shellButtonClass({ variant = 'solid', size = 'md' }: ShellButtonStyle = {}): string {
  return ['shell-button', variant === 'solid' ? '' : `shell-button-${variant}`, size === 'sm' ? 'shell-button-sm' : '']
    .filter(Boolean)
    .join(' ');
}

export interface ShellButtonProps extends ButtonHTMLAttributes<HTMLButtonElement>, ShellButtonStyle {
  /** Disabled, with a spinner over the (hidden, still sized) label: as Chakra's `loading`. */
  loading?: boolean;
  ref?: React.Ref<HTMLButtonElement>;
}

/** The shell's button: Chakra's look without Chakra, so the shell renders before it loads. */
export function ShellButton({
  variant,
  size,
  loading = false,
  className,
  children,
  disabled,
  ...props
}: ShellButtonProps) {
  const classes = [shellButtonClass({ variant, size }), className].filter(Boolean).join(' ');
  return (
    <button
      type="button"
      className={classes}
      disabled={loading || disabled}
      data-loading={loading ? '' : undefined}
      {...props}
    >
      {loading ? (
        <>
          <span className="shell-button-loading">
            <span className="shell-spinner" />
          </span>
          <span className="shell-hidden-label">{children}</span>
        </>
      ) : (
        children
      )}
    </button>
  );
}
