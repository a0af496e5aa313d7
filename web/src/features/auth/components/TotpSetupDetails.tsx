import { Box, Center, Code, Image, Skeleton, Stack, Text } from '@chakra-ui/react';
import { toDataURL } from 'qrcode';
import { useEffect, useState } from 'react';

export interface TotpSetupDetailsProps {
  secret: string;
  otpauthUri: string;
}

/** MFA_SETUP: the QR code to scan and the same secret for manual entry. */
export function TotpSetupDetails({ secret, otpauthUri }: TotpSetupDetailsProps) {
  const [qr, setQr] = useState<{ uri: string; dataUrl: string } | null>(null);

  useEffect(() => {
    let current = true;
    toDataURL(otpauthUri, { margin: 1, width: 192, errorCorrectionLevel: 'M' })
      .then((dataUrl) => {
        if (current) setQr({ uri: otpauthUri, dataUrl });
      })
      // Without the picture the secret below still lets the user finish set-up.
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [otpauthUri]);

  return (
    <Stack gap={4}>
      <Text>Scan this QR code with your authenticator app, then enter the code it shows.</Text>
      <Center>
        {qr && qr.uri === otpauthUri ? (
          <Image src={qr.dataUrl} alt="QR code for your authenticator app" width="192px" height="192px" />
        ) : (
          <Skeleton width="192px" height="192px" />
        )}
      </Center>
      <Box>
        <Text fontSize="sm" color="fg.muted">
          Can't scan it? Enter this key in the app instead:
        </Text>
        <Code display="block" mt={1} p={2} fontSize="sm" wordBreak="break-all" data-testid="totp-secret">
          {secret}
        </Code>
      </Box>
    </Stack>
  );
}
