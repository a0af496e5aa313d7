import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { useCallback, useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { useModals } from '../../shared/modals/modalContext';
import type { RoutePreview } from '../../shared/routing/routeTypes';
import { useSignOut } from '../../shared/session/useSignOut';
import { useSession } from '../../shared/session/useViewer';
import { PageContainer } from '../../ui/PageContainer';
import { subscriptionRequiredSituation } from '../modals/subscriptionRequiredSituation';
import { PlanCallToAction } from './PlanCallToAction';

export interface PlanRequiredProps {
  /** The route's preview: shown beneath the modal instead of the short note. */
  preview?: RoutePreview;
}

/**
 * A page whose plans exclude the viewer's plan in force: the subscription-required modal opens
 * (spec §4) and beneath it the route's preview with a way on, or else a short note with a way to
 * reopen the modal. Either way the modal alone carries the message. A signed-in viewer without
 * subscription data is signed out instead (spec §4).
 */
export function PlanRequired({ preview: Preview }: PlanRequiredProps) {
  const { viewer } = useSession();
  const { open, close } = useModals();
  const { signOut } = useSignOut();
  const { pathname, search } = useLocation();
  const situation = subscriptionRequiredSituation(viewer);
  const companyName = viewer?.user?.company?.name ?? null;
  const signOutOnce = useRef<(() => Promise<void>) | null>(signOut);
  // A visitor on a page with a preview is asked once, by the preview's own call to join: the
  // modal would say the same over it (issue 26; docs/decisions.md "One gate per page").
  const previewAsks = Boolean(Preview) && situation === 'join';

  useEffect(() => {
    if (situation === 'sign-out') {
      const pending = signOutOnce.current;
      signOutOnce.current = null;
      if (pending) void pending();
      return undefined;
    }
    if (previewAsks) return undefined;
    open('subscriptionRequired', { situation, companyName });
    // Leaving the page takes its modal along (e.g. the browser's back button).
    return () => close('subscriptionRequired');
  }, [close, companyName, open, pathname, previewAsks, search, situation]);

  const showOptions = useCallback(() => {
    if (situation !== 'sign-out') open('subscriptionRequired', { situation, companyName });
  }, [companyName, open, situation]);

  if (situation === 'sign-out') return null;
  if (Preview) {
    return (
      <Preview
        callToAction={(what) => <PlanCallToAction situation={situation} what={what} onShowOptions={showOptions} />}
      />
    );
  }
  return (
    <PageContainer>
      <Stack gap={4} align="flex-start" maxW="2xl">
        <Heading as="h1" size="xl">
          {situation === 'join' ? 'Join to see this page' : 'This page needs a subscription'}
        </Heading>
        <Text color="fg.muted">Your current access doesn't include it.</Text>
        <Button variant="outline" onClick={showOptions}>
          See your options
        </Button>
      </Stack>
    </PageContainer>
  );
}
