import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PriceChange } from './PriceChange.tsx';

describe('PriceChange', () => {
  it('says the direction in text, not colour alone', () => {
    render(<PriceChange percent={-2.871} change={-5.6} />);
    const text = screen.getByText('(-2.87%)').parentElement;
    expect(text).toHaveTextContent('-5.60(-2.87%)');
    expect(text?.className).toMatch(/text-red-700/);
  });

  it('marks a rise green with a plus sign', () => {
    render(<PriceChange percent={1.2} />);
    const text = screen.getByText('+1.20%').parentElement;
    expect(text?.className).toMatch(/text-emerald-700/);
  });

  it('shows an unknown change as a dash, never as 0 % or +100 %', () => {
    const { container } = render(<PriceChange percent={null} change={null} />);
    expect(container).toHaveTextContent('—Change unknown');
    expect(container).not.toHaveTextContent('%');
    expect(screen.getByText('Change unknown')).toHaveClass('sr-only');
  });
});
