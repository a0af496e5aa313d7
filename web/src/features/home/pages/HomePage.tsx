import { Container, SimpleGrid } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { lazy, memo, Suspense, useDeferredValue } from 'react';
import { graphql } from '../../../__generated__';
import { useViewer } from '../../../shared/session/useViewer';
import { AudienceCard } from '../components/AudienceCard';
import { DirectoryFiguresSection } from '../components/DirectoryFiguresSection';
import { HomeHero } from '../components/HomeHero';
import { ProductShots } from '../components/ProductShots';

// The CMS's banners and audiences (content feature) load after the page, in a chunk of their own:
// they come from data, so the prerendered page has neither.
const HomeBanners = lazy(() => import('../../content').then((m) => ({ default: m.HomeBanners })));
const HomeRoles = lazy(() => import('../../content').then((m) => ({ default: m.HomeRoles })));

export const HomePageDocument = graphql(`
  query HomePage {
    directoryFigures {
      ...DirectoryFiguresSection_figures
    }
  }
`);

// Only what the product does today (README "What you can do"): the page grows as features land.
const AUDIENCES = [
  {
    title: 'For sponsors',
    summary: 'Find sites and vendors that fit your trials, ask them for proposals and choose one.',
    points: [
      'Search by therapeutic area, region, service, product and more, with counts on every filter',
      'Post a request for sites, services or innovation; compare the responses side by side and award one',
      'Answer bidders’ questions once, for everyone who responds',
      'Message companies and keep every conversation in one inbox',
    ],
  },
  {
    title: 'For sites',
    summary: 'Show sponsors and CROs what your site or network does best, and win studies.',
    points: [
      'A profile sponsors find by therapeutic area, region and site type',
      'Be told when a sponsor’s request matches what you do, and respond with a proposal',
      'Announce open capacity with a capability alert',
      'Add colleagues to your company and your subscription',
    ],
  },
  {
    title: 'For vendors',
    summary: 'CROs and technology and service providers get found by the sponsors searching for them.',
    points: [
      'A profile listing your services, products and the regions you cover',
      'Respond to requests that match your services; ask the sponsor a question first',
      'Publish capability alerts when you have capacity to offer',
      'Monthly or yearly plans sized to your company',
    ],
  },
] as const;

const FiguresSection = memo(DirectoryFiguresSection);

/**
 * The figures' query, apart from the page: its answer re-renders this section alone, and the
 * figures render in the background (time-sliced), not in the task that brings them.
 */
function DirectoryFigures() {
  const figures = useQuery(HomePageDocument);
  const data = useDeferredValue(figures.data);
  return <FiguresSection figures={data?.directoryFigures} failed={Boolean(figures.error) && !figures.data} />;
}

/** `/`: the public home page. */
export function HomePage() {
  const viewer = useViewer();
  return (
    <>
      <HomeHero signedIn={Boolean(viewer)} />
      <DirectoryFigures />
      <Suspense fallback={null}>
        <HomeBanners />
      </Suspense>
      <Container maxW="6xl" px={{ base: 4, md: 6 }} pt={{ base: 10, md: 16 }}>
        <SimpleGrid columns={{ base: 1, md: 3 }} gap={6}>
          {AUDIENCES.map((audience) => (
            <AudienceCard key={audience.title} {...audience} />
          ))}
        </SimpleGrid>
      </Container>
      <Suspense fallback={null}>
        <HomeRoles />
      </Suspense>
      <ProductShots />
    </>
  );
}
