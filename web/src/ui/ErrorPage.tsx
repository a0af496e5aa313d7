import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { To } from 'react-router';

/** The generic error page's default link text (spec §2). */
export const HOMEPAGE_LINK_TEXT = 'Click here to go back to the homepage.';

export interface ErrorPageProps {
  /** An error code shown as the heading (e.g. "404"); without one, the message is the heading. */
  code?: string;
  message: string;
  /** Where the link goes (the homepage by default); null for no link (e.g. outside the router). */
  linkTo?: To | null;
  linkText?: string;
  /** Extra content between the message and the link (an explanation, a retry button). */
  children?: ReactNode;
}

/**
 * Spec §2's generic error page: an optional error-code heading, a message and a link. The page
 * content only: the caller provides the `<main>` landmark (the shell, or its own). Plain HTML with
 * the shell's static CSS (ui/shell.css): the shell shows it before Chakra has loaded.
 */
export function ErrorPage({ code, message, linkTo = '/', linkText = HOMEPAGE_LINK_TEXT, children }: ErrorPageProps) {
  return (
    <div className="shell-container shell-error">
      <div className="shell-error-body">
        {code ? (
          <>
            <h1 className="shell-code">{code}</h1>
            <p className="shell-code-message">{message}</p>
          </>
        ) : (
          <h1 className="shell-title">{message}</h1>
        )}
        {children}
        {linkTo === null ? null : (
          <Link className="shell-link" to={linkTo}>
            {linkText}
          </Link>
        )}
      </div>
    </div>
  );
}
