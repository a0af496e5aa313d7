import { createIcon } from '@chakra-ui/react';

// Outline icons (Feather, MIT). Decorative: the button or text beside them carries the meaning.
/** Feather's outline style, shared by every outline icon (here and in features). */
export const stroke = {
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: '2',
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

export const EyeIcon = createIcon({
  displayName: 'EyeIcon',
  defaultProps: { 'aria-hidden': true },
  path: [
    <path key="outline" {...stroke} d="M1 12s4-8 11-8 11 8 11 8-4 8-11 8-11-8-11-8z" />,
    <circle key="pupil" {...stroke} cx="12" cy="12" r="3" />,
  ],
});

export const EyeOffIcon = createIcon({
  displayName: 'EyeOffIcon',
  defaultProps: { 'aria-hidden': true },
  path: [
    <path
      key="outline"
      {...stroke}
      d="M17.94 17.94A10.07 10.07 0 0 1 12 20c-7 0-11-8-11-8a18.45 18.45 0 0 1 5.06-5.94M9.9 4.24A9.12 9.12 0 0 1 12 4c7 0 11 8 11 8a18.5 18.5 0 0 1-2.16 3.19m-6.72-1.07a3 3 0 1 1-4.24-4.24"
    />,
    <line key="slash" {...stroke} x1="1" y1="1" x2="23" y2="23" />,
  ],
});
export const CheckCircleIcon = createIcon({
  displayName: 'CheckCircleIcon',
  defaultProps: { 'aria-hidden': true },
  path: [
    <path key="circle" {...stroke} d="M22 11.08V12a10 10 0 1 1-5.93-9.14" />,
    <polyline key="tick" {...stroke} points="22 4 12 14.01 9 11.01" />,
  ],
});

export const CircleIcon = createIcon({
  displayName: 'CircleIcon',
  defaultProps: { 'aria-hidden': true },
  path: <circle {...stroke} cx="12" cy="12" r="10" />,
});

/** Three dots: the trigger of an item's actions menu. */
export const MoreIcon = createIcon({
  displayName: 'MoreIcon',
  defaultProps: { 'aria-hidden': true },
  viewBox: '0 0 16 16',
  path: [
    <circle key="left" fill="currentColor" cx="3" cy="8" r="1.5" />,
    <circle key="middle" fill="currentColor" cx="8" cy="8" r="1.5" />,
    <circle key="right" fill="currentColor" cx="13" cy="8" r="1.5" />,
  ],
});
