import { useChakraContext } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { companyMarkDesign, MARK_TONES } from '../companyMark';
import type { MarkPattern } from '../companyMark';

// Each pattern on a 40 × 40 tile, in the pattern colour; they keep mostly to the edges, so the
// initials in the middle stay easy to read.
const PATTERNS: Record<MarkPattern, ReactNode> = {
  stripes: <path d="M0 26 26 0h8L0 34Zm14 14L40 14v8L22 40Z" />,
  rings: (
    <g fill="none" strokeWidth="4">
      <circle cx="40" cy="40" r="14" />
      <circle cx="40" cy="40" r="24" />
    </g>
  ),
  dots: (
    <g>
      {[5, 15, 25, 35].flatMap((x) => [5, 35].map((y) => <circle key={`${x}-${y}`} cx={x} cy={y} r="2.5" />))}
      {[15, 25].flatMap((y) => [5, 35].map((x) => <circle key={`${x}-${y}`} cx={x} cy={y} r="2.5" />))}
    </g>
  ),
  sunrise: (
    <g>
      <circle cx="20" cy="46" r="16" />
      <circle cx="33" cy="8" r="4" />
    </g>
  ),
  corners: <path d="M0 0h16L0 16Zm40 40H24l16-16Z" />,
  waves: (
    <g fill="none" strokeWidth="3.5">
      <path d="M-4 7q6-6 12 0t12 0 12 0 12 0" />
      <path d="M-4 35q6-6 12 0t12 0 12 0 12 0" />
    </g>
  ),
  checks: <path d="M0 0h13v13H0Zm27 27h13v13H27Z" />,
  orbit: (
    <g>
      <circle cx="0" cy="0" r="15" />
      <circle cx="34" cy="34" r="3" />
    </g>
  ),
};

export interface CompanyMarkProps {
  /** The company's name: it decides the mark and gives the initials. */
  name: string;
}

/**
 * A company's generated mark (its logo until it uploads one): pure SVG in theme colours, the
 * same for the same name everywhere. Decorative: the name is always shown beside it.
 */
export function CompanyMark({ name }: CompanyMarkProps) {
  const { token } = useChakraContext();
  const design = companyMarkDesign(name);
  const tone = MARK_TONES[design.tone];
  const colour = (step: number | null) =>
    step === null ? token.var('colors.white') : token.var(`colors.${design.hue}.${step}`);
  const accent = colour(tone.pattern);
  return (
    <svg
      viewBox="0 0 40 40"
      width="100%"
      height="100%"
      aria-hidden="true"
      focusable="false"
      data-mark={`${design.hue}-${design.tone}-${design.pattern}-${design.rotation}`}
      style={{ display: 'block' }}
    >
      <rect width="40" height="40" fill={colour(tone.ground)} />
      <g fill={accent} stroke={accent} strokeWidth="0" transform={`rotate(${design.rotation} 20 20)`}>
        {PATTERNS[design.pattern]}
      </g>
      <text
        x="20"
        y="20"
        dy="0.36em"
        textAnchor="middle"
        fill={colour(tone.ink)}
        fontSize={design.initials.length > 1 ? 14 : 18}
        // A style, not attributes: presentation attributes take no CSS variables for fonts.
        style={{ fontFamily: token.var('fonts.heading'), fontWeight: 700, letterSpacing: '0.02em' }}
      >
        {design.initials}
      </text>
    </svg>
  );
}
