import { LoadError } from '../../../shared/ui/LoadStates';

export interface SubscriptionLoadErrorProps {
  error: unknown;
  refetch: () => Promise<unknown>;
}

/** The subscription could not be loaded: say so, with a retry. */
export function SubscriptionLoadError({ error, refetch }: SubscriptionLoadErrorProps) {
  return (
    <LoadError
      error={error}
      title="We couldn't load your subscription."
      onRetry={() => void refetch().catch(() => undefined)}
    />
  );
}
