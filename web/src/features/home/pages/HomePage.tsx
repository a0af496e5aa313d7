import { Container, SimpleGrid } from '@chakra-ui/react';
import { useViewer } from '../../../shared/session/useViewer';
import { AudienceCard } from '../components/AudienceCard';
import { HomeHero } from '../components/HomeHero';

const AUDIENCES = [
  {
    title: 'For sponsors',
    summary: 'Find sites and vendors that fit your trials, and compare them before you reach out.',
    points: [
      'Search by therapeutic area, phase, region and service',
      'Compare companies side by side',
      'Keep shortlists in watchlists and track contracted partners',
    ],
  },
  {
    title: 'For sites',
    summary: 'Show sponsors and CROs what your site or network does best.',
    points: [
      'A profile sponsors can find by what they need',
      'Answer clinical trial site requests',
      'See who is looking for your capabilities',
    ],
  },
  {
    title: 'For vendors',
    summary: 'CROs and technology and service providers reach the sponsors looking for them.',
    points: [
      'Capability alerts and looking-for lists',
      'Messages and reach-out forms in one inbox',
      'Reviews that build trust with new partners',
    ],
  },
] as const;

/** `/`: the public home page. */
export function HomePage() {
  const viewer = useViewer();
  return (
    <>
      <HomeHero signedIn={Boolean(viewer)} />
      <Container maxW="6xl" px={{ base: 4, md: 6 }} py={{ base: 10, md: 16 }}>
        <SimpleGrid columns={{ base: 1, md: 3 }} gap={6}>
          {AUDIENCES.map((audience) => (
            <AudienceCard key={audience.title} {...audience} />
          ))}
        </SimpleGrid>
      </Container>
    </>
  );
}
