import { Box, Container, Heading, Image, SimpleGrid, Stack, Text } from '@chakra-ui/react';

// Pictures of the product itself, regenerated from a running product by scripts/product-shots.mjs.
const SHOTS = [
  {
    src: '/product/search.webp',
    alt: 'Company search: results for a text with highlighted matches, filters with counts beside them',
    caption: 'Search every company by text and by what it does, where and for whom, with counts on each filter.',
  },
  {
    src: '/product/profile.webp',
    alt: "A company profile: the company's mark, type, location, services, therapeutic areas and regions",
    caption: 'Open a profile to see what a company offers and what it is looking for.',
  },
  {
    src: '/product/compare.webp',
    alt: 'Compare: companies side by side in columns, with the rows where they differ marked',
    caption: 'Compare companies side by side, differences marked.',
  },
] as const;

/** The image files' own size (the script writes them at this size): width and height keep their space. */
export const SHOT_WIDTH = 1200;
export const SHOT_HEIGHT = 750;

/** Screenshots of search, a profile and compare, as they look today. */
export function ProductShots() {
  return (
    <Box as="section" aria-labelledby="home-shots-title">
      <Container maxW="6xl" px={{ base: 4, md: 6 }} py={{ base: 10, md: 16 }}>
        <Heading as="h2" id="home-shots-title" size={{ base: 'xl', md: '2xl' }} mb={6}>
          See the product
        </Heading>
        <SimpleGrid columns={{ base: 1, md: 3 }} gap={6}>
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
              <Text as="figcaption" color="fg.muted">
                {shot.caption}
              </Text>
            </Stack>
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  );
}
