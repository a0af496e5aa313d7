import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../../../test/renderUi';
import { StarRatingInput } from './StarRatingInput';

function Harness({ initial = 0 }: { initial?: number }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <StarRatingInput label="Quality" name="quality" value={value} onChange={setValue} />
      <output aria-label="Picked">{value}</output>
    </>
  );
}

describe('StarRatingInput', () => {
  it('is a radio group named by its criterion, five stars named by their count', () => {
    renderUi(<Harness />);
    const group = screen.getByRole('group', { name: 'Quality' });
    const stars = Array.from(group.querySelectorAll('input[type="radio"]'));
    expect(stars).toHaveLength(5);
    expect((screen.getByRole('radio', { name: '1 star' }) as HTMLInputElement).checked).toBe(false);
    expect(screen.getByRole('radio', { name: '5 stars' })).toBeTruthy();
  });

  it('picks a star by click and keeps exactly one checked', () => {
    renderUi(<Harness initial={2} />);
    expect((screen.getByRole('radio', { name: '2 stars' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: '4 stars' }));
    expect((screen.getByRole('radio', { name: '4 stars' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('radio', { name: '2 stars' }) as HTMLInputElement).checked).toBe(false);
    expect(screen.getByLabelText('Picked').textContent).toBe('4');
  });

  it('shows its error and marks the stars invalid', () => {
    renderUi(
      <StarRatingInput label="Value" name="value" value={0} onChange={() => undefined} error="Pick 1 to 5 stars." />,
    );
    expect(screen.getByText('Pick 1 to 5 stars.')).toBeTruthy();
    expect(screen.getByRole('radio', { name: '3 stars' }).getAttribute('aria-invalid')).toBe('true');
  });
});
