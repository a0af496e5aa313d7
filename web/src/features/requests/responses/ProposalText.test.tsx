import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../../../test/renderUi';
import { ProposalText } from './ProposalText';

const MESSAGE = `${'Ten oncology sites from our network, activated in 12 weeks. '.repeat(4)}Full details in the attached plan.`;
const EXCERPT = `${MESSAGE.slice(0, 157)}…`;

describe('ProposalText', () => {
  it('shows the excerpt, then the whole proposal in place when asked, and back', () => {
    renderUi(<ProposalText message={MESSAGE} excerpt={EXCERPT} lines={3} />);
    expect(screen.getByText(EXCERPT)).toBeDefined();

    const more = screen.getByRole('button', { name: 'Read the whole proposal' });
    expect(more.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(more);

    expect(screen.getByText(MESSAGE)).toBeDefined();
    const less = screen.getByRole('button', { name: 'Show less' });
    expect(less.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(less);
    expect(screen.getByText(EXCERPT)).toBeDefined();
  });

  it('offers nothing more for a short proposal shown whole', () => {
    renderUi(<ProposalText message="Yes." excerpt="Yes." lines={3} />);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
