import { Avatar } from '@chakra-ui/react';

export interface CompanyLogoProps {
  name: string;
  logoUrl: string | null | undefined;
  size?: 'sm' | 'md' | 'lg' | 'xl' | '2xl';
}

/** The company's logo, or its initials while there is none (or it fails to load). Decorative: the name is always shown beside it. */
export function CompanyLogo({ name, logoUrl, size = 'lg' }: CompanyLogoProps) {
  return (
    <Avatar.Root size={size} shape="rounded" variant="subtle" flexShrink={0} aria-hidden>
      <Avatar.Fallback name={name} />
      {logoUrl ? <Avatar.Image src={logoUrl} alt="" /> : null}
    </Avatar.Root>
  );
}
