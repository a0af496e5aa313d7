import { Badge, Box, Button, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { useBrand } from '../../../shared/config/appConfigContext';
import { TrialDays } from '../../../shared/config/TrialDays';
import { DASHBOARD_PATH, LOGIN_PATH, REGISTER_PATH } from '../../../shared/paths';

export interface HomeHeroProps {
  signedIn: boolean;
}

/** The home page's opening: the value proposition, the free trial and the way in. */
export function HomeHero({ signedIn }: HomeHeroProps) {
  const brand = useBrand();
  return (
    <Box
      as="section"
      aria-labelledby="home-hero-title"
      bg="colorPalette.subtle"
      borderBottomWidth="1px"
      borderColor="colorPalette.muted"
    >
      <Container maxW="6xl" px={{ base: 4, md: 6 }} py={{ base: 12, md: 20 }}>
        <Stack gap={6} maxW="3xl">
          <Badge alignSelf="flex-start" size="lg" variant="solid">
            <TrialDays />
            -day free trial
          </Badge>
          <Heading
            as="h1"
            id="home-hero-title"
            size={{ base: '3xl', md: '5xl' }}
            letterSpacing="tight"
            lineHeight="shorter"
          >
            Find the right clinical research partners, faster
          </Heading>
          <Text fontSize={{ base: 'lg', md: 'xl' }} color="fg.muted">
            {`${brand} is where sponsors, sites and vendors meet: find and compare companies, post requests and weigh the proposals that answer them, see who has capacity now, and talk it through in one inbox.`}
          </Text>
          <Text fontWeight="medium">
            Every company starts with a <TrialDays />
            -day free trial of the full platform.
          </Text>
          <Stack direction={{ base: 'column', sm: 'row' }} gap={3}>
            {signedIn ? (
              <Button asChild size="lg">
                <RouterLink to={DASHBOARD_PATH}>Go to dashboard</RouterLink>
              </Button>
            ) : (
              <>
                <Button asChild size="lg">
                  <RouterLink to={REGISTER_PATH}>Join now</RouterLink>
                </Button>
                <Button asChild size="lg" variant="outline" bg="bg">
                  <RouterLink to={LOGIN_PATH}>Sign in</RouterLink>
                </Button>
              </>
            )}
          </Stack>
        </Stack>
      </Container>
    </Box>
  );
}
