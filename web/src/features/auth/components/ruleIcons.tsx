import { createIcon } from '@chakra-ui/react';

// Outline icons (Feather, MIT). Decorative: the text beside them says the same.
const stroke = {
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: '2',
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

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
