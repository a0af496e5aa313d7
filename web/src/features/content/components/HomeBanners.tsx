import { Box, Container, Heading, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useId } from 'react';
import { AppLink } from '../../../ui/AppLink';
import { Markdown } from '../../../ui/Markdown';
import { HomeCmsQueryDocument } from '../content.documents';

interface Linked {
  linkLabel?: string | null;
  linkPath?: string | null;
}

function ItemLink({ linkLabel, linkPath }: Linked) {
  if (!linkLabel || !linkPath) return null;
  if (linkPath.startsWith('/')) return <AppLink to={linkPath}>{linkLabel}</AppLink>;
  return (
    <Link href={linkPath} rel="noopener noreferrer" color="colorPalette.fg" fontWeight="medium">
      {linkLabel}
    </Link>
  );
}

/** The home page's published banners (spec §7's getBanners); nothing while loading or when none. */
export function HomeBanners() {
  const { data } = useQuery(HomeCmsQueryDocument);
  const banners = data?.cmsBanners ?? [];
  const headingId = useId();
  if (banners.length === 0) return null;
  return (
    <Container as="section" aria-labelledby={headingId} maxW="6xl" px={{ base: 4, md: 6 }} pt={{ base: 8, md: 12 }}>
      <Heading as="h2" id={headingId} srOnly>
        News
      </Heading>
      <SimpleGrid columns={{ base: 1, md: Math.min(banners.length, 3) }} gap={4}>
        {banners.map((banner) => (
          <Stack key={banner.key} gap={2} p={5} borderRadius="lg" bg="colorPalette.subtle" colorPalette="teal">
            <Heading as="h3" size="md">
              {banner.title}
            </Heading>
            <Box fontSize="sm">
              <Markdown>{banner.text}</Markdown>
            </Box>
            <Text fontSize="sm">
              <ItemLink {...banner} />
            </Text>
          </Stack>
        ))}
      </SimpleGrid>
    </Container>
  );
}

/** The platform's audiences (spec §7's getRoles): who Trialbridge is for, as the admin group wrote it. */
export function HomeRoles() {
  const { data } = useQuery(HomeCmsQueryDocument);
  const roles = data?.cmsRoles ?? [];
  const headingId = useId();
  if (roles.length === 0) return null;
  return (
    <Container as="section" aria-labelledby={headingId} maxW="6xl" px={{ base: 4, md: 6 }} pt={{ base: 10, md: 16 }}>
      <Heading as="h2" size="xl" id={headingId} mb={6}>
        Who Trialbridge is for
      </Heading>
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, lg: 3 }} gap={6}>
        {roles.map((role) => (
          <Stack as="li" key={role.key} gap={2}>
            <Heading as="h3" size="md">
              {role.title}
            </Heading>
            <Box color="fg.muted" fontSize="sm">
              <Markdown>{role.text}</Markdown>
            </Box>
            <Text fontSize="sm">
              <ItemLink {...role} />
            </Text>
          </Stack>
        ))}
      </SimpleGrid>
    </Container>
  );
}
