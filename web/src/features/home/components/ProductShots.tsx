import { Box, Container, Heading, Image, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { AppLink } from '../../../ui/AppLink';
import { CAPABILITY_PATH } from '../../capability';
import { REQUESTS_PATH } from '../../requests';
import { SEARCH_PATH } from '../../search';

interface Shot {
  src: string;
  alt: string;
  title: string;
  caption: string;
  /** A public page where a visitor sees it for real. */
  link?: { to: string; text: string };
}

// Pictures of the product itself, regenerated from a running product by scripts/product-shots.mjs.
const SHOTS: readonly Shot[] = [
  {
    src: '/product/search.webp',
    alt: 'Company search: results for a text with highlighted matches, filters with counts beside them',
    title: 'Find companies',
    caption: 'Search every company by text and by what it does, where and for whom, with counts on each filter.',
    link: { to: SEARCH_PATH, text: 'Search companies' },
  },
  {
    src: '/product/profile.webp',
    alt: "A company profile: the company's mark, type, location, services, therapeutic areas and regions",
    title: 'Read a profile',
    caption: 'See what a company offers, where it works and what it is looking for.',
  },
  {
    src: '/product/compare.webp',
    alt: 'Compare: companies side by side in columns, with the rows where they differ marked',
    title: 'Compare',
    caption: 'Put companies side by side, their differences marked.',
  },
  {
    src: '/product/request.webp',
    alt: "A sponsor's request with the responses it received in a grid: each company's proposal, price and timeline, with actions to shortlist and award",
    title: 'Post a request, award a response',
    caption:
      'Ask for sites, services or innovation. Matching companies are told, ask questions and respond; you compare their proposals side by side and award one.',
    link: { to: REQUESTS_PATH, text: 'Browse open requests' },
  },
  {
    src: '/product/inbox.webp',
    alt: 'The inbox: conversations with companies listed on the left, one thread open on the right with a reply box',
    title: 'Talk in one inbox',
    caption: 'Message any company; your conversations and your company’s inbox in one place, updated live.',
  },
  {
    src: '/product/capability.webp',
    alt: 'Capability alerts: companies announcing capacity, with services, therapeutic areas, regions and how long each offer stands',
    title: 'See who has capacity now',
    caption: 'Sites and vendors announce open capacity with capability alerts; matching sponsors are told.',
    link: { to: CAPABILITY_PATH, text: 'See capability alerts' },
  },
];

/** The image files' own size (the script writes them at this size): width and height keep their space. */
export const SHOT_WIDTH = 1200;
export const SHOT_HEIGHT = 750;

/** Screenshots of the product's main paths as they look today, each with where to see it live. */
export function ProductShots() {
  return (
    <Box as="section" aria-labelledby="home-shots-title">
      <Container maxW="6xl" px={{ base: 4, md: 6 }} py={{ base: 10, md: 16 }}>
        <Heading as="h2" id="home-shots-title" size={{ base: 'xl', md: '2xl' }} mb={6}>
          See the product
        </Heading>
        <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap={8}>
          {SHOTS.map((shot) => (
            <Stack as="figure" key={shot.src} gap={3} m={0}>
              <Image
                src={shot.src}
                alt={shot.alt}
                width={SHOT_WIDTH}
                height={SHOT_HEIGHT}
                loading="lazy"
                decoding="async"
                w="full"
                h="auto"
                borderWidth="1px"
                borderRadius="l2"
                bg="bg.muted"
              />
              <Stack as="figcaption" gap={1}>
                <Heading as="h3" size="md">
                  {shot.title}
                </Heading>
                <Text color="fg.muted">{shot.caption}</Text>
                {shot.link ? <AppLink to={shot.link.to}>{shot.link.text}</AppLink> : null}
              </Stack>
            </Stack>
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  );
}
