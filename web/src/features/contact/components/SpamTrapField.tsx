/** Off-screen, out of the tab order and hidden from assistive technology: only bots fill it in. */
const HIDDEN = {
  position: 'absolute',
  left: '-10000px',
  top: 'auto',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
} as const;

export interface SpamTrapFieldProps {
  value: string;
  onChange: (value: string) => void;
}

/** The honeypot: a message sent with it filled is answered as sent and never mailed (docs/contact.md). */
export function SpamTrapField({ value, onChange }: SpamTrapFieldProps) {
  return (
    <div style={HIDDEN} aria-hidden="true">
      <label htmlFor="contact-website">Website (leave empty)</label>
      <input
        id="contact-website"
        name="website"
        type="text"
        tabIndex={-1}
        autoComplete="off"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
