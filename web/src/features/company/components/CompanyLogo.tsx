import { Avatar } from '@chakra-ui/react';
import { CompanyMark } from './CompanyMark';

export interface CompanyLogoProps {
  name: string;
  logoUrl: string | null | undefined;
  size?: 'sm' | 'md' | 'lg' | 'xl' | '2xl';
}

/**
 * The company's logo, or its generated mark while there is none (or it fails to load).
 * Decorative: the name is always shown beside it.
 */
export function CompanyLogo({ name, logoUrl, size = 'lg' }: CompanyLogoProps) {
  return (
    <Avatar.Root
      size={size}
      shape="rounded"
      variant="outline"
      borderColor="border"
      flexShrink={0}
      overflow="hidden"
      aria-hidden
    >
      <Avatar.Fallback boxSize="full">
        <CompanyMark name={name} />
      </Avatar.Fallback>
      {/* Logos come in every shape: shown whole on white, never cropped. */}
      {logoUrl ? <Avatar.Image src={logoUrl} alt="" objectFit="contain" bg="white" /> : null}
    </Avatar.Root>
  );
}
