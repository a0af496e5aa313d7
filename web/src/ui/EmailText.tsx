import { Fragment } from 'react';

export interface EmailTextProps {
  email: string;
}

/**
 * An email address that wraps where a reader expects it to: after the @ and before a dot
 * ("sponsor.admin@" / "demo.test"), never inside a word unless one part alone is wider than the
 * line. The whole address is its title, for when a cell truncates it.
 */
export function EmailText({ email }: EmailTextProps) {
  // Split before every dot and after the @; <wbr> offers a line break between the pieces.
  const pieces = email.split(/(?=\.)|(?<=@)/);
  return (
    <span title={email}>
      {pieces.map((piece, index) => (
        <Fragment key={index}>
          {index > 0 ? <wbr /> : null}
          {piece}
        </Fragment>
      ))}
    </span>
  );
}
