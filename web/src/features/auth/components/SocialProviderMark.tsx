import type { ReactNode } from 'react';
import type { PublicProvider } from '../socialSignIn';

// The providers' own marks, drawn inline (no image requests, nothing to download). Decorative:
// the link's text names the provider.
const MARKS: Record<PublicProvider, { viewBox: string; shapes: ReactNode }> = {
  GOOGLE: {
    viewBox: '0 0 18 18',
    shapes: (
      <>
        <path
          fill="#4285F4"
          d="M17.64 9.2c0-.64-.06-1.25-.16-1.84H9v3.48h4.84a4.14 4.14 0 0 1-1.8 2.72v2.26h2.91c1.7-1.57 2.69-3.87 2.69-6.62z"
        />
        <path
          fill="#34A853"
          d="M9 18c2.43 0 4.47-.8 5.96-2.18l-2.91-2.26c-.8.54-1.84.86-3.05.86-2.34 0-4.33-1.58-5.04-3.71H.96v2.33A9 9 0 0 0 9 18z"
        />
        <path
          fill="#FBBC05"
          d="M3.96 10.71A5.41 5.41 0 0 1 3.68 9c0-.59.1-1.17.28-1.71V4.96H.96A9 9 0 0 0 0 9c0 1.45.35 2.83.96 4.04l3-2.33z"
        />
        <path
          fill="#EA4335"
          d="M9 3.58c1.32 0 2.51.45 3.44 1.35l2.58-2.58A8.65 8.65 0 0 0 9 0 9 9 0 0 0 .96 4.96l3 2.33C4.67 5.16 6.66 3.58 9 3.58z"
        />
      </>
    ),
  },
  MICROSOFT: {
    viewBox: '0 0 21 21',
    shapes: (
      <>
        <rect x="1" y="1" width="9" height="9" fill="#F25022" />
        <rect x="11" y="1" width="9" height="9" fill="#7FBA00" />
        <rect x="1" y="11" width="9" height="9" fill="#00A4EF" />
        <rect x="11" y="11" width="9" height="9" fill="#FFB900" />
      </>
    ),
  },
  LINKEDIN: {
    viewBox: '0 0 24 24',
    shapes: (
      <>
        <rect width="24" height="24" rx="4" fill="#0A66C2" />
        <circle cx="7" cy="6.9" r="1.8" fill="#fff" />
        <rect x="5.5" y="9.5" width="3" height="9" fill="#fff" />
        <path
          fill="#fff"
          d="M10.5 9.5h2.9v1.3c.45-.85 1.55-1.5 3-1.5 2.6 0 3.1 1.7 3.1 3.9v5.3h-3v-4.7c0-1.1-.2-2-1.3-2-1.2 0-1.7.9-1.7 2v4.7h-3z"
        />
      </>
    ),
  },
};

/** A provider's mark, 18 px, beside its name. */
export function SocialProviderMark({ provider }: { provider: PublicProvider }) {
  const mark = MARKS[provider];
  return (
    <svg width="18" height="18" viewBox={mark.viewBox} aria-hidden="true" focusable="false">
      {mark.shapes}
    </svg>
  );
}
