import { Button, Stack } from '@chakra-ui/react';
import type { ButtonProps } from '@chakra-ui/react';
import { FormNotice } from './FormNotice';
import type { FormNoticeProps } from './FormNotice';

export interface SubmitRowProps {
  /** The submit button's text ('Save changes'). */
  label: string;
  loading: boolean;
  /** Shown beside the button once sent ('' otherwise). */
  notice: string;
  variant?: ButtonProps['variant'];
  noticeColor?: FormNoticeProps['color'];
}

/** A form's submit button with its outcome beside it (below it on phones). */
export function SubmitRow({ label, loading, notice, variant, noticeColor }: SubmitRowProps) {
  return (
    <Stack direction={{ base: 'column', sm: 'row' }} gap={4} align={{ base: 'stretch', sm: 'center' }}>
      <Button type="submit" variant={variant} loading={loading}>
        {label}
      </Button>
      <FormNotice message={notice} color={noticeColor} />
    </Stack>
  );
}
