import { Text } from '@chakra-ui/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../../test/renderUi';
import { RelativeTime } from './RelativeTime';

describe('RelativeTime', () => {
  it('takes the styles of a <Text asChild> around it (the inbox list sets its size and colour so)', () => {
    const { container } = renderUi(
      <Text asChild fontSize="xs" color="fg.muted" data-testid="when">
        <RelativeTime value="2026-11-22T10:00:00.000Z" />
      </Text>,
    );
    const time = container.querySelector('time');
    expect(time?.getAttribute('datetime')).toBe('2026-11-22T10:00:00.000Z');
    expect(time?.getAttribute('data-testid')).toBe('when');
    expect(time?.className).toMatch(/\S/);
  });
});
