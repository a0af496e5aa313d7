import { Button, Stack, Text } from '@chakra-ui/react';

export interface ResendCodeProps {
  /** Seconds before another code may be requested; 0 when it may. */
  secondsLeft: number;
  /** A code was just sent. */
  sent: boolean;
  sending: boolean;
  onResend: () => void;
}

/** 'Resend code', then a countdown before the next one (the API sends at most one a minute). */
export function ResendCode({ secondsLeft, sent, sending, onResend }: ResendCodeProps) {
  return (
    <Stack gap={2} align="center" textAlign="center">
      <Text fontSize="sm" color="fg.muted">
        Didn't get it? Check your spam folder, or ask for a new code.
      </Text>
      <Button variant="outline" size="sm" loading={sending} disabled={secondsLeft > 0} onClick={onResend}>
        Resend code
      </Button>
      <Text role="status" fontSize="sm" fontWeight="medium">
        {sent ? 'Code sent.' : ''}
      </Text>
      {/* Not a live region: a second-by-second countdown would drown out everything else. */}
      {secondsLeft > 0 ? (
        <Text fontSize="sm" color="fg.muted">
          You can ask for another code in {secondsLeft} s.
        </Text>
      ) : null}
    </Stack>
  );
}
