import { Grid, GridItem } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface ProfileColumnsProps {
  /** First on a phone; at the top of the side column when wide. */
  top: ReactNode;
  main: ReactNode;
  /** Under `top` in the side column when wide; last on a phone. */
  side: ReactNode;
}

/** A profile's body (the full profile and its preview alike): a main column beside a narrower side one. */
export function ProfileColumns({ top, main, side }: ProfileColumnsProps) {
  return (
    <Grid
      templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 2fr) minmax(0, 1fr)' }}
      templateRows={{ lg: 'auto 1fr' }}
      templateAreas={{ base: '"top" "main" "side"', lg: '"main top" "main side"' }}
      gap={6}
      alignItems="start"
    >
      <GridItem area="top" minW={0}>
        {top}
      </GridItem>
      <GridItem area="main" minW={0}>
        {main}
      </GridItem>
      <GridItem area="side" minW={0}>
        {side}
      </GridItem>
    </Grid>
  );
}
