import { act, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderUi } from '../test/renderUi';
import { TextField } from './TextField';
import type { TextFieldProps } from './TextField';

function Controlled(props: Partial<TextFieldProps> & { initial?: string }) {
  const { initial = '', ...rest } = props;
  const [value, setValue] = useState(initial);
  return <TextField label="Company name" name="name" maxLength={10} {...rest} value={value} onChange={setValue} />;
}

const field = () => screen.getByRole('textbox', { name: 'Company name' });
const type = (value: string) => fireEvent.change(field(), { target: { value } });
const describedBy = () =>
  (field().getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent);

afterEach(() => vi.useRealTimers());

describe('TextField', () => {
  it('shows no counter far from the limit, and no maxlength that would cut what is pasted', () => {
    renderUi(<Controlled initial="Acme" />);
    expect(screen.queryByText('4 / 10')).toBeNull();
    expect(field().hasAttribute('maxlength')).toBe(false);
    expect(field().getAttribute('aria-invalid')).not.toBe('true');
  });

  it('shows "8 / 10" from 80% of the limit and describes the field with it', () => {
    renderUi(<Controlled helperText="As customers know it" />);
    type('Acme Bio 1');
    expect(screen.getByText('10 / 10')).toBeTruthy();
    expect(describedBy()).toEqual(['As customers know it', '10 / 1010 of 10 characters']);
    type('Acme Bio');
    expect(screen.getByText('8 / 10')).toBeTruthy();
    type('Acme Bi');
    expect(screen.queryByText('7 / 10')).toBeNull();
    expect(describedBy()).toEqual(['As customers know it']);
  });

  it('keeps every character typed past the limit, marks the field invalid and says why', () => {
    renderUi(<Controlled />);
    type('Acme Biotech');
    expect((field() as HTMLInputElement).value).toBe('Acme Biotech');
    expect(screen.getByText('12 / 10')).toBeTruthy();
    expect(field().getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Company name must be at most 10 characters.')).toBeTruthy();
    expect(describedBy()).toEqual(['Company name must be at most 10 characters.', '12 / 1012 of 10 characters']);
  });

  it('counts an emoji as one character, as the api does', () => {
    renderUi(<Controlled />);
    type('Acme 🧬🧬🧬🧬🧬');
    expect(screen.getByText('10 / 10')).toBeTruthy();
    expect(field().getAttribute('aria-invalid')).not.toBe('true');
  });

  it('says what is left in a polite live region once typing pauses near the limit, and nothing far from it', () => {
    vi.useFakeTimers();
    renderUi(<Controlled />);
    const live = document.querySelector('[aria-live="polite"]');
    type('Acme');
    act(() => vi.advanceTimersByTime(1000));
    expect(live?.textContent).toBe('');
    type('Acme Bio');
    expect(live?.textContent).toBe('');
    act(() => vi.advanceTimersByTime(1000));
    expect(live?.textContent).toBe('2 characters left');
    type('Acme Biotech');
    act(() => vi.advanceTimersByTime(1000));
    expect(live?.textContent).toBe('2 characters over the limit');
  });

  it("shows the form's own message over the limit's, and a textarea when multiline", () => {
    renderUi(<Controlled multiline error="The server refused it." initial="Acme Biotech" />);
    expect(screen.getByRole('textbox', { name: 'Company name' }).tagName).toBe('TEXTAREA');
    expect(screen.getByText('The server refused it.')).toBeTruthy();
    expect(screen.queryByText('Company name must be at most 10 characters.')).toBeNull();
  });
});
