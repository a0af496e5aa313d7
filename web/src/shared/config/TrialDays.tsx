import { chakra } from '@chakra-ui/react';
import { useAppConfig } from './appConfigContext';
import { usePrerendering } from './prerendering';

/**
 * The free trial's length in days, as the api applies it. In a prerendered page the number is
 * not known yet: an invisible placeholder of the same width holds its place, so the sentence
 * neither shows a wrong number nor moves when the app fills it in.
 */
export function TrialDays() {
  const { trialDays } = useAppConfig();
  if (usePrerendering()) return <chakra.span visibility="hidden">000</chakra.span>;
  return <>{trialDays}</>;
}
